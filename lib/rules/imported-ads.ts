// The ads of an imported campaign (docs/product-rules.md#import-and-export: import): its ads' images, with their texts.
// The texts travel as library copies (the launch engine reads an ad's texts from its copy), made by the side panel when
// the import loads (docs/campaign-modes.md "Texts of imported ads").
import type { ImportDetails } from '../contract/campaigns';
import { CALL_TO_ACTIONS, copyFieldsSchema, type CopyFields } from '../contract/library';

/** The prefix of the library copies an import makes: 'Imported – {ad name}'. */
const IMPORTED_COPY_PREFIX = 'Imported – ';
/** A call to action the library does not offer (or none) becomes the library's default. */
const DEFAULT_CALL_TO_ACTION: CopyFields['callToAction'] = 'LEARN_MORE';

/** An ad of the import: an image of the source account and the texts of its source ad (null: it has none). */
export interface ImportedAd {
  imageId: string;
  copy: CopyFields | null;
}

const isCallToAction = (value: string | null): value is CopyFields['callToAction'] => (CALL_TO_ACTIONS as readonly string[]).includes(value ?? '');

/**
 * The image ads of `details`, once per image and texts, in the source's order. A source ad with a primary text or
 * a headline gets a copy named after it; the copy is validated by the library's own schema (a text over the
 * library's limits throws, and the import fails rather than launching the ad without it).
 */
export function importedAds(details: ImportDetails): ImportedAd[] {
  const ads = new Map<string, ImportedAd>();
  for (const c of details.creatives) {
    if (!c.imageHash) continue;
    const hasText = Boolean(c.message?.trim() || c.headline?.trim());
    const copy = hasText
      ? copyFieldsSchema.parse({
          name: `${IMPORTED_COPY_PREFIX}${c.adName}`.slice(0, 200),
          primaryText: c.message ?? '',
          headline: c.headline ?? '',
          description: '',
          callToAction: isCallToAction(c.callToAction) ? c.callToAction : DEFAULT_CALL_TO_ACTION,
        })
      : null;
    const key = JSON.stringify([c.imageHash, copy?.primaryText, copy?.headline, copy?.callToAction]);
    if (!ads.has(key)) ads.set(key, { imageId: c.imageHash, copy });
  }
  return [...ads.values()];
}

/** Whether a library copy is `wanted` as is (same name and texts, no variations): a second import reuses it. */
export function isSameCopy(existing: CopyFields, wanted: CopyFields): boolean {
  return (
    existing.name === wanted.name &&
    existing.primaryText === wanted.primaryText &&
    existing.headline === wanted.headline &&
    existing.description === wanted.description &&
    existing.callToAction === wanted.callToAction &&
    existing.variations.length === 0
  );
}
