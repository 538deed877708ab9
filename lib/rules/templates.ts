// Launch templates (docs/product-rules.md#templates: template, selecting one fills all settings; deselecting resets
// them to defaults. Saving a template that has an existing id updates it, template name non-empty after
// trimming; rename non-empty).
import type { SavedPlacementPlatforms } from '../contract/launch';
import { toCents } from './budget';
import { createDefaultDraft } from './defaults';
import { templateNameMessage } from './messages';
import { withoutRemovedPlacements } from './placements';
import { STEP_ONE_FIELDS } from './validate-step1';
import type {
  AdAccountContext,
  Asset,
  BidStrategy,
  BudgetMode,
  ConversionEvent,
  DayPartingSchedule,
  DayPartingTimeZone,
  DeviceType,
  Gender,
  IdName,
  LaunchDraft,
  PlacementDevice,
  PlacementPlatforms,
  TargetingLocation,
} from './types';

/** Template fields (docs/product-rules.md#templates); budgets and bid amount in cents, assets by id. */
export interface LaunchTemplate {
  id?: string;
  name: string;
  budgetMode: BudgetMode;
  dailyBudget: number | null;
  lifetimeBudget: number | null;
  bidStrategy: BidStrategy;
  bidAmount: number | null;
  targetRoas: number | null;
  isCBO: boolean;
  advantageAudience: boolean;
  advantagePlacement: boolean;
  pixelId: string | null;
  conversionEventId: string | null;
  performanceGoal: string | null;
  facebookPageId: string | null;
  instagramAccountId: string | null;
  leadFormId: string | null;
  useInstantForms: boolean;
  selectedLocations: TargetingLocation[];
  excludedLocations: TargetingLocation[];
  gender: Gender;
  ageMin: number;
  ageMax: number;
  targetingInterests: IdName[];
  customAudiences: IdName[];
  excludedAudiences: IdName[];
  savedAudiences: IdName[];
  placementDevices: PlacementDevice[];
  placementPlatforms: PlacementPlatforms;
  deviceType: DeviceType;
  wifiOnly: boolean;
  attributionSettingId: string;
  campaignNamingConvention: string;
  adSetNamingConvention: string;
  adNamingConvention: string;
  useDayParting: boolean;
  dayPartingTimeZone: DayPartingTimeZone;
  dayPartingSchedule: DayPartingSchedule;
}

/** docs/product-rules.md#templates: the message for a template name (save or rename), or null. */
export function templateNameError(name: string): string | null {
  return name.trim() === '' ? templateNameMessage : null;
}

/** docs/product-rules.md#templates: a template with an id is updated (PUT), one without is created (POST). */
export const templateSaveAction = (template: Pick<LaunchTemplate, 'id'>): 'create' | 'update' => (template.id ? 'update' : 'create');

const cents = (amount: number | null): number | null => (amount === null || !Number.isFinite(amount) ? null : toCents(amount));

/** The template of a draft, under `name` (trimmed). */
export function templateFromDraft(draft: LaunchDraft, name: string, id?: string): LaunchTemplate {
  return {
    ...(id !== undefined && { id }),
    name: name.trim(),
    budgetMode: draft.budgetMode,
    dailyBudget: draft.budgetMode === 'daily' ? cents(draft.budget) : null,
    lifetimeBudget: draft.budgetMode === 'lifetime' ? cents(draft.budget) : null,
    bidStrategy: draft.bidStrategy,
    bidAmount: cents(draft.bidAmount),
    targetRoas: draft.targetRoas,
    isCBO: draft.isCBO,
    advantageAudience: draft.advantageAudience,
    advantagePlacement: draft.advantagePlacement,
    pixelId: draft.pixel?.id ?? null,
    conversionEventId: draft.conversionEvent?.id ?? null,
    performanceGoal: draft.performanceGoal,
    facebookPageId: draft.page?.id ?? null,
    instagramAccountId: draft.instagram?.id ?? null,
    leadFormId: draft.leadForm?.id ?? null,
    useInstantForms: draft.useInstantForms,
    selectedLocations: draft.locations,
    excludedLocations: draft.excludedLocations,
    gender: draft.gender,
    ageMin: draft.ageMin,
    ageMax: draft.ageMax,
    targetingInterests: draft.interests,
    customAudiences: draft.customAudiences,
    excludedAudiences: draft.excludedAudiences,
    savedAudiences: draft.savedAudience ? [draft.savedAudience] : [],
    placementDevices: draft.placementDevices,
    placementPlatforms: draft.placementPlatforms,
    deviceType: draft.deviceType,
    wifiOnly: draft.wifiOnly,
    attributionSettingId: draft.attributionSettingId,
    campaignNamingConvention: draft.naming.campaign,
    adSetNamingConvention: draft.naming.adSet,
    adNamingConvention: draft.naming.ad,
    useDayParting: draft.useDayParting,
    dayPartingTimeZone: draft.dayPartingTimeZone,
    dayPartingSchedule: draft.dayPartingSchedule,
  };
}

