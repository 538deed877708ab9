// An ad's texts travel as a library copy (the launch engine reads its primary text, headline and description from it;
// an import's texts too: imported-ads.ts). An ad without a copy, an account image or video or a library creative
// picked alone, launches with none: the review says so before Confirm (docs/product-rules.md#review-and-confirm).
import type { LaunchAd } from '../contract/launch';

/** How many of the ads launch with no primary text and no headline. */
export const adsWithoutTexts = (ads: readonly LaunchAd[]): number => ads.filter((ad) => ad.copyId === undefined).length;
