// Business constants and limits (docs/product-rules.md#limits-and-constants), with the section each comes from.
import { placementKeys } from '../contract/launch-values';
import type { PlacementPlatforms } from './types';

export const DEFAULT_CURRENCY = 'USD';
/** Budgets (docs/product-rules.md#budget), in currency units. */
export const DEFAULT_DAILY_BUDGET = 5;
export const DEFAULT_LIFETIME_BUDGET = 35;
/** On blur an invalid budget resets to 5 (daily) or 15 (lifetime) (docs/product-rules.md#budget). */
export const BLUR_FALLBACK_DAILY_BUDGET = 5;
export const BLUR_FALLBACK_LIFETIME_BUDGET = 15;
export const MIN_DAILY_BUDGET = 1;
/**
 * The spec gives two readings of the lifetime minimum (docs/product-rules.md#budget), both kept:
 * - 6 in the main validation: the launch check (`validateLaunch`, and so the server) refuses below 6;
 * - 7 in the step-2 budget field: the field's own hint (`budgetFieldError`) asks for at least 7.
 */
export const MIN_LIFETIME_BUDGET_AT_LAUNCH = 6;
export const MIN_LIFETIME_BUDGET_IN_FIELD = 7;

/** Bids and ROAS (docs/product-rules.md#bid-strategy). */
export const MIN_BID_AMOUNT = 1;
export const TARGET_ROAS_MIN = 0.01;
export const TARGET_ROAS_MAX = 1000;

/** Age (docs/product-rules.md#age-and-gender); Advantage+ audience (docs/product-rules.md#audiences). */
export const AGE_MIN = 18;
export const AGE_MAX = 65;
export const ADVANTAGE_AUDIENCE_MIN_AGE = 25;

/** Attribution (docs/product-rules.md#attribution-and-performance-goal). */
export const DEFAULT_ATTRIBUTION = '7c-1v';
export const TRAFFIC_ATTRIBUTION = '1c-0v';
/** Traffic performance goals (docs/product-rules.md#attribution-and-performance-goal). */
export const TRAFFIC_PERFORMANCE_GOALS = ['linkClicks', 'landingPageViews'] as const;
export const DEFAULT_TRAFFIC_PERFORMANCE_GOAL = 'linkClicks';

/** Other rules (docs/product-rules.md#launch-check): tracking UTMs, bulk locations. */
export const MAX_URL_TAGS_LENGTH = 512;
export const MAX_BULK_LOCATIONS = 100;

/** Polling (docs/product-rules.md#limits-and-constants), debounce and windows, in milliseconds. */
export const STATUS_POLL_MS = 2000;
export const ASSET_LIMIT_POLL_MS = 20_000;
/** Salvo's: how often the media status is read again while an import runs (never while none does). */
export const MEDIA_STATUS_POLL_MS = 5_000;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 750;
export const SEARCH_DEBOUNCE_MS = 500;
export const REFRESH_ASSETS_LIMIT_MS = 5 * 60_000;
export const TOAST_MS = 5000;
export const DELETION_WINDOW_HOURS = 48;

/** Default location (docs/product-rules.md#locations): United States. */
export const DEFAULT_LOCATION = { key: 'US', name: 'United States', type: 'country', countryCode: 'US' } as const;

/** Default devices (docs/product-rules.md#placements). */
export const DEFAULT_PLACEMENT_DEVICES = ['desktop', 'mobile'] as const;
/** Default Facebook placements when device is desktop (docs/product-rules.md#placements). */
export const DESKTOP_FACEBOOK_PLACEMENTS = ['feed', 'right_hand_column', 'instream_video', 'search', 'marketplace'] as const;
/** Placements shown only on desktop; the rest are mobile placements, which Desktop only removes
 * (docs/product-rules.md#placements). */
export const DESKTOP_ONLY_PLACEMENTS = { facebook: ['right_hand_column'] } as const;

/**
 * Default platforms: facebook, instagram and others, not shown in full (docs/product-rules.md#placements): Salvo
 * selects every key of every platform (what Advantage+ placements would use).
 */
export function defaultPlacementPlatforms(): PlacementPlatforms {
  return {
    facebook: [...placementKeys.facebook],
    instagram: [...placementKeys.instagram],
    audience_network: [...placementKeys.audience_network],
    messenger: [...placementKeys.messenger],
  };
}

/** Lead objective without instant forms (docs/product-rules.md#pixel-and-conversion-event): the allowed standard
 * events. */
export const LEAD_ALLOWED_EVENTS = [
  'COMPLETE_REGISTRATION',
  'COMPLETE_TUTORIAL',
  'CONTACT',
  'FIND_LOCATION',
  'LEAD',
  'SCHEDULE',
  'SEARCH',
  'START_TRIAL',
  'SUBMIT_APPLICATION',
  'SUBSCRIBE',
  'CONTENT_VIEW',
] as const;
export const PURCHASE_EVENT = 'PURCHASE';

/** Conversion shortcodes (PUR is the default) (docs/product-rules.md#naming-placeholders). */
export const CONVERSION_SHORTCODES = {
  PURCHASE: 'PUR',
  INITIATED_CHECKOUT: 'IC',
  LEAD: 'LEAD',
  ADD_TO_CART: 'ATC',
  COMPLETE_REGISTRATION: 'CR',
  LANDING_PAGE_VIEW: 'LPV',
} as const;
export const DEFAULT_CONVERSION_SHORTCODE = 'PUR';

/** Automation failure behaviours (docs/product-rules.md#automations), as the buyer reads them: the spec's label of NONE,
 * and the words of the other two codes (docs/automations.md#failure-behaviours). */
export const AUTOMATION_FAILURE_BEHAVIOURS = { NONE: 'Keep Campaign Active', PAUSE_AND_RESUME: 'Pause and Resume', PAUSE: 'Pause' } as const;

/**
 * Advantage+ creative features, set together either way: the launch's switch and the settings dialog's default
 * (docs/product-rules.md#advantage-creative-enhancements). Every feature the platform turns on for an ad unless it
 * opts out (sim/README.md#advantage-creative-features), so off means off; each says its enroll status (the platform
 * refuses unset features with error 3858082).
 */
export const ADVANTAGE_CREATIVE_FEATURES = [
  'adapt_to_placement',
  'description_automation',
  'enhance_cta',
  'image_templates',
  'image_touchups',
  'inline_comment',
  'text_optimizations',
  'video_auto_crop',
] as const;
