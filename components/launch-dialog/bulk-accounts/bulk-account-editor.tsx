import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { assetQueries } from '../../../lib/api-client/assets';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { defaultBulkEvent, groupAssets, type Asset, type BulkAccount, type LaunchDraft } from '../../../lib/rules';
import { eventsOf, firstLeadForm } from './bulk-account-assets';
import { useCacheFirst } from '../use-cache-first';
import { BulkAccountAudiences } from './bulk-account-audiences';
import { BulkAccountShop } from './bulk-account-shop';
import { usePatchAccount } from './use-patch-account';

// The selected account of the bulk grid (docs/product-rules.md#multi-account-launch: bulk account assets): its page,
// pixel, conversion event, Instagram account, lead form (instant forms), optionally its own destination URL, its
// audiences and, for a shop launch, its catalog and product (set). Lists are the account's own. Mantine hides a Select's clear button from keyboards and screen readers; here they are
// reachable and named.

const t = panelTransport;
const clearButton = (what: string) => ({ 'aria-label': `Clear ${what}`, 'aria-hidden': false, tabIndex: 0 });
const options = (list: readonly Asset[]) =>
  groupAssets(list).map(({ group, assets }) => ({
    group,
    items: assets.map((a) => ({ value: a.id, label: a.isLegacy ? `${a.name} (legacy)` : a.name, disabled: a.isLegacy })),
  }));

export function BulkAccountEditor({ account, draft }: { account: BulkAccount; draft: LaunchDraft }) {
  const qc = useQueryClient();
  const patchAccount = usePatchAccount();
  const id = account.accountId;
  const pages = useCacheFirst((from) => assetQueries.pages(t, id, from)).data?.data ?? [];
  const pixels = useCacheFirst((from) => assetQueries.pixels(t, id, from)).data?.data ?? [];
  const instagram = useCacheFirst((from) => assetQueries.instagramAccounts(t, id, from)).data?.data ?? [];
  const events = useQuery({ ...assetQueries.conversionEvents(t, id, account.pixel?.id ?? null, draft.objective) }).data?.data ?? [];
  const instantForms = draft.objective === 'lead-form' && draft.useInstantForms;
  const forms = useQuery({ ...assetQueries.leadForms(t, id, account.page?.id ?? ''), enabled: instantForms && account.page !== null }).data?.data ?? [];

  const shop = draft.objective === 'website-conversions' && draft.shopEnabled;
  const patch = (change: Partial<BulkAccount>) => patchAccount(id, change);
  const choosePixel = async (pixel: Asset | null) => {
    patch({ pixel, conversionEvent: null });
    patch({ conversionEvent: defaultBulkEvent(await eventsOf(qc, id, pixel, draft), draft) });
  };
  const choosePage = async (page: Asset | null) => {
    patch({ page, leadForm: null });
    patch({ leadForm: await firstLeadForm(qc, id, page, draft) });
  };

  return (
    <Fieldset legend={`Setup of ${account.name}`} data-testid="bulk-account-editor">
      <SimpleGrid cols={1} spacing="xs">
        <Select
          label="Page"
          clearButtonProps={clearButton('page')}
          placeholder="Select a Facebook page"
          data={options(pages)}
          value={account.page?.id ?? null}
          clearable
          onChange={(v) => void choosePage(pages.find((p) => p.id === v) ?? null)}
        />
        <Select
          label="Pixel"
          clearButtonProps={clearButton('pixel')}
          placeholder="Select a pixel"
          data={options(pixels)}
          value={account.pixel?.id ?? null}
          clearable
          onChange={(v) => void choosePixel(pixels.find((p) => p.id === v) ?? null)}
        />
        <Select
          label="Conversion event"
          clearButtonProps={clearButton('conversion event')}
          placeholder={account.pixel ? 'Select a conversion event' : 'Select a pixel first'}
          data={events.map((e) => ({ value: e.id, label: e.name }))}
          value={account.conversionEvent?.id ?? null}
          clearable
          onChange={(v) => patch({ conversionEvent: events.find((e) => e.id === v) ?? null })}
        />
        <Select
          label="Instagram Account"
          clearButtonProps={clearButton('instagram account')}
          placeholder={instagram.length ? 'Select an Instagram account' : 'No Instagram accounts'}
          description="Optional: without one, ads run on Instagram as the account's Facebook page."
          data={options(instagram)}
          value={account.instagram?.id ?? null}
          clearable
          onChange={(v) => patch({ instagram: instagram.find((a) => a.id === v) ?? null })}
        />
        {instantForms && (
          <Select
            label="Lead Form"
            clearButtonProps={clearButton('lead form')}
            placeholder="Select a lead form"
            data={forms.map((f) => ({ value: f.id, label: f.name }))}
            value={account.leadForm?.id ?? null}
            clearable
            onChange={(v) => patch({ leadForm: forms.map(({ id: fid, name }) => ({ id: fid, name })).find((f) => f.id === v) ?? null })}
          />
        )}
        {!instantForms && (
          <TextInput
            label="Destination URL"
            description="Optional: empty uses the launch's destination URL."
            value={account.destinationUrl}
            onChange={(e) => patch({ destinationUrl: e.currentTarget.value })}
          />
        )}
        {shop && <BulkAccountShop account={account} patch={patch} />}
        <BulkAccountAudiences account={account} patch={patch} />
      </SimpleGrid>
    </Fieldset>
  );
}