/** The assets a template's ids are resolved against (unknown ids leave the field empty). */
export interface TemplateAssets {
  pixels?: readonly Asset[];
  pages?: readonly Asset[];
  instagramAccounts?: readonly Asset[];
  leadForms?: readonly IdName[];
  conversionEvents?: readonly ConversionEvent[];
}

/** The item of `list` with `id`; null for a null id, an unloaded list or an id the list lacks. */
export const findById = <T extends { id: string }>(list: readonly T[] | undefined, id: string | null): T | null =>
  id === null ? null : (list?.find((x) => x.id === id) ?? null);

/** A template as the API answers it: one saved before the platform removed a position may still hold it. */
export type SavedTemplate = Omit<LaunchTemplate, 'placementPlatforms'> & { placementPlatforms: SavedPlacementPlatforms };

/** Selecting one fills all settings (docs/product-rules.md#templates); legacy Instagram accounts are not applied, nor
 * positions the platform removed (docs/product-rules.md#placements). */
export function applyTemplate(draft: LaunchDraft, t: SavedTemplate, assets: TemplateAssets = {}): LaunchDraft {
  const instagram = findById(assets.instagramAccounts, t.instagramAccountId);
  const budgetCents = t.budgetMode === 'daily' ? t.dailyBudget : t.lifetimeBudget;
  return {
    ...draft,
    templateId: t.id ?? null,
    budgetMode: t.budgetMode,
    budget: budgetCents === null ? draft.budget : budgetCents / 100,
    bidStrategy: t.bidStrategy,
    bidAmount: t.bidAmount === null ? null : t.bidAmount / 100,
    targetRoas: t.targetRoas,
    isCBO: t.isCBO,
    advantageAudience: t.advantageAudience,
    advantagePlacement: t.advantagePlacement,
    pixel: findById(assets.pixels, t.pixelId),
    conversionEvent: findById(assets.conversionEvents, t.conversionEventId),
    performanceGoal: t.performanceGoal,
    page: findById(assets.pages, t.facebookPageId),
    instagram: instagram?.isLegacy ? null : instagram,
    leadForm: findById(assets.leadForms, t.leadFormId),
    useInstantForms: t.useInstantForms,
    locations: t.selectedLocations,
    excludedLocations: t.excludedLocations,
    gender: t.gender,
    ageMin: t.ageMin,
    ageMax: t.ageMax,
    interests: t.targetingInterests,
    customAudiences: t.customAudiences,
    excludedAudiences: t.excludedAudiences,
    savedAudience: t.savedAudiences[0] ?? null,
    placementDevices: t.placementDevices,
    placementPlatforms: withoutRemovedPlacements(t.placementPlatforms).placements,
    deviceType: t.deviceType,
    wifiOnly: t.wifiOnly,
    attributionSettingId: t.attributionSettingId,
    naming: { campaign: t.campaignNamingConvention, adSet: t.adSetNamingConvention, ad: t.adNamingConvention },
    useDayParting: t.useDayParting && t.budgetMode === 'lifetime',
    dayPartingTimeZone: t.dayPartingTimeZone,
    dayPartingSchedule: t.dayPartingSchedule,
  };
}

/**
 * Deselecting resets them to defaults (docs/product-rules.md#templates): the template's settings go back to the
 * defaults; what a template does not hold (objective, campaign choice, offer, URLs, bulk accounts) stays.
 */
export function clearTemplate(draft: LaunchDraft, account: AdAccountContext, now: Date): LaunchDraft {
  const d = createDefaultDraft(account, now);
  const kept: Array<keyof LaunchDraft> = [
    // Step 1's settings, but instant forms: a template holds those.
    ...STEP_ONE_FIELDS.filter((f) => f !== 'useInstantForms'),
    'createNewAdSets',
    'isImportedCampaign',
    'importedAccountId',
    'importedCampaignId',
    'duplicateCampaignId',
    'duplicateAdsetId',
    'startTime',
    'endTime',
    'catalog',
    'product',
    'productSet',
    'merchantId',
    'offerId',
    'destinationUrl',
    'displayLink',
    'urlTags',
    'campaignName',
    'adSetName',
    'automationIds',
  ];
  const next: LaunchDraft = { ...d, templateId: null };
  for (const k of kept) (next as unknown as Record<string, unknown>)[k] = draft[k];
  return next;
}
