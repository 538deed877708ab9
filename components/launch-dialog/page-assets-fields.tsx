import { useEffect, useState } from 'react';
import { Alert, Select, Stack, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import { panelTransport } from '../../lib/extension/panel-transport';
import {
  PRODUCT_SEARCH_DEBOUNCE_MS,
  groupAssets,
  instagramRequirementsBanner,
  launchErrorTexts,
  setInstagram,
  type Asset,
  type FieldErrors,
} from '../../lib/rules';
import { useCacheFirst } from './use-cache-first';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// The assets that hang off the page and the account (spec §4 "Selecting a page loads its lead forms and
// catalogs. Selecting a catalog loads its products ... debounced at 750 ms"): Instagram account, lead form,
// catalog, product and product set.

const t = panelTransport;

export function InstagramField({ accountId, errors }: { accountId: string; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const q = useCacheFirst((from) => assetQueries.instagramAccounts(t, accountId, from));
  const accounts: Asset[] = q.data?.data ?? [];
  const options = groupAssets(accounts).map(({ group, assets }) => ({
    group,
    items: assets.map((a) => ({ value: a.id, label: a.isLegacy ? `${a.name} (legacy)` : a.name, disabled: a.isLegacy })),
  }));
  // The stored choice goes when this account does not have it (or it became legacy).
  useEffect(() => {
    if (!q.data || !draft.instagram) return;
    const found = q.data.data.find((a) => a.id === draft.instagram?.id);
    if (!found || found.isLegacy) update((d) => setInstagram(d, null));
  }, [q.data, draft.instagram, update]);

  return (
    <Stack gap="xs">
      <Alert color="yellow" title={instagramRequirementsBanner.title}>
        {instagramRequirementsBanner.body}
      </Alert>
      <Select
        id={fieldId('instagram')}
        label="Instagram Account"
        placeholder={accounts.length ? 'Select an Instagram account' : 'No Instagram accounts'}
        description="Optional: without one, ads run on Instagram as your Facebook page."
        data={options}
        value={draft.instagram?.id ?? null}
        clearable
        onChange={(id) => update((d) => setInstagram(d, accounts.find((a) => a.id === id) ?? null))}
        error={errors.instagram?.[0]}
      />
    </Stack>
  );
}

export function LeadFormField({ accountId, errors }: { accountId: string; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const pageId = draft.page?.id ?? null;
  const q = useQuery({ ...assetQueries.leadForms(t, accountId, pageId ?? ''), enabled: pageId !== null });
  const forms = q.data?.data ?? [];
  const none = q.isSuccess && forms.length === 0;
  useEffect(() => {
    if (q.data && draft.leadForm && !q.data.data.some((f) => f.id === draft.leadForm?.id)) update((d) => ({ ...d, leadForm: null }));
  }, [q.data, draft.leadForm, update]);

  const select = (
    <Select
      id={fieldId('leadForm')}
      label="Lead Form"
      placeholder={q.isFetching ? 'Loading lead forms…' : 'Select a lead form'}
      data={forms.map((f) => ({ value: f.id, label: f.name }))}
      value={draft.leadForm?.id ?? null}
      disabled={none}
      onChange={(id) => {
        const f = forms.find((x) => x.id === id);
        update((d) => ({ ...d, leadForm: f ? { id: f.id, name: f.name } : null }));
      }}
      error={none ? launchErrorTexts.noLeadForms : errors.leadForm?.[0]}
    />
  );
  return none ? (
    <Tooltip label={launchErrorTexts.noLeadFormsTooltip} multiline w={260}>
      <div>{select}</div>
    </Tooltip>
  ) : (
    select
  );
}

export function ShopFields({ accountId, errors }: { accountId: string; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, PRODUCT_SEARCH_DEBOUNCE_MS);
  const pageId = draft.page?.id ?? null;
  const catalogId = draft.catalog?.id ?? null;
  const catalogsQ = useQuery({ ...assetQueries.catalogs(t, accountId, pageId ?? ''), enabled: pageId !== null });
  const productsQ = useQuery({ ...assetQueries.products(t, accountId, catalogId ?? '', debounced), enabled: catalogId !== null });
  const setsQ = useQuery({ ...assetQueries.productSets(t, accountId, catalogId ?? ''), enabled: catalogId !== null });
  const catalogs = catalogsQ.data?.data ?? [];
  const products = productsQ.data?.data ?? [];
  const sets = setsQ.data?.data ?? [];
  // Keep the chosen product listed while a search leaves it out.
  const productOptions = [
    ...(draft.product && !products.some((p) => p.id === draft.product?.id) ? [{ value: draft.product.id, label: draft.product.name }] : []),
    ...products.map((p) => ({ value: p.id, label: p.inventory === 0 ? `${p.name} (No stock)` : p.name, disabled: p.inventory === 0 })),
  ];

  return (
    <Stack gap="xs">
      <Select
        id={fieldId('catalog')}
        label="Catalog"
        placeholder="Select a catalog"
        data={catalogs.map((c) => ({ value: c.id, label: c.name }))}
        value={catalogId}
        onChange={(id) => {
          const c = catalogs.find((x) => x.id === id);
          update((d) => ({ ...d, catalog: c ? { id: c.id, name: c.name } : null, product: null, productSet: null }));
        }}
        error={errors.catalog?.[0]}
      />
      <Select
        id={fieldId('product')}
        label="Product"
        placeholder={catalogId ? 'Search products' : 'Select a catalog first'}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        disabled={!catalogId}
        data={productOptions}
        value={draft.product?.id ?? null}
        onChange={(id) => {
          const p = products.find((x) => x.id === id);
          update((d) => ({
            ...d,
            product: p
              ? { id: p.id, name: p.name, ...(p.imageUrl ? { imageUrl: p.imageUrl } : {}), ...(p.inventory !== null ? { inventory: p.inventory } : {}) }
              : null,
          }));
        }}
        error={errors.product?.[0]}
      />
      <Select
        id={fieldId('productSet')}
        label="Product Set"
        placeholder={catalogId ? 'Select a product set' : 'Select a catalog first'}
        clearable
        disabled={!catalogId}
        data={sets.map((s) => ({ value: s.id, label: s.name }))}
        value={draft.productSet?.id ?? null}
        onChange={(id) => {
          const s = sets.find((x) => x.id === id);
          update((d) => ({ ...d, productSet: s ? { id: s.id, name: s.name } : null }));
        }}
        error={errors.productSet?.[0]}
      />
    </Stack>
  );
}
