import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { LibraryItemEditor, type ItemKind } from './library-item-editor';

// The list of copies or of offers (docs/library.md#side-panel-componentslibrary): a search, New, the editor above the
// list while one is written, a row per item with the control that picks it and Edit, and a page of 200 more on
// Show more while the search matches more than the list shows (a user keeps up to 1,000 of each).

export function LibraryList<I extends { id: string; name: string }, F extends { name: string }>({
  kind,
  transport,
  pick,
  around = (rows) => rows,
}: {
  kind: ItemKind<I, F>;
  transport: Transport;
  /** The control that picks `item`, labelled `label`. */
  pick: (item: I, label: ReactNode) => ReactNode;
  /** What holds the rows (offers: one radio group). */
  around?: (rows: ReactNode, items: readonly I[]) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [pageCount, setPageCount] = useState(1);
  const [editing, setEditing] = useState<I | 'new' | null>(null);
  const pages = useQueries({ queries: Array.from({ length: pageCount }, (_, i) => kind.api.list(transport, search, i + 1)) });
  const items = pages[0]?.data && pages.flatMap((p) => p.data?.data ?? []);
  const total = pages[0]?.data?.total ?? 0;
  const rows = items?.map((item) => (
    <Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start">
      {/* The name and detail (a long URL) wrap in the room Edit leaves: Edit keeps its size. */}
      <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
        {pick(
          item,
          <>
            <Text size="sm" span fw={500}>
              {item.name}
            </Text>{' '}
            <Text size="xs" span c="dimmed">
              {kind.detail(item)}
            </Text>
          </>,
        )}
      </Box>
      <Button size="compact-xs" variant="subtle" onClick={() => setEditing(item)} style={{ flexShrink: 0 }}>
        Edit
      </Button>
    </Group>
  ));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <TextInput
          size="xs"
          placeholder={`Search ${kind.noun.many}`}
          aria-label={`Search ${kind.noun.many}`}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPageCount(1);
          }}
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={() => setEditing('new')}>
          New {kind.noun.one}
        </Button>
      </Group>
      {editing && <LibraryItemEditor kind={kind} transport={transport} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {items?.length === 0 && (
        <Text size="sm" c="dimmed">
          No {kind.noun.many} yet.
        </Text>
      )}
      {around(rows, items ?? [])}
      {items && items.length < total && (
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {items.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {kind.noun.many}
          </Text>
          <Button size="compact-xs" variant="light" loading={pages.some((p) => p.isFetching)} onClick={() => setPageCount((n) => n + 1)}>
            Show more {kind.noun.many}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
