import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { assetQueries } from '../../../lib/api-client/assets';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { PRODUCT_SEARCH_DEBOUNCE_MS, type BulkAccount } from '../../../lib/rules';

// An account's own catalog, product set or product for a shop launch (docs/bulk-launch.md): catalogs belong to the
// account's business, so each account of a Multi Account Launch picks from its own, as Step 2 does for one account
// (docs/product-rules.md#shop: products searched by name after the last key).

const t = panelTransport;
const clearButton = (what: string) => ({ 'aria-label': `Clear ${what}`, 'aria-hidden': false, tabIndex: 0 });

export function BulkAccountShop({ account, patch }: { account: BulkAccount; patch: (change: Partial<BulkAccount>) => void }) {
  const id = account.accountId;
  const pageId = account.page?.id ?? null;
  const catalogId = account.catalog?.id ?? null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, PRODUCT_SEARCH_DEBOUNCE_MS);
  const catalogs = useQuery({ ...assetQueries.catalogs(t, id, pageId ?? ''), enabled: pageId !== null }).data?.data ?? [];
  const products = useQuery({ ...assetQueries.products(t, id, catalogId ?? '', debounced), enabled: catalogId !== null }).data?.data ?? [];
  const sets = useQuery({ ...assetQueries.productSets(t, id, catalogId ?? ''), enabled: catalogId !== null }).data?.data ?? [];
  const chosen = account.product;
  const productOptions = [
    ...(chosen && !products.some((p) => p.id === chosen.id) ? [{ value: chosen.id, label: chosen.name }] : []),
    ...products.map((p) => ({ value: p.id, label: p.inventory === 0 ? `${p.name} (No stock)` : p.name, disabled: p.inventory === 0 })),
  ];

  return (
    <>
      <Select
        label="Catalog"
        placeholder={pageId ? 'Select a catalog' : 'Select a page first'}
        clearable
        clearButtonProps={clearButton('catalog')}
        data={catalogs.map((c) => ({ value: c.id, label: c.name }))}
        value={catalogId}
        onChange={(v) => {
          const c = catalogs.find((x) => x.id === v);
          patch({ catalog: c ? { id: c.id, name: c.name } : null, product: null, productSet: null });
        }}
      />
      <Select
        label="Product Set"
        placeholder={catalogId ? 'Select a product set' : 'Select a catalog first'}
        clearable
        clearButtonProps={clearButton('product set')}
        disabled={!catalogId}
        data={sets.map((s) => ({ value: s.id, label: s.name }))}
        value={account.productSet?.id ?? null}
        onChange={(v) => {
          const s = sets.find((x) => x.id === v);
          patch({ productSet: s ? { id: s.id, name: s.name } : null });
        }}
      />
      <Select
        label="Product"
        description="Or one product instead of a product set."
        placeholder={catalogId ? 'Search products' : 'Select a catalog first'}
        searchable
        clearable
        clearButtonProps={clearButton('product')}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        disabled={!catalogId}
        data={productOptions}
        value={chosen?.id ?? null}
        onChange={(v) => {
          const p = products.find((x) => x.id === v);
          patch({ product: p ? { id: p.id, name: p.name, ...(p.inventory !== null ? { inventory: p.inventory } : {}) } : null });
        }}
      />
    </>
  );
}
