import { useState } from 'react';
import { MultiSelect, Pill } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, locationChips } from '../../lib/rules';

// A multi-select whose options come from a search debounced at 500 ms (spec §5 "Interest search and
// location search inputs are debounced at 500 ms"). Chosen items stay listed whatever the search.

export interface SearchItem {
  key: string;
  label: string;
}

export function SearchMultiSelect<T>({
  id,
  label,
  placeholder,
  selected,
  toItem,
  query,
  suggestions = [],
  onChange,
  error,
  disabled,
  compact,
}: {
  id: string;
  label: string;
  placeholder?: string;
  selected: T[];
  toItem: (x: T) => SearchItem;
  query: (search: string) => { queryKey: readonly unknown[]; queryFn: () => Promise<T[]> };
  /** Shown before anything is typed. */
  suggestions?: T[];
  onChange: (items: T[]) => void;
  error?: string;
  disabled?: boolean;
  /** §5 "Location input shows one chip plus '+N more'". */
  compact?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...query(debounced), enabled: debounced !== '' });
  const found = debounced ? (results.data ?? []) : suggestions;
  const all = new Map<string, T>();
  for (const x of [...selected, ...found]) if (!all.has(toItem(x).key)) all.set(toItem(x).key, x);

  return (
    <MultiSelect
      id={id}
      label={label}
      placeholder={selected.length ? undefined : placeholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={debounced && !results.isFetching ? 'Nothing found' : undefined}
      data={[...all.values()].map((x) => ({ value: toItem(x).key, label: toItem(x).label }))}
      value={selected.map((x) => toItem(x).key)}
      onChange={(keys) => onChange(keys.map((k) => all.get(k)).filter((x): x is T => x !== undefined))}
      error={error}
      disabled={disabled}
      hidePickedOptions
      renderPill={
        compact
          ? ({ value, onRemove }) => {
              const keys = selected.map((x) => toItem(x).key);
              const i = keys.indexOf(String(value));
              const chips = locationChips(selected.map((x) => ({ name: toItem(x).label })));
              if (i === 0)
                return (
                  <Pill withRemoveButton onRemove={onRemove} removeButtonProps={{ 'aria-label': `Remove ${chips.chip}` }}>
                    {chips.chip}
                  </Pill>
                );
              if (i === 1 && chips.more) return <Pill>{chips.more}</Pill>;
              return null;
            }
          : undefined
      }
    />
  );
}
