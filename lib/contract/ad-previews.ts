// POST /facebook/adlauncher/previews (docs/api-routes.md#launches-previews): the platform's previews of a launch's first
// ads, in the placements it chose, made from the very creative specs the launch will send
// (docs/product-rules.md#ad-previews). Each is the platform's frame (its renderer's address and size), its refusal in
// Salvo's words, or why there is none yet.
import { z } from 'zod';

/**
 * The path of the platform's ad preview renderer, where generatepreviews' iframes point (Meta's "Ad Previews" guide):
 * the API answers frames on it only, the panel's schema takes no other, and the extension's pages may frame nothing
 * else (its CSP, wxt.config.ts), so a frame on the renderer's origin but another of its pages is never drawn.
 */
export const PREVIEW_RENDERER_PATH = '/ads/api/preview_iframe.php';

/** The ads previewed at most: the first ones of the launch; the review says how many more there are. */
export const AD_PREVIEW_LIMIT = 6;

/** The placements a preview is made in: Feed, Stories and Reels, on Facebook and on Instagram. */
export const previewPlacements = ['facebook_feed', 'instagram_feed', 'facebook_stories', 'instagram_stories', 'facebook_reels', 'instagram_reels'] as const;
const previewPlacementSchema = z.enum(previewPlacements);
export type PreviewPlacement = z.infer<typeof previewPlacementSchema>;

/** On the renderer's path, no credentials, no fragment (its origin is checked by the API and the CSP). */
export function isRendererUrl(src: string): boolean {
  if (!URL.canParse(src)) return false;
  const url = new URL(src);
  return url.pathname === PREVIEW_RENDERER_PATH && url.username === '' && url.password === '' && url.hash === '';
}

const placementFields = {
  placement: previewPlacementSchema,
  /** The platform's ad_format it was asked in (MOBILE_FEED_STANDARD, INSTAGRAM_STORY, …). */
  format: z.string(),
};

const adPreviewSchema = z.discriminatedUnion('status', [
  z.object({
    ...placementFields,
    status: z.literal('shown'),
    /** The platform's renderer (its origin is PLATFORM_PREVIEW_BASE's, the only one the side panel frames), at its path. */
    src: z.url({ protocol: /^https?$/ }).refine(isRendererUrl, `Expected a frame of the platform's preview renderer (${PREVIEW_RENDERER_PATH})`),
    width: z.number().int().positive().max(2000),
    height: z.number().int().positive().max(4000),
  }),
  /** The platform would not make this ad as it stands: `message` says why, in Salvo's words with the platform's. */
  z.object({ ...placementFields, status: z.literal('refused'), message: z.string() }),
  /** No preview now (the platform was busy or limiting): `message` says so. */
  z.object({ ...placementFields, status: z.literal('unavailable'), message: z.string() }),
]);
export type AdPreview = z.infer<typeof adPreviewSchema>;

const previewedAdSchema = z.object({
  /** Its index in the launch's ads. */
  index: z.number().int().nonnegative(),
  /** As it will be created ({{campaign_id}} and {{adset_id}} left as they are until they exist). */
  name: z.string(),
  /** One per placement chosen; empty when the ad cannot be previewed before the launch (`note` says why). */
  previews: z.array(adPreviewSchema),
  note: z.string().nullable(),
});
export type PreviewedAd = z.infer<typeof previewedAdSchema>;

export const adPreviewsResponseSchema = z.object({
  success: z.literal(true),
  ads: z.array(previewedAdSchema).max(AD_PREVIEW_LIMIT),
  /** The launch's ads beyond those previewed ("and N more"). */
  moreAds: z.number().int().nonnegative(),
  /** Set when none of the placements chosen is one Salvo previews (Feed, Stories, Reels). */
  note: z.string().nullable(),
});
export type AdPreviewsAnswer = z.infer<typeof adPreviewsResponseSchema>;
