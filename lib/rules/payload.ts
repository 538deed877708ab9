// The launch payload (docs/product-rules.md#data-shapes) built from a valid draft, and read back into a draft so the
// server runs the very same rules: it refuses a launch these rules refuse, with the same messages
// (docs/product-rules.md#launch-check).
import { launchPayloadSchema, type LaunchAd, type LaunchPayload, type TargetingLocation } from '../contract/launch';
import { hundredthsIn, money, type Money } from './currency';
import { eventTypeOf } from './conversion-events';
import { createDefaultDraft } from './defaults';
import { stripDisplayLinkProtocol } from './links';
import { createsNewAdSets, EXISTING_SOURCE, existingAdSetIdsOf, existingCampaignOf, NEW_SOURCE } from './launch-source';
import type { AdAccountContext, ExistingCampaign, FieldErrors, FieldKey, IdName, LaunchDraft, LaunchSource } from './types';
import { takesTargetRoas, validateLaunch } from './validate-launch';

export interface BuildPayloadOptions {
  ads: LaunchAd[];
  account: AdAccountContext;
  folderName?: string;
  bulkAccountId?: string;
  posthogSessionId?: string;
}

const opt = (text: string | null | undefined): string | undefined => (text && text.trim() !== '' ? text.trim() : undefined);
const idName = ({ id, name }: IdName): IdName => ({ id, name });
const location = (l: TargetingLocation): TargetingLocation => ({
  key: l.key,
  name: l.name,
  type: l.type,
  ...(l.countryCode !== undefined && { countryCode: l.countryCode }),
  ...(l.region !== undefined && { region: l.region }),
  ...(l.countryName !== undefined && { countryName: l.countryName }),
  ...(l.radius !== undefined && { radius: l.radius, distanceUnit: l.distanceUnit ?? 'mile' }),
});

/** docs/product-rules.md#data-shapes: the payload of a valid draft; parses with launchPayloadSchema (throws a
 * ZodError otherwise). */
export function buildLaunchPayload(draft: LaunchDraft, options: BuildPayloadOptions): LaunchPayload {
  return launchPayloadSchema.parse(payloadFieldsOf(draft, options));
}

