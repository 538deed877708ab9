// The launch's words and bounds that lib/rules reads at run time (docs/product-rules.md#data-shapes), apart from the
// payload's schemas: Step 1 of the side panel needs these and not zod's classic schemas, which stay out of its first
// screen (docs/architecture.md#size). launch.ts re-exports them; written with zod/mini, as launch-record.ts is.
import * as z from 'zod/mini';

/**
 * Existing ad sets one launch may name (existingAdsetIdList with existingAdsetId and duplicateAdsetId, counted once
 * each): the API reads them from the platform in one batch of at most 50 operations (docs/limits.md#launches).
 */
export const MAX_EXISTING_AD_SETS = 50;

/** Ad category options (docs/product-rules.md#special-ad-category). */
export const adCategorySchema = z.enum(['FINANCIAL_PRODUCTS_SERVICES', 'EMPLOYMENT', 'HOUSING', 'ISSUES_ELECTIONS_POLITICS']);
export type AdCategory = z.infer<typeof adCategorySchema>;

/** Placement platforms and keys (docs/product-rules.md#placements). */
export const placementKeys = {
  facebook: ['feed', 'marketplace', 'right_hand_column', 'instream_video', 'story', 'search', 'facebook_reels', 'profile_feed'],
  instagram: ['stream', 'story', 'explore_home', 'reels', 'profile_feed', 'ig_search', 'profile_reels'],
  audience_network: ['classic', 'rewarded_video'],
  messenger: ['messenger_home'],
} as const;
export type PlacementPlatform = keyof typeof placementKeys;

/** Positions the platform removed (docs/product-rules.md#placements): Facebook video feeds in v24, Instagram Explore
 * in v26, Messenger Stories on every version since 2026-10-27; what was saved with them (a template) still reads, and
 * drops them when used. */
export const removedPlacementKeys = { facebook: ['video_feeds'], instagram: ['explore'], messenger: ['story'] } as const;
/** Each removed position as the buyer reads it. */
export const removedPlacementNames: Readonly<Record<string, string>> = {
  'facebook:video_feeds': 'Facebook video feeds',
  'instagram:explore': 'Instagram Explore',
  'messenger:story': 'Messenger Stories',
};
