// Multi Account Launch, the launch side (docs/product-rules.md#multi-account-launch): one request per account
// (docs/product-rules.md#review-and-confirm), and the per-account results with their fallback message
// (docs/product-rules.md#results).
import type { LaunchPayload } from '../contract/launch';
import { eventTypeOf, firstValidEvent } from './conversion-events';
import { formatMoney, moneyOfUnits, type Money } from './currency';
import { countryName } from './country-name';
import { amountsClearedMessages, launchErrorTexts } from './step-one-messages';
import { fromZonedWall, toZonedWall } from './time';
import type { BulkAccount, ConversionEvent, FieldErrors, LaunchDraft, TargetingLocation } from './types';
import { MONEY_FIELDS } from './money-fields';

/**
 * Salvo's decision (the spec is silent): an account's own images exist in that account only, while library
 * creatives are pushed to every account they are launched into, so a bulk launch takes its ads from the library.
 */
export const bulkNeedsLibraryAdsMessage = 'Multi Account Launch uses creatives from the library: pick them in the Library and choose Launch N ads.';

/** One account of a confirmed bulk launch: the account and its own payload (one request each). */
export interface BulkLaunchItem {
  account: BulkAccount;
  payload: LaunchPayload;
}

/** Multi Account Launch is offered only for a new campaign: not into an existing one, nor for a duplicate or an import
 * (their sources are one account's). The one place this is decided. */
export const isMultiAccountOffered = (draft: Pick<LaunchDraft, 'source'>): boolean => draft.source.kind === 'new';

/** What an account is to the grid: its id, name, currency and time zone. */
export interface BulkAccountSource {
  id: string;
  name: string;
  currency: string;
  timezoneName: string;
  /** The country of its business address (ISO 3166 alpha-2), when the platform says. */
  countryCode?: string | null;
}

/** A country as a location, by its name. */
const countryLocation = (code: string): TargetingLocation => ({ key: code, name: countryName(code), type: 'country', countryCode: code });

/**
 * A new row of the grid: nothing of its own chosen yet (assets are fetched for it: bulk-account-assets.ts) but its
 * locations, its business's country when known (docs/bulk-launch.md#locations: an account is its own market, so it is
 * never sent the Ads Manager account's locations unseen).
 */
export function newBulkAccount(account: BulkAccountSource): BulkAccount {
  return {
    accountId: account.id,
    name: account.name,
    currency: account.currency,
    timezoneName: account.timezoneName,
    budget: null,
    bidAmount: null,
    adSetMinimumSpend: null,
    adSetMaximumSpend: null,
    page: null,
    pixel: null,
    instagram: null,
    conversionEvent: null,
    leadForm: null,
    destinationUrl: '',
    savedAudience: null,
    customAudiences: [],
    excludedAudiences: [],
    catalog: null,
    productSet: null,
    product: null,
    locations: account.countryCode ? [countryLocation(account.countryCode)] : [],
    launched: false,
  };
}

/** The ids an account has of its own: another account's are never sent to it. */
const ID_FIELDS = ['savedAudience', 'customAudiences', 'excludedAudiences', 'catalog', 'productSet', 'product'] as const;
/** What the Ads Manager account's row takes from the launch when Multi Account Launch turns on, and gives back when it
 * turns off: its ids and its locations. */
const OWN_FIELDS = [...ID_FIELDS, 'locations'] as const;
type CarriedField = (typeof MONEY_FIELDS)[number] | (typeof OWN_FIELDS)[number];

/** What an added account takes of the launch, and what it is told of amounts left behind. */
export interface CarriedToBulkAccount {
  fields: Partial<Pick<BulkAccount, CarriedField>>;
  /** The launch's amounts were in another currency, so the account's were cleared: said as a template's are. */
  notice: string | null;
}

/**
 * What an added account takes from the launch as the Ads Manager account has it (docs/bulk-launch.md), the one place
 * amounts move onto a row: each amount in the account's own currency (never read in another: it is cleared, with
 * the notice, docs/product-rules.md#currencies), and the audiences, catalog, product (set) and locations when it is
 * the Ads Manager account itself (`launchAccountId`; ids and markets are each account's own). Nothing otherwise.
 */
