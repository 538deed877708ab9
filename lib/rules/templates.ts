// Launch templates (docs/product-rules.md#templates: template, selecting one fills all settings; deselecting resets
// them to defaults. Saving a template that has an existing id updates it, template name non-empty after
// trimming; rename non-empty).
import type { Template, TemplateFields } from '../contract/templates';
import type { Money } from './currency';
import { createDefaultDraft } from './defaults';
import { amountsClearedMessages, templateNameMessage } from './messages';
import { findById } from './ordering';
import { withoutRemovedPlacements } from './placements';
import { STEP_ONE_FIELDS } from './validate-step1';
import type { AdAccountContext, Asset, ConversionEvent, IdName, LaunchDraft } from './types';

/** Template fields (docs/product-rules.md#templates): the contract's shape (amounts as Money, assets by id), with the id
 * of a saved one. */
export type LaunchTemplate = TemplateFields & Pick<Partial<Template>, 'id' | 'amountsCleared'>;

/** docs/product-rules.md#templates: the message for a template name (save or rename), or null. */
export function templateNameError(name: string): string | null {
  return name.trim() === '' ? templateNameMessage : null;
}

/** docs/product-rules.md#templates: a template with an id is updated (PUT), one without is created (POST). */
export const templateSaveAction = (template: Pick<LaunchTemplate, 'id'>): 'create' | 'update' => (template.id ? 'update' : 'create');

/** The template of a draft, under `name` (trimmed). */
export function templateFromDraft(draft: LaunchDraft, name: string, id?: string): LaunchTemplate {
  return {
    ...(id !== undefined && { id }),
    name: name.trim(),
    budgetMode: draft.budgetMode,
    dailyBudget: draft.budgetMode === 'daily' ? draft.budget : null,
    lifetimeBudget: draft.budgetMode === 'lifetime' ? draft.budget : null,
    bidStrategy: draft.bidStrategy,
    bidAmount: draft.bidAmount,
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

/** A template as the API answers it: one saved before the platform removed a position may still hold it. */
export type SavedTemplate = Omit<LaunchTemplate, 'placementPlatforms'> & Pick<Template, 'placementPlatforms'>;

const templateAmounts = (t: SavedTemplate): Money[] => [t.dailyBudget, t.lifetimeBudget, t.bidAmount].filter((m): m is Money => m !== null);

/**
 * What applying `t` in an account paying in `currency` says about its amounts (docs/templates.md#currencies): null
 * when they are in that currency (or it has none); else the notice of the amounts cleared.
 */
export function templateAmountsNotice(t: SavedTemplate, currency: string): string | null {
  if (t.amountsCleared) return amountsClearedMessages.templateWithoutCurrency(t.name, currency);
  const other = templateAmounts(t).find((m) => m.currency !== currency);
  return other ? amountsClearedMessages.template(t.name, other.currency, currency) : null;
}

/**
 * Selecting one fills all settings (docs/product-rules.md#templates); legacy Instagram accounts are not applied, nor
 * positions the platform removed (docs/product-rules.md#placements). Its amounts go in when they are in the account's
 * `currency`; otherwise the budget and bid are cleared and the fields ask for them (templateAmountsNotice says so): an
 * amount is never read in another currency.
 */
export function applyTemplate(draft: LaunchDraft, t: SavedTemplate, assets: TemplateAssets, currency: string): LaunchDraft {
  const instagram = findById(assets.instagramAccounts, t.instagramAccountId);
  const budget = t.budgetMode === 'daily' ? t.dailyBudget : t.lifetimeBudget;
  const cleared = templateAmountsNotice(t, currency) !== null;
  return {
    ...draft,
    templateId: t.id ?? null,
    budgetMode: t.budgetMode,
    budget: cleared ? null : (budget ?? draft.budget),
    bidStrategy: t.bidStrategy,
    bidAmount: cleared ? null : t.bidAmount,
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
    // Step 1's settings (where the launch starts among them), but instant forms: a template holds those.
    ...(STEP_ONE_FIELDS as readonly string[]).filter((f): f is keyof LaunchDraft => f in draft && f !== 'useInstantForms'),
    'source',
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
