// The Advantage+ creative features the platform turns on for an ad unless it opts out (sim/README.md#advantage-creative-features):
// the standard enhancements' sub-features (image_templates, image_touchups, text_optimizations, inline_comment;
// video_auto_crop for video) and those the reference marks "Default is opt-in" (adapt_to_placement,
// description_automation), with enhance_cta. A creative is stored with the features it ends with.
import { asRecord } from './rules/types';

export const DEFAULT_ON_CREATIVE_FEATURES = [
  'adapt_to_placement',
  'description_automation',
  'enhance_cta',
  'image_templates',
  'image_touchups',
  'inline_comment',
  'text_optimizations',
  'video_auto_crop',
] as const;

/** The creative's degrees_of_freedom_spec with each default-on feature it does not mention turned on. */
export function withDefaultFeatures(spec: unknown): Record<string, unknown> {
  const dof = asRecord(spec) ?? {};
  const sent = asRecord(dof.creative_features_spec) ?? {};
  const defaults = Object.fromEntries(DEFAULT_ON_CREATIVE_FEATURES.map((f) => [f, { enroll_status: 'OPT_IN' }]));
  return { ...dof, creative_features_spec: { ...defaults, ...sent } };
}