export function carriedToBulkAccount(
  draft: Pick<LaunchDraft, CarriedField>,
  account: Pick<BulkAccount, 'accountId' | 'name' | 'currency'>,
  launchAccountId: string,
): CarriedToBulkAccount {
  const amounts = MONEY_FIELDS.flatMap((f) => (draft[f] ? [[f, draft[f]] as const] : []));
  const carried = amounts.filter(([, amount]) => amount.currency === account.currency);
  const left = amounts.find(([, amount]) => amount.currency !== account.currency)?.[1] ?? null;
  const ids = account.accountId === launchAccountId ? OWN_FIELDS.map((f) => [f, structuredClone(draft[f])]) : [];
  return {
    fields: Object.fromEntries([...carried, ...ids]) as CarriedToBulkAccount['fields'],
    notice: left ? amountsClearedMessages.bulkAccount(account.name, left.currency, account.currency) : null,
  };
}

/**
 * The same wall-clock time in another time zone (docs/bulk-launch.md: "start tomorrow at 00:00" is each account's
 * midnight): `iso` read in `fromZone`, written in `toZone`. No time stays none.
 */
export function sameWallClockIn(iso: string | null, fromZone: string, toZone: string): string | null {
  return fromZonedWall(toZonedWall(iso, fromZone), toZone);
}

/**
 * The launch of one account of a bulk launch: the launch's settings with the account's own page, pixel, event,
 * Instagram account, lead form, audiences, catalog and product (set), its budget, bid and spend limits in its
 * currency (spend limits only under a campaign budget, where they apply), and the launch's dates as the same
 * wall-clock time in its time zone (`launchTimeZone` is the Ads Manager account's, in which Step 2 shows them). Its
 * URL when it has one, else the launch's. Not itself a bulk draft.
 */
export function draftForBulkAccount(draft: LaunchDraft, account: BulkAccount, launchTimeZone: string): LaunchDraft {
  const inZone = (iso: string | null) => sameWallClockIn(iso, launchTimeZone, account.timezoneName);
  return {
    ...draft,
    budget: account.budget,
    bidAmount: account.bidAmount,
    adSetMinimumSpend: draft.isCBO ? account.adSetMinimumSpend : null,
    adSetMaximumSpend: draft.isCBO ? account.adSetMaximumSpend : null,
    startTime: inZone(draft.startTime),
    endTime: inZone(draft.endTime),
    multiAccount: false,
    bulkAccounts: [],
    page: account.page,
    pixel: account.pixel,
    instagram: account.instagram,
    conversionEvent: account.conversionEvent,
    leadForm: account.leadForm,
    destinationUrl: account.destinationUrl.trim() || draft.destinationUrl,
    savedAudience: account.savedAudience,
    // As choosing a saved audience does (targeting.ts setSavedAudience): it brings its own audience.
    advantageAudience: account.savedAudience ? false : draft.advantageAudience,
    customAudiences: account.customAudiences,
    excludedAudiences: account.excludedAudiences,
    catalog: account.catalog,
    productSet: account.productSet,
    product: account.product,
    locations: account.locations,
  };
}

/** Turning Multi Account Launch on (and moving a draft to another account): the Ads Manager account's audiences,
 * catalog and product (set) move onto its row (carriedToBulkAccount, its locations too), each account having its own;
 * the launch keeps none of another account's ids. Its locations stay (unused while each account has its own). */
export const withoutAccountIds = (draft: LaunchDraft): LaunchDraft => ({
  ...draft,
  savedAudience: null,
  customAudiences: [],
  excludedAudiences: [],
  catalog: null,
  productSet: null,
  product: null,
});

/** Turning it off: the launch is the Ads Manager account's alone again, with its row's audiences, catalog, product
 * (set) and locations back. */
export function withoutBulk(draft: LaunchDraft, launchAccountId: string): LaunchDraft {
  const own = draft.bulkAccounts.find((a) => a.accountId === launchAccountId);
  const ids = own ? Object.fromEntries(OWN_FIELDS.map((f) => [f, own[f]])) : {};
  // A saved audience brings its own audience (as targeting.ts setSavedAudience).
  return { ...draft, ...ids, ...(own?.savedAudience ? { advantageAudience: false } : {}), multiAccount: false, bulkAccounts: [] };
}

/**
 * A stored row as the current code reads it, or null for one too old (no time zone, no audiences of its own): added
 * again, it gets them. Amounts stored as bare numbers (before rows held Money) were typed in the row's own currency,
 * so they are read in it; an amount is never guessed across currencies.
 */