/** The payload's fields of a draft, those it has (no undefined), unchecked: buildLaunchPayload checks them. */
export function payloadFieldsOf(draft: LaunchDraft, options: BuildPayloadOptions): Partial<LaunchPayload> {
  // Amounts in the account's currency; one in another currency is refused before (validate-launch.ts currencyErrors).
  // Ads going into existing ad sets send none: those ad sets keep their own.
  const amount = (m: Money | null): number | undefined => (createsNewAdSets(draft) ? (hundredthsIn(m, options.account.currency) ?? undefined) : undefined);
  const instantForms = draft.objective === 'lead-form' && draft.useInstantForms;
  const shop = draft.objective === 'website-conversions' && draft.shopEnabled;
  const usesBid = draft.bidStrategy === 'bidCap' || draft.bidStrategy === 'costPerResult';
  const lifetime = draft.budgetMode === 'lifetime';
  const event = draft.conversionEvent;
  const existing = existingCampaignOf(draft);
  const adSetIds = existingAdSetIdsOf(draft);
  const { source } = draft;
  const payload = {
    accountId: options.account.id,
    ads: options.ads,
    // Sent even when cleared (''): the server puts the spec's default naming only where a client sends none.
    campaignNamingConvention: draft.naming.campaign.trim(),
    adSetNamingConvention: draft.naming.adSet.trim(),
    adNamingConvention: draft.naming.ad.trim(),
    useSingleAdset: draft.adSetDistribution === 'single',
    destinationUrl: opt(draft.destinationUrl),
    displayLink: opt(stripDisplayLinkProtocol(draft.displayLink)),
    campaignName: opt(draft.campaignName),
    adSetName: opt(draft.adSetName),
    isLeadFormCampaign: draft.objective === 'lead-form',
    isTrafficCampaign: draft.objective === 'traffic',
    useInstantForms: draft.objective === 'lead-form' ? draft.useInstantForms : undefined,
    isShopCampaign: shop || undefined,
    url_tags: opt(draft.urlTags),
    pixelId: draft.pixel?.id,
    pixelName: draft.pixel?.name,
    leadFormId: instantForms ? draft.leadForm?.id : undefined,
    leadFormName: instantForms ? draft.leadForm?.name : undefined,
    customEventType: event ? eventTypeOf(event) : undefined,
    conversionEventId: event ? (event.fbId ?? event.id) : undefined,
    conversionEventType: event?.type,
    performanceGoal: draft.performanceGoal ?? undefined,
    facebookPageId: draft.page?.id ?? '',
    facebookPageName: draft.page?.name,
    bidStrategy: draft.bidStrategy,
    bidAmount: usesBid ? amount(draft.bidAmount) : undefined,
    targetRoas: takesTargetRoas(draft.bidStrategy) ? (draft.targetRoas ?? undefined) : undefined,
    genders: draft.gender === 'all' ? (['men', 'women'] as const) : ([draft.gender] as const),
    ageMin: draft.ageMin,
    ageMax: draft.ageMax,
    locations: draft.locations.map(location),
    excludedLocations: draft.excludedLocations.map(location),
    interests: draft.interests.map(idName),
    locales: draft.locales.map(idName),
    offerId: draft.offerId ?? undefined,
    advantageAudience: draft.advantageAudience,
    selectedSavedAudienceId: draft.savedAudience?.id,
    customAudienceIds: draft.customAudiences.map((a) => a.id),
    excludedAudienceIds: draft.excludedAudiences.map((a) => a.id),
    ...(draft.customerListCertified ? { customerListCertified: true } : {}),
    instagramAccountId: draft.instagram?.id,
    instagramAccountName: draft.instagram?.name,
    attributionSettingId: draft.attributionSettingId,
    isCBO: draft.isCBO,
    advantagePlacement: draft.advantagePlacement,
    placementDevices: draft.placementDevices,
    placementPlatforms: draft.placementPlatforms,
    deviceType: draft.deviceType,
    wifiOnly: draft.wifiOnly,
    isAdCategorized: draft.isAdCategorized,
    adCategory: draft.isAdCategorized ? (draft.adCategory ?? undefined) : undefined,
    adCategoryLocations: draft.isAdCategorized ? draft.adCategoryLocations.map(location) : undefined,
    dailyBudget: lifetime ? undefined : amount(draft.budget),
    lifetimeBudget: lifetime ? amount(draft.budget) : undefined,
    startTime: draft.startTime ?? '',
    endTime: lifetime ? (draft.endTime ?? undefined) : undefined,
    existingCampaignId: existing?.id,
    existingAdsetId: existing && adSetIds.length === 1 ? adSetIds[0] : undefined,
    existingAdsetIdList: existing && adSetIds.length > 0 ? [...adSetIds] : undefined,
    adSetMinimumSpend: amount(draft.adSetMinimumSpend),
    adSetMaximumSpend: amount(draft.adSetMaximumSpend),
    automationIds: draft.automationIds.length > 0 ? [...draft.automationIds] : undefined,
    isImportedCampaign: source.kind === 'import' || undefined,
    importedAccountId: source.kind === 'import' ? source.accountId : undefined,
    importedCampaignId: source.kind === 'import' ? source.campaignId : undefined,
    duplicateCampaignId: source.kind === 'duplicateCampaign' ? source.campaignId : undefined,
    duplicateAdsetId: source.kind === 'duplicateAdSet' ? source.adSetId : undefined,
    bulkAccountId: options.bulkAccountId,
    folderName: opt(options.folderName),
    uniqueCreatives: draft.uniqueCreatives || undefined,
    launchPaused: draft.launchPaused || undefined,
    useAdvantageCreatives: draft.useAdvantageCreatives,
    multiAdvertiserAds: draft.multiAdvertiserAds,
    useDayParting: draft.useDayParting,
    dayPartingTimeZone: draft.useDayParting ? draft.dayPartingTimeZone : undefined,
    dayPartingSchedule: draft.useDayParting ? draft.dayPartingSchedule : undefined,
    posthogSessionId: options.posthogSessionId,
    facebookProduct: shop ? draft.product?.id : undefined,
    facebookProductName: shop ? draft.product?.name : undefined,
    facebookCatalog: shop ? draft.catalog?.id : undefined,
    facebookCatalogName: shop ? draft.catalog?.name : undefined,
    merchantId: shop ? (draft.merchantId ?? undefined) : undefined,
    facebookProductSet: shop ? draft.productSet?.id : undefined,
    facebookProductSetName: shop ? draft.productSet?.name : undefined,
  };
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined)) as Partial<LaunchPayload>;
}

const asset = (id: string | undefined, name: string | undefined) => (id === undefined ? null : { id, name: name ?? '' });

