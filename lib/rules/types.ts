// The launch draft: everything the launch dialog edits (docs/product-rules.md#data-shapes). Budgets, bid amounts and
// spend limits are Money: hundredths with their currency (lib/contract/money.ts), never a bare number.
import type { ImportDetails } from '../contract/campaigns';
import type { Money } from '../contract/money';
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

/** Campaign (existing) (docs/product-rules.md#existing-campaign), its budget and bid amount in its account's currency. */
export interface ExistingCampaign {
  id: string;
  name: string;
  isCBO: boolean;
  budgetType: BudgetMode;
  budget: Money | null;
  bidStrategy: string | null;
  bidAmount: Money | null;
  /** The campaign's special ad categories as the platform has them (its ad sets follow their targeting rules). */
  specialAdCategories?: string[];
  /** Its delivery status as Ads Manager shows it (ACTIVE, PAUSED, CAMPAIGN_PAUSED, …), when read. */
  status?: string | null;
}

/** Ad set of an existing campaign (docs/product-rules.md#existing-campaign): bid strategy in the platform's words,
 * amount in cents. */
export interface ExistingAdSet {
  id: string;
  name: string;
  bidStrategy: string | null;
  bidAmount: number | null;
}

/**
 * One account of a Multi Account Launch (docs/bulk-launch.md): what is the account's own rather than the launch's.
 * The fields named as the draft's are the same thing for that account (draftForBulkAccount puts them in its launch).
 */
export interface BulkAccount {
  accountId: string;
  name: string;
  /** The account's own currency: its budget, bid and spend limits are in it (docs/product-rules.md#multi-account-launch). */
  currency: string;
  /** The account's time zone: its launch starts (and ends) at the launch's wall-clock time in this zone. */
  timezoneName: string;
  /** The account's budget, bid amount and ad set spend limits, each in its currency (lib/rules carriedToBulkAccount
   * and its own fields write no other); null until set. */
  budget: Money | null;
  bidAmount: Money | null;
  adSetMinimumSpend: Money | null;
  adSetMaximumSpend: Money | null;
  page: Asset | null;
  pixel: Asset | null;
  instagram: Asset | null;
  conversionEvent: ConversionEvent | null;
  leadForm: IdName | null;
  destinationUrl: string;
  /** The account's own audiences and shop assets, from its own lists (another account's ids are never sent). */
  savedAudience: IdName | null;
  customAudiences: IdName[];
  excludedAudiences: IdName[];
  catalog: IdName | null;
  productSet: IdName | null;
  product: Product | null;
  /** Where its ad sets are shown: its own, as each account has its own market (docs/bulk-launch.md#locations). */
  locations: TargetingLocation[];
  /** It got its campaign in the last launch (Adjust Settings after failures): listed, but left out of the next launch
   * until the buyer adds it back (docs/bulk-launch.md#adjust-settings). */
  launched: boolean;
}

/** The draft's own values of the fields a copy's prefill wrote: put back when the copy ends. */
type OwnValues = Partial<Omit<LaunchDraft, 'source'>>;

/** An existing campaign chosen in Step 1, and its ad sets chosen or 'Create New Ad Set(s)' (docs/product-rules.md#existing-campaign). */
export interface ExistingSource {
  kind: 'existing';
  campaign: ExistingCampaign | null;
  adSetIds: string[];
  createNewAdSets: boolean;
}

/**
 * Where a launch starts (docs/campaign-modes.md): a new campaign, an existing one, a duplicated campaign or ad set, or
 * a campaign imported from another ad account. One value, so a draft is in one mode only. A copy holds its source as
 * read (`read`: the panel reads it, GET …/import/{id}/details; null where only its ids are known, on the server), the
 * draft's own values of what its prefill replaced (`own`), and where it started (`from`): leaving it is one assignment
 * (launch-source.ts `leaveSource`).
 */
export type LaunchSource =
  | { kind: 'new' }
  | ExistingSource
  | { kind: 'duplicateCampaign'; campaignId: string; read: ImportDetails | null; own: OwnValues; from: ExistingSource }
  | { kind: 'duplicateAdSet'; campaign: ExistingCampaign | null; adSetId: string; read: ImportDetails | null; own: OwnValues; from: ExistingSource }
  | { kind: 'import'; accountId: string; campaignId: string; read: ImportDetails | null; own: OwnValues };
export type CopySource = Extract<LaunchSource, { own: OwnValues }>;

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
  source: LaunchSource;
  adSetDistribution: AdSetDistribution;
  isCBO: boolean;
  multiAccount: boolean;
  bulkAccounts: BulkAccount[];
  // Budget & Schedule.
  budgetMode: BudgetMode;
  /** Null when the field is empty or its text does not read. */
  budget: Money | null;
  startTime: string | null;
  /** Kept for daily budgets too (so a switch shows it); sent only for lifetime. */
  endTime: string | null;
  bidStrategy: BidStrategy;
  bidAmount: Money | null;
  targetRoas: number | null;
  useDayParting: boolean;
  dayPartingTimeZone: DayPartingTimeZone;
  dayPartingSchedule: DayPartingSchedule;
  adSetMinimumSpend: Money | null;
  adSetMaximumSpend: Money | null;
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
  /** Made paused: nothing delivers until the buyer turns it on in Ads Manager (docs/product-rules.md#launch-paused). */
  launchPaused: boolean;
  // Automations.
  automationIds: string[];
  templateId: string | null;
}

export type DraftField = keyof LaunchDraft;
/** What a message belongs to: a draft field, or a part of its source that Step 1 shows as a field of its own. */
export type FieldKey = DraftField | 'campaignMode' | 'existingCampaign' | 'existingAdSetIds';
/** Messages keyed by the field they belong to; an empty object means allowed. */
export type FieldErrors = Partial<Record<FieldKey, string[]>>;

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
  /** Its smallest daily budget per class of charged event, in hundredths; null when the platform does not say
   * (minDailyBudget applies then). */
  minDailyBudgets?: MinDailyBudgets | null;
}