export function storedBulkAccount(row: Partial<Record<keyof BulkAccount, unknown>>): BulkAccount | null {
  if (typeof row.currency !== 'string' || typeof row.timezoneName !== 'string' || !Array.isArray(row.customAudiences)) return null;
  const currency = row.currency;
  const amount = (v: unknown): Money | null => (typeof v === 'number' ? moneyOfUnits(v, currency) : ((v as Money | null | undefined) ?? null));
  const amounts = Object.fromEntries(MONEY_FIELDS.map((f) => [f, amount(row[f])]));
  // A row stored before each account had its locations starts with none: its setup asks for them, nothing is guessed.
  const locations = Array.isArray(row.locations) ? (row.locations as TargetingLocation[]) : [];
  return { ...(row as unknown as BulkAccount), ...amounts, locations, launched: row.launched === true };
}

/** The accounts the next launch goes to: every account listed but those that launched already (Adjust Settings). */
export const bulkAccountsToLaunch = (draft: Pick<LaunchDraft, 'bulkAccounts'>): BulkAccount[] => draft.bulkAccounts.filter((a) => !a.launched);

/**
 * Adjust Settings after a bulk launch with failures (docs/bulk-launch.md#adjust-settings): the accounts that got their
 * campaign (`launchedIds`) stay listed, marked launched, so a second launch does not give them a second campaign.
 */
export function withLaunchedAccounts(draft: LaunchDraft, launchedIds: readonly string[]): LaunchDraft {
  return { ...draft, bulkAccounts: draft.bulkAccounts.map((a) => (launchedIds.includes(a.accountId) ? { ...a, launched: true } : a)) };
}

/** The buyer adds a launched account back to the next launch: it will get a second campaign. */
export function withAccountAddedBack(draft: LaunchDraft, accountId: string): LaunchDraft {
  return { ...draft, bulkAccounts: draft.bulkAccounts.map((a) => (a.accountId === accountId ? { ...a, launched: false } : a)) };
}

/** An account's spend estimate (its plan's, in hundredths of its currency). */
export interface BulkEstimate {
  currency: string;
  period: 'daily' | 'lifetime';
  amount: number;
}

/**
 * The whole launch's spend estimate, one total per currency in the order the accounts come ("¥15,000 + $150.00 a
 * day"): amounts are never added across currencies. Null when no account has one.
 */
export function bulkSpendTotal(estimates: ReadonlyArray<BulkEstimate | null>): string | null {
  const totals = new Map<string, number>();
  let period: BulkEstimate['period'] = 'daily';
  for (const e of estimates) {
    if (!e) continue;
    totals.set(e.currency, (totals.get(e.currency) ?? 0) + e.amount);
    period = e.period;
  }
  if (totals.size === 0) return null;
  const sum = [...totals].map(([currency, amount]) => formatMoney(amount, currency)).join(' + ');
  return `${sum} ${period === 'daily' ? 'a day' : 'in all (lifetime)'}`;
}

/** An added account's event: the launch's event type when its pixel has it (e.g. Purchase everywhere), else the first valid one. */
export function defaultBulkEvent<T extends ConversionEvent>(events: readonly T[], draft: LaunchDraft): T | null {
  const wanted = draft.conversionEvent?.type === 'standard' ? eventTypeOf(draft.conversionEvent) : null;
  return (wanted !== null ? events.find((e) => e.type === 'standard' && eventTypeOf(e) === wanted) : undefined) ?? firstValidEvent(events, draft);
}

/** Per-account messages of one account (docs/product-rules.md#multi-account-launch), out of the launch check's
 * `bulkAccounts` messages. */
export function bulkAccountErrors(errors: FieldErrors, account: Pick<BulkAccount, 'name'>): string[] {
  return (errors.bulkAccounts ?? []).filter((m) => m.endsWith(`for account: ${account.name}`));
}

export interface BulkAccountOutcome {
  accountId: string;
  name: string;
  /** running: sent and not finished; failed: refused by the API or failed on the platform. */
  state: 'running' | 'succeeded' | 'failed';
  /** The failure's message; empty or missing messages read docs/product-rules.md#results: 'Unknown error occurred'. */
  message?: string | null;
}

/** The results' title once every account has finished (docs/product-rules.md#results); null while one still runs. */
export function bulkResultsTitle(outcomes: readonly BulkAccountOutcome[]): 'Bulk Launch Successful!' | 'Bulk Launch Completed with Errors' | null {
  if (outcomes.some((o) => o.state === 'running')) return null;
  return outcomes.every((o) => o.state === 'succeeded') ? 'Bulk Launch Successful!' : 'Bulk Launch Completed with Errors';
}

/** An account's failure message (docs/product-rules.md#results), else 'Unknown error occurred'. */
export const bulkFailureMessage = (message: string | null | undefined): string => (message && message.trim() !== '' ? message : launchErrorTexts.bulkUnknown);