/**
 * Where a payload's launch starts, from its flat fields (the API's door keeps them: lib/contract/launch.ts). Ad sets
 * of an existing campaign (chosen or duplicated) mean an existing campaign, chosen or not (docs/product-rules.md#step-1-next).
 * The server knows a copy's source by its ids here; it reads the source itself (server/launch/plan-sources.ts).
 */
function sourceOfPayload(p: DraftSource, budget: Money | null): LaunchSource {
  const adSetIds = p.existingAdsetIdList ?? (p.existingAdsetId ? [p.existingAdsetId] : []);
  const campaign: ExistingCampaign | null = p.existingCampaignId
    ? {
        id: p.existingCampaignId,
        name: p.campaignName ?? '',
        isCBO: p.isCBO,
        budgetType: p.lifetimeBudget !== undefined ? 'lifetime' : 'daily',
        // A campaign budget is the campaign's, which a payload does not carry: the server reads it (plan-sources.ts).
        budget: p.isCBO ? null : budget,
        bidStrategy: null,
        bidAmount: null,
      }
    : null;
  if (p.isImportedCampaign || p.importedCampaignId)
    return { kind: 'import', accountId: p.importedAccountId ?? '', campaignId: p.importedCampaignId ?? '', read: null, own: {} };
  if (p.duplicateCampaignId) return { kind: 'duplicateCampaign', campaignId: p.duplicateCampaignId, read: null, own: {}, from: EXISTING_SOURCE };
  if (p.duplicateAdsetId && adSetIds.length === 0)
    return { kind: 'duplicateAdSet', campaign, adSetId: p.duplicateAdsetId, read: null, own: {}, from: EXISTING_SOURCE };
  if (campaign || adSetIds.length > 0) return { kind: 'existing', campaign, adSetIds, createNewAdSets: adSetIds.length === 0 };
  return NEW_SOURCE;
}

/** What the rules read of a payload: all of it but the ads; the page and the start may be left out. */
export type DraftSource = Omit<LaunchPayload, 'ads' | 'accountId' | 'startTime' | 'facebookPageId'> & { startTime?: string; facebookPageId?: string };

/**
 * The server's direction: the draft a payload stands for (fields the payload does not carry are defaults).
 * Without a startTime a daily launch starts at the default start (docs/product-rules.md#dates); a lifetime one has no
 * start.
 */
export function draftFromPayload(p: DraftSource, account: AdAccountContext, now: Date = new Date()): LaunchDraft {
  const base = createDefaultDraft(account, now);
  const lifetime = p.lifetimeBudget !== undefined;
  const budgetCents = p.lifetimeBudget ?? p.dailyBudget;
  const amount = (hundredths: number | undefined): Money | null => (hundredths === undefined ? null : money(hundredths, account.currency));
  const event = p.customEventType ?? p.conversionEventId;
  return {
    ...base,
    objective: p.isLeadFormCampaign ? 'lead-form' : p.isTrafficCampaign ? 'traffic' : 'website-conversions',
    shopEnabled: p.isShopCampaign ?? (p.facebookCatalog !== undefined || p.facebookProduct !== undefined || p.facebookProductSet !== undefined),
    useInstantForms: p.isLeadFormCampaign && (p.useInstantForms ?? p.leadFormId !== undefined),
    isAdCategorized: p.isAdCategorized,
    adCategory: p.adCategory ?? null,
    adCategoryLocations: p.adCategoryLocations ?? [],
    source: sourceOfPayload(p, amount(budgetCents)),
    adSetDistribution: p.useSingleAdset ? 'single' : 'dedicated',
    isCBO: p.isCBO,
    budgetMode: lifetime ? 'lifetime' : 'daily',
    budget: amount(budgetCents),
    startTime: p.startTime ?? (lifetime ? null : base.startTime),
    endTime: p.endTime ?? null,
    bidStrategy: p.bidStrategy,
    bidAmount: amount(p.bidAmount),
    targetRoas: p.targetRoas ?? null,
    useDayParting: p.useDayParting,
    dayPartingTimeZone: p.dayPartingTimeZone ?? 'account',
    dayPartingSchedule: p.dayPartingSchedule ?? {},
    adSetMinimumSpend: amount(p.adSetMinimumSpend),
    adSetMaximumSpend: amount(p.adSetMaximumSpend),
    advantagePlacement: p.advantagePlacement,
    placementDevices: p.placementDevices,
    placementPlatforms: p.placementPlatforms,
    deviceType: p.deviceType,
    wifiOnly: p.wifiOnly,
    attributionSettingId: p.attributionSettingId,
    performanceGoal: p.performanceGoal ?? null,
    ageMin: p.ageMin,
    ageMax: p.ageMax,
    gender: p.genders.length === 1 ? (p.genders[0] ?? 'all') : 'all',
    locations: p.locations,
    excludedLocations: p.excludedLocations,
    interests: p.interests,
    locales: p.locales,
    advantageAudience: p.advantageAudience,
    savedAudience: asset(p.selectedSavedAudienceId, undefined),
    customAudiences: p.customAudienceIds.map((id) => ({ id, name: '' })),
    excludedAudiences: p.excludedAudienceIds.map((id) => ({ id, name: '' })),
    customerListCertified: p.customerListCertified === true,
    page: asset(p.facebookPageId, p.facebookPageName),
    instagram: asset(p.instagramAccountId, p.instagramAccountName),
    pixel: asset(p.pixelId, p.pixelName),
    conversionEvent:
      event === undefined
        ? null
        : {
            id: p.conversionEventId ?? event,
            name: '',
            type: p.conversionEventType ?? 'standard',
            ...(p.customEventType !== undefined && { eventType: p.customEventType }),
          },
    leadForm: asset(p.leadFormId, p.leadFormName),
    catalog: asset(p.facebookCatalog, p.facebookCatalogName),
    product: asset(p.facebookProduct, p.facebookProductName),
    productSet: asset(p.facebookProductSet, p.facebookProductSetName),
    merchantId: p.merchantId ?? null,
    offerId: p.offerId ?? null,
    destinationUrl: p.destinationUrl ?? '',
    displayLink: p.displayLink ?? '',
    urlTags: p.url_tags ?? '',
    naming: { campaign: p.campaignNamingConvention ?? '', adSet: p.adSetNamingConvention ?? '', ad: p.adNamingConvention ?? '' },
    campaignName: p.campaignName ?? '',
    adSetName: p.adSetName ?? '',
    useAdvantageCreatives: p.useAdvantageCreatives,
    multiAdvertiserAds: p.multiAdvertiserAds,
    uniqueCreatives: p.uniqueCreatives ?? false,
    launchPaused: p.launchPaused === true,
    automationIds: p.automationIds ?? [],
  };
}

