// The launch draft: everything the launch dialog edits (docs/product-rules.md#data-shapes). Budgets and bid amounts
// here are in currency units as typed (the UI's numbers); the payload holds cents.
import type {
  AdCategory,
  BidStrategy,
  DayPartingSchedule,
  DayPartingTimeZone,
  DeviceType,
  IdName,
  TargetingLocation,
  PlacementDevice,
  PlacementPlatforms,
} from '../contract/launch';
import type { MinDailyBudgets } from '../contract/assets';

export type {
  AdCategory,
  BidStrategy,
  DayKey,
  DayPartingSchedule,
  DayPartingTimeZone,
  DeviceType,
  HourInterval,
  IdName,
  TargetingLocation,
  PlacementDevice,
  PlacementPlatform,
  PlacementPlatforms,
} from '../contract/launch';

export type Objective = 'website-conversions' | 'lead-form' | 'traffic';
export type BudgetMode = 'daily' | 'lifetime';
export type Gender = 'all' | 'men' | 'women';
type CampaignMode = 'new' | 'existing';
/** Settings defaultAdDistribution (single means a single ad set) (docs/product-rules.md#default-settings). */
export type AdSetDistribution = 'single' | 'dedicated';
/** Traffic performance goals (docs/product-rules.md#attribution-and-performance-goal); other objectives carry the
 * platform's goal unchanged. */
type PerformanceGoal = 'linkClicks' | 'landingPageViews' | (string & {});

/** Pixel (docs/product-rules.md#page-and-instagram), page, Instagram account (Instagram's name is its username). */
export interface Asset {
  id: string;
  name: string;
  isPersonal?: boolean;
  businessName?: string | null;
  ownerBusinessName?: string | null;
  isLegacy?: boolean;
}

/** Conversion event (docs/product-rules.md#pixel-and-conversion-event): id, fbId, name, type. `eventType` is the
 * platform's event type (PURCHASE, LEAD, ...). */
export interface ConversionEvent {
  id: string;
  fbId?: string;
  name: string;
  type: 'standard' | 'custom' | 'pixel';
  eventType?: string;
}

interface Product extends IdName {
  imageUrl?: string;
  inventory?: number;
}

/** Campaign (existing) (docs/product-rules.md#existing-campaign). Budget and bid amount in cents, as the platform
 * gives them. */
export interface ExistingCampaign {
  id: string;
  name: string;
  isCBO: boolean;
  budgetType: BudgetMode;
  budget: number | null;
  bidStrategy: string | null;
  bidAmount: number | null;
  /** The campaign's special ad categories as the platform has them (its ad sets follow their targeting rules). */
  specialAdCategories?: string[];
}

/** Ad set of an existing campaign (docs/product-rules.md#existing-campaign): bid strategy in the platform's words,
 * amount in cents. */
export interface ExistingAdSet {
  id: string;
  name: string;
  bidStrategy: string | null;
  bidAmount: number | null;
}

/** Bulk account assets (docs/product-rules.md#multi-account-launch) per account of a multi-account launch. */
export interface BulkAccount {
  accountId: string;
  name: string;
  /** The account's own currency: its budget and bid are in it (docs/product-rules.md#multi-account-launch). */
  currency: string;
  /** The account's budget and bid amount, in its currency's units as typed; null until set. */
  budget: number | null;
  bidAmount: number | null;
  page: Asset | null;
  pixel: Asset | null;
  instagram: Asset | null;
  conversionEvent: ConversionEvent | null;
  leadForm: IdName | null;
  destinationUrl: string;
}

export interface NamingConventions {
  campaign: string;
  adSet: string;
  ad: string;
}

export interface LaunchDraft {
  // Step 1 (docs/product-rules.md#step-1).
  objective: Objective;
  shopEnabled: boolean;
  useInstantForms: boolean;
  isAdCategorized: boolean;
  adCategory: AdCategory | null;
  adCategoryLocations: TargetingLocation[];
  campaignMode: CampaignMode;
  existingCampaign: ExistingCampaign | null;
  existingAdSetIds: string[];
  createNewAdSets: boolean;
  isImportedCampaign: boolean;
  importedAccountId: string | null;
  importedCampaignId: string | null;
  duplicateCampaignId: string | null;
  duplicateAdsetId: string | null;
  adSetDistribution: AdSetDistribution;
  isCBO: boolean;
  multiAccount: boolean;
  bulkAccounts: BulkAccount[];
  // Budget & Schedule.
  budgetMode: BudgetMode;
  /** Currency units as typed; null when the field is empty or not a number. */
  budget: number | null;
  startTime: string | null;
  /** Kept for daily budgets too (so a switch shows it); sent only for lifetime. */
  endTime: string | null;
  bidStrategy: BidStrategy;
  /** Currency units. */
  bidAmount: number | null;
  targetRoas: number | null;
  useDayParting: boolean;
  dayPartingTimeZone: DayPartingTimeZone;
  dayPartingSchedule: DayPartingSchedule;
  adSetMinimumSpend: number | null;
  adSetMaximumSpend: number | null;
  // Placements.
  advantagePlacement: boolean;
  placementDevices: PlacementDevice[];
  placementPlatforms: PlacementPlatforms;
  deviceType: DeviceType;
  wifiOnly: boolean;
  // Targeting & Delivery.
  attributionSettingId: string;
  performanceGoal: PerformanceGoal | null;
  ageMin: number;
  ageMax: number;
  gender: Gender;
  locations: TargetingLocation[];
  excludedLocations: TargetingLocation[];
  interests: IdName[];
  locales: IdName[];
  advantageAudience: boolean;
  savedAudience: IdName | null;
  customAudiences: IdName[];
  excludedAudiences: IdName[];
  /** The buyer certifies that the customer lists follow the platform's terms (docs/product-rules.md#special-ad-category). */
  customerListCertified: boolean;
  // Assets & Tracking.
  page: Asset | null;
  instagram: Asset | null;
  pixel: Asset | null;
  conversionEvent: ConversionEvent | null;
  leadForm: IdName | null;
  catalog: IdName | null;
  product: Product | null;
  productSet: IdName | null;
  merchantId: string | null;
  offerId: string | null;
  destinationUrl: string;
  displayLink: string;
  /** Url_tags / trackingParams (docs/product-rules.md#links-and-tracking). */
  urlTags: string;
  naming: NamingConventions;
  campaignName: string;
  adSetName: string;
  useAdvantageCreatives: boolean;
  multiAdvertiserAds: boolean;
  uniqueCreatives: boolean;
  // Automations.
  automationIds: string[];
  templateId: string | null;
}

export type DraftField = keyof LaunchDraft;
/** Messages keyed by the draft field they belong to; an empty object means allowed. */
export type FieldErrors = Partial<Record<DraftField, string[]>>;

/** Ad account (docs/product-rules.md#conventions): currency (default USD), timezone_name, timezone_offset_hours_utc. */
export interface AdAccountContext {
  id: string;
  name: string;
  currency: string;
  timezoneName: string;
  timezoneOffsetHoursUtc: number;
  /** The platform's smallest daily budget for the account, in hundredths (docs/product-rules.md#currencies); null
   * when unknown. */
  minDailyBudget?: number | null;
  /** Its smallest daily budget per class of optimisation goal, in hundredths; null when the platform does not say
   * (minDailyBudget applies then). */
  minDailyBudgets?: MinDailyBudgets | null;
}
