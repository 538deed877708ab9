import { useState } from 'react';
import { Button, Group, Pagination, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import type { BulkLocationResult } from '../../../lib/contract/targeting';
import { RESULT_PAGE_SIZES, showResultPagination, type TargetingLocation } from '../../../lib/rules';
import { ALL_TAB, countryTabs, matchedLocations, matchesOf, rowsOf, selectMatch } from './bulk-location-model';
import { counted } from '../../ui/counted';
import { locationLabel, toLocation } from '../targeting-lookups';

// The results step of the bulk location input (docs/product-rules.md#bulk-locations: results grid, country tabs, 'Apply
// All Matched (n)' and a Back button, page size 25 with 10/25/50/100, hidden at 25 or fewer rows). Each row is one
// input and its chosen match (the server's suggestion at first); a country tab shows the rows with matches there.

export function BulkLocationResults({
  results,
  countryNames,
  onChange,
  onBack,
  onApply,
}: {
  results: BulkLocationResult[];
  countryNames: Map<string, string>;
  onChange: (results: BulkLocationResult[]) => void;
  onBack: () => void;
  onApply: (locations: TargetingLocation[]) => void;
}) {
  const [tab, setTab] = useState(ALL_TAB);
  const [pageSize, setPageSize] = useState(25);
  const [page, setPage] = useState(1);
  const rows = rowsOf(results, tab);
  const paged = showResultPagination(rows.length);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = paged ? rows.slice((Math.min(page, pages) - 1) * pageSize, Math.min(page, pages) * pageSize) : rows;
  const matched = matchedLocations(results);
  const chosen = results.filter((r) => r.selectedMatch).length;

  return (
    <Stack gap="sm">
      <Text size="sm">{`${chosen} of ${counted(results.length, 'location')} matched.`}</Text>
      <Tabs
        value={tab}
        onChange={(v) => {
          setTab(v ?? ALL_TAB);
          setPage(1);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value={ALL_TAB}>{`All (${results.length})`}</Tabs.Tab>
          {countryTabs(results).map(({ code, count }) => (
            <Tabs.Tab key={code} value={code}>{`${countryNames.get(code) ?? code} (${count})`}</Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* One column: each input over its match, so that a match's whole name shows in the narrow side panel (a long one
          is read whole in its title). */}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Location and match</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((i) => {
            const r = results[i]!;
            const options = matchesOf(r, tab).map((m) => ({ value: m.key, label: locationLabel(toLocation(m)) }));
            const value = r.selectedMatch && options.some((o) => o.value === r.selectedMatch!.key) ? r.selectedMatch.key : null;
            return (
              <Table.Tr key={i}>
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {r.input}
                    </Text>
                    {options.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        No match
                      </Text>
                    ) : (
                      <Select
                        aria-label={`Match for ${r.input}`}
                        title={options.find((o) => o.value === value)?.label}
                        size="xs"
                        data={options}
                        value={value}
                        placeholder="Do not add"
                        clearable
                        allowDeselect={false}
                        onChange={(key) => onChange(selectMatch(results, i, key))}
                      />
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {paged && (
        <Group justify="space-between">
          <Select
            label="Rows per page"
            size="xs"
            w={110}
            data={RESULT_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(v) => {
              setPageSize(Number(v));
              setPage(1);
            }}
          />
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" />
        </Group>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => onApply(matched)} disabled={matched.length === 0}>{`Apply All Matched (${matched.length})`}</Button>
      </Group>
    </Stack>
  );
}