/** The payload field a draft field's messages belong to, for the server's 400. */
function payloadFieldOf(field: FieldKey, draft: Pick<LaunchDraft, 'budgetMode'>): string {
  const map: Partial<Record<FieldKey, string>> = {
    budget: draft.budgetMode === 'lifetime' ? 'lifetimeBudget' : 'dailyBudget',
    // A payload says its budget type by the amount it sends.
    budgetMode: draft.budgetMode === 'lifetime' ? 'lifetimeBudget' : 'dailyBudget',
    page: 'facebookPageId',
    pixel: 'pixelId',
    conversionEvent: 'customEventType',
    leadForm: 'leadFormId',
    instagram: 'instagramAccountId',
    catalog: 'facebookCatalog',
    product: 'facebookProduct',
    productSet: 'facebookProductSet',
    urlTags: 'url_tags',
    gender: 'genders',
    savedAudience: 'selectedSavedAudienceId',
    customAudiences: 'customAudienceIds',
    excludedAudiences: 'excludedAudienceIds',
    existingCampaign: 'existingCampaignId',
    existingAdSetIds: 'existingAdsetIdList',
    bulkAccounts: 'bulkAccountId',
    adSetDistribution: 'useSingleAdset',
  };
  return map[field] ?? field;
}

/** How the server checks a payload: `adjust` changes the draft first (the public API blanks the fields a client sent
 * wrong, so the rules answer them: launch-request.ts); `reached` false before the ad account is reached, when its
 * currency and minimums are not known (its own money rules wait for it). */
interface PayloadCheck {
  adjust?: (draft: LaunchDraft) => LaunchDraft;
  reached?: boolean;
}

/**
 * The server's check: the payload read back as a draft and put through `validateLaunch`, with the messages
 * keyed by payload field. An empty object means the launch is allowed.
 */
export function validateLaunchPayload(
  payload: DraftSource,
  account: AdAccountContext,
  now: Date,
  { adjust = (draft) => draft, reached = true }: PayloadCheck = {},
): Record<string, string[]> {
  const draft = adjust(draftFromPayload(payload, account, now));
  const errors: FieldErrors = validateLaunch(draft, { now, ...(reached ? { account } : {}) });
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors) as Array<[FieldKey, string[] | undefined]>) {
    if (!messages?.length) continue;
    const key = payloadFieldOf(field, draft);
    out[key] = [...(out[key] ?? []), ...messages];
  }
  return out;
}
