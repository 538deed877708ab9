import { useEffect, useState } from 'react';
import { Alert, Select, Stack, Tooltip, type SelectProps } from '@mantine/core';
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
  type IdName,
  type LaunchDraft,
} from '../../lib/rules';
import { useCacheFirst } from './use-cache-first';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// The assets that hang off the page and the account: choosing a page loads its lead forms and catalogs, choosing a
// catalog its products, searched 750 ms after the last key (docs/product-rules.md#page-and-instagram,
// docs/product-rules.md#shop). Instagram account, lead form, catalog, product and product set.

const t = panelTransport;

/** A choice of one of `items`, kept in the draft as its id and name; `set` when choosing it changes more. */
function ListSelect({
  field,
  items,
  set = (d, item) => ({ ...d, [field]: item }),
  ...props
}: {
  field: 'leadForm' | 'catalog' | 'productSet';
  items: readonly IdName[];
  set?: (draft: LaunchDraft, item: IdName | null) => LaunchDraft;
} & Omit<SelectProps, 'id' | 'data' | 'value' | 'onChange'>) {
  const value = useDraftStore((s) => s.draft![field]?.id ?? null);
  const update = useDraftStore((s) => s.update);
  const chosen = (id: string | null): IdName | null => {
    const found = items.find((x) => x.id === id);
    return found ? { id: found.id, name: found.name } : null;
  };
  return (
    <Select
      {...props}
      id={fieldId(field)}
      data={items.map((x) => ({ value: x.id, label: x.name }))}
      value={value}
      onChange={(id) => update((d) => set(d, chosen(id)))}
    />
  );
}

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
    <ListSelect
      field="leadForm"
      items={forms}
      label="Lead Form"
      placeholder={q.isFetching ? 'Loading lead forms…' : 'Select a lead form'}
      disabled={none}
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
      <ListSelect
        field="catalog"
        items={catalogs}
        label="Catalog"
        placeholder="Select a catalog"
        set={(d, catalog) => ({ ...d, catalog, product: null, productSet: null })}
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
      <ListSelect
        field="productSet"
        items={sets}
        label="Product Set"
        placeholder={catalogId ? 'Select a product set' : 'Select a catalog first'}
        clearable
        disabled={!catalogId}
        error={errors.productSet?.[0]}
      />
    </Stack>
  );
}
