import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { LibraryItemEditor, type ItemKind } from './library-item-editor';

// The list of copies or of offers (docs/library.md#side-panel-componentslibrary): a search, New, the editor above the
// list while one is written, and a row per item with the control that picks it and Edit.

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
  const [editing, setEditing] = useState<I | 'new' | null>(null);
  const items = useQuery(kind.api.list(transport, search)).data?.data;
  const rows = items?.map((item) => (
    <Group key={item.id} justify="space-between" wrap="nowrap">
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
      <Button size="compact-xs" variant="subtle" onClick={() => setEditing(item)}>
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
          onChange={(e) => setSearch(e.currentTarget.value)}
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
    </Stack>
  );
}
