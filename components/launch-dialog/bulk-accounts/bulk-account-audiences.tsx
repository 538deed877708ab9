import { MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BulkAccount, IdName } from '../../../lib/rules';
import { COUNTRIES } from '../countries';
import { SearchMultiSelect } from '../search-multi-select';
import { audienceQueries, locationLabel, locationQuery } from '../targeting-lookups';

// An account's own locations, saved, custom and excluded audiences (docs/bulk-launch.md): audiences belong to one ad
// account, so each account of a Multi Account Launch picks from its own lists, and each account is its own market
// (docs/bulk-launch.md#locations). A saved audience brings its own locations and ages for that account
// (docs/product-rules.md#audiences).

const clearButton = { 'aria-label': 'Clear saved audience', 'aria-hidden': false, tabIndex: 0 };

export function BulkAccountAudiences({ account, patch }: { account: BulkAccount; patch: (change: Partial<BulkAccount>) => void }) {
  const q = audienceQueries(account.accountId);
  const saved = useQuery(q.saved).data?.data ?? [];
  const custom = useQuery(q.custom).data?.data ?? [];
  const options = custom.map((a) => ({ value: a.id, label: a.name }));
  const pick = (ids: string[]): IdName[] => custom.filter((a) => ids.includes(a.id)).map(({ id, name }) => ({ id, name }));
  const taken = (list: readonly IdName[]) => (o: { value: string }) => !list.some((a) => a.id === o.value);

  return (
    <>
      <SearchMultiSelect
        id={`bulk-locations-${account.accountId}`}
        label="Locations"
        placeholder="Search countries, regions, cities or ZIP codes"
        compact
        selected={account.locations}
        suggestions={COUNTRIES}
        toItem={(l) => ({ key: l.key, label: locationLabel(l) })}
        query={locationQuery(account.accountId)}
        disabled={account.savedAudience !== null}
        onChange={(locations) => patch({ locations })}
      />
      <Select
        label="Saved audience"
        description="Optional: it sets this account's locations and ages."
        placeholder={saved.length ? 'None' : 'No saved audiences'}
        clearable
        clearButtonProps={clearButton}
        data={saved.map((a) => ({ value: a.id, label: a.name }))}
        value={account.savedAudience?.id ?? null}
        onChange={(id) => {
          const a = saved.find((x) => x.id === id);
          patch({ savedAudience: a ? { id: a.id, name: a.name } : null });
        }}
      />
      <MultiSelect
        label="Custom audiences"
        data={options.filter(taken(account.excludedAudiences))}
        value={account.customAudiences.map((a) => a.id)}
        onChange={(ids) => patch({ customAudiences: pick(ids) })}
      />
      <MultiSelect
        label="Excluded audiences"
        data={options.filter(taken(account.customAudiences))}
        value={account.excludedAudiences.map((a) => a.id)}
        onChange={(ids) => patch({ excludedAudiences: pick(ids) })}
      />
    </>
  );
}
