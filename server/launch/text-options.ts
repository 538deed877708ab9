import { COPY_MAX_TEXTS, type CopyFields } from '../../lib/contract/library';
import type { GraphParams } from '../platform/graph-client';

// A copy's variations are more texts of the same ad, for the platform to rotate ("multiple text options"): the
// creative keeps its first texts in object_story_spec and lists every distinct primary text, headline and
// description in `asset_feed_spec` with optimization_type DEGREES_OF_FREEDOM (no dynamic-creative ad set needed;
// at most 5 of each, "Asset Feed Spec Options"). The one call to action stays in object_story_spec.

type TextKey = 'primaryText' | 'headline' | 'description';

/** The copy's non-empty texts of one kind, first the copy's own, each once. */
function textsOf(copy: CopyFields, key: TextKey): Array<{ text: string }> {
  const all = [copy[key], ...copy.variations.map((v) => v[key])].filter((t) => t.trim() !== '');
  return [...new Set(all)].slice(0, COPY_MAX_TEXTS).map((text) => ({ text }));
}

/** `{asset_feed_spec}` when the copy has more than one text of a kind; nothing otherwise (a plain creative). */
export function textOptionsOf(copy: CopyFields | undefined): GraphParams {
  if (!copy) return {};
  const bodies = textsOf(copy, 'primaryText');
  const titles = textsOf(copy, 'headline');
  const descriptions = textsOf(copy, 'description');
  if (bodies.length <= 1 && titles.length <= 1 && descriptions.length <= 1) return {};
  return {
    asset_feed_spec: {
      ...(bodies.length ? { bodies } : {}),
      ...(titles.length ? { titles } : {}),
      ...(descriptions.length ? { descriptions } : {}),
      optimization_type: 'DEGREES_OF_FREEDOM',
    },
  };
}
