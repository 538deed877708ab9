import type { QueryClient } from '@tanstack/react-query';
import type { ImportAccount } from '../../../lib/contract/campaigns';
import { assetQueries } from '../../../lib/api-client/assets';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { fetchCacheFirst } from '../use-cache-first';
import { carriedToBulkAccount, defaultBulkEvent, newBulkAccount } from '../../../lib/rules/bulk-launch';
import { sortAssets } from '../../../lib/rules/ordering';
import type { Asset, BulkAccount, ConversionEvent, IdName, LaunchDraft } from '../../../lib/rules';

// Assets are fetched per account of a Multi Account Launch (docs/product-rules.md#multi-account-launch): an added
// account starts with its first page and pixel (in the order of docs/product-rules.md#conventions), the launch's event
// when its pixel has it, the page's first lead form with instant forms, and its business's country as its locations
// (docs/bulk-launch.md#locations). Instagram stays empty (optional): an account's Instagram accounts need not be
// linked to its page.

const t = panelTransport;

export async function eventsOf(qc: QueryClient, accountId: string, pixel: Asset | null, draft: LaunchDraft): Promise<ConversionEvent[]> {
  if (!pixel) return [];
  return (await qc.fetchQuery(assetQueries.conversionEvents(t, accountId, pixel.id, draft.objective))).data;
}

export async function firstLeadForm(qc: QueryClient, accountId: string, page: Asset | null, draft: LaunchDraft): Promise<IdName | null> {
  if (!page || !(draft.objective === 'lead-form' && draft.useInstantForms)) return null;
  const form = (await qc.fetchQuery(assetQueries.leadForms(t, accountId, page.id))).data[0];
  return form ? { id: form.id, name: form.name } : null;
}

/**
 * A new row of the bulk grid with the account's default assets, and what it takes of the launch as `from` has it
 * (lib/rules carriedToBulkAccount: amounts of its currency, ids of its own account when it is the Ads Manager account
 * `launchAccountId`), with the notice of amounts left behind in another currency.
 */
export async function loadBulkAccount(
  qc: QueryClient,
  account: ImportAccount,
  from: LaunchDraft,
  launchAccountId: string,
): Promise<{ row: BulkAccount; notice: string | null }> {
  const [pages, pixels] = await Promise.all([
    fetchCacheFirst(qc, (f) => assetQueries.pages(t, account.id, f)),
    fetchCacheFirst(qc, (f) => assetQueries.pixels(t, account.id, f)),
  ]);
  const page = sortAssets(pages.data)[0] ?? null;
  const pixel = sortAssets(pixels.data)[0] ?? null;
  const [events, leadForm] = await Promise.all([eventsOf(qc, account.id, pixel, from), firstLeadForm(qc, account.id, page, from)]);
  const row = newBulkAccount({
    id: account.id,
    name: account.name,
    currency: account.currency,
    timezoneName: account.timezone_name,
    countryCode: account.countryCode ?? null,
  });
  const carried = carriedToBulkAccount(from, row, launchAccountId);
  return { row: { ...row, ...carried.fields, page, pixel, conversionEvent: defaultBulkEvent(events, from), leadForm }, notice: carried.notice };
}
