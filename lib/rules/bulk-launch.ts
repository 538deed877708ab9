// Multi Account Launch, the launch side (docs/product-rules.md#multi-account-launch): one request per account
// (docs/product-rules.md#review-and-confirm), and the per-account results with their fallback message
// (docs/product-rules.md#results).
import type { LaunchPayload } from '../contract/launch';
import { eventTypeOf, firstValidEvent } from './conversion-events';
import { moneyOfUnits, unitsIn } from './currency';
import { launchErrorTexts } from './messages';
import type { BulkAccount, ConversionEvent, FieldErrors, LaunchDraft } from './types';

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

/**
 * The launch of one account of a bulk launch: the launch's settings with the account's page, pixel, event,
 * Instagram account and lead form, its own budget and bid amount in its currency; its URL when it has one, else the
 * launch's. Not itself a bulk draft.
 */
export function draftForBulkAccount(draft: LaunchDraft, account: BulkAccount): LaunchDraft {
  return {
    ...draft,
    budget: moneyOfUnits(account.budget, account.currency),
    bidAmount: moneyOfUnits(account.bidAmount, account.currency),
    multiAccount: false,
    bulkAccounts: [],
    page: account.page,
    pixel: account.pixel,
    instagram: account.instagram,
    conversionEvent: account.conversionEvent,
    leadForm: account.leadForm,
    destinationUrl: account.destinationUrl.trim() || draft.destinationUrl,
  };
}

/**
 * An added account's budget and bid: the launch's where the account has the launch account's currency, else none
 * (amounts are never carried across currencies: docs/product-rules.md#currencies).
 */
export function bulkAmountsFor(
  draft: Pick<LaunchDraft, 'budget' | 'bidAmount'>,
  currency: string,
  launchCurrency: string,
): Pick<BulkAccount, 'budget' | 'bidAmount'> {
  return currency === launchCurrency
    ? { budget: unitsIn(draft.budget, currency), bidAmount: unitsIn(draft.bidAmount, currency) }
    : { budget: null, bidAmount: null };
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
