import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { libraryApi, libraryQueries } from '../../lib/api-client/library';
import type { LibraryCreative } from '../../lib/contract/library';
import type { StoredCreativePick } from '../../lib/extension/library-storage';
import { counted } from '../ui/counted';
import { CreativeGrid } from './creative-grid';
import { clickSelect } from './selection';
import { StorageUsage } from './storage-usage';
import { UploadQueue } from './upload-queue';

// The library's creatives: folders, search, a windowed grid loaded a page at a time, multi-select (click,
// shift-click, select all in folder), and the upload queue (into the folder shown).

const PAGE_SIZE = 100;
const toPick = (c: LibraryCreative): StoredCreativePick => ({ id: c.id, name: c.name, type: c.type, folderId: c.folderId });

export interface CreativesTabProps {
  transport: Transport;
  folderId: string | null;
  onFolderChange(folder: { id: string; name: string } | null): void;
  picks: readonly StoredCreativePick[];
  onPicksChange(picks: StoredCreativePick[]): void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function CreativesTab({ transport, folderId, onFolderChange, picks, onPicksChange }: CreativesTabProps) {
  const client = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText, 300);
  const [newFolder, setNewFolder] = useState<string | null>(null);
  const anchor = useRef<string | null>(null);
  const folders = useQuery(libraryQueries.folders(transport));
  const filter = useMemo(() => ({ search: search || undefined, folderId: folderId ?? undefined, pageSize: PAGE_SIZE }), [search, folderId]);
  const list = useInfiniteQuery({
    queryKey: ['library', 'creatives', 'pages', filter],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => libraryApi.listCreatives(transport, { ...filter, page: pageParam }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const selectedIds = useMemo(() => new Set(picks.map((p) => p.id)), [picks]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onItemClick = (id: string, { shiftKey }: { shiftKey: boolean }) => {
    const ids = clickSelect(
      items.map((i) => i.id),
      picks.map((p) => p.id),
      id,
      anchor.current,
      shiftKey,
    );
    anchor.current = id;
    const known = new Map([...picks.map((p) => [p.id, p] as const), ...items.map((i) => [i.id, toPick(i)] as const)]);
    onPicksChange(ids.flatMap((x) => (known.get(x) ? [known.get(x)!] : [])));
  };

  /** Every creative of the folder shown (and the search), not only the pages loaded. */
  const selectAll = useMutation({
    mutationFn: async () => {
      const all: LibraryCreative[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await libraryApi.listCreatives(transport, { ...filter, pageSize: 200, page });
        all.push(...answer.data);
        if (page * 200 >= answer.total) return all;
      }
    },
    onSuccess: (all) => {
      const kept = picks.filter((p) => !all.some((c) => c.id === p.id));
      onPicksChange([...kept, ...all.map(toPick)]);
    },
  });
  const createFolder = useMutation({
    mutationFn: (name: string) => libraryApi.createFolder(transport, name),
    onSuccess: async (answer) => {
      setNewFolder(null);
      await client.invalidateQueries({ queryKey: ['library', 'folders'] });
      onFolderChange({ id: answer.data.id, name: answer.data.name });
    },
  });
  const onUploaded = useCallback(() => void client.invalidateQueries({ queryKey: ['library'] }), [client]);
  /** Moves the selected creatives into a folder ('' for none); the picks follow. */
  const move = useMutation({
    mutationFn: async (target: string) => {
      for (const pick of picks) await libraryApi.updateCreative(transport, pick.id, { folderId: target || null });
      return target || null;
    },
    onSuccess: async (target) => {
      onPicksChange(picks.map((p) => ({ ...p, folderId: target })));
      await client.invalidateQueries({ queryKey: ['library'] });
    },
  });
  const deleteFolder = useMutation({
    mutationFn: (id: string) => libraryApi.deleteFolder(transport, id),
    onSuccess: async () => {
      onFolderChange(null);
      await client.invalidateQueries({ queryKey: ['library'] });
    },
  });

  const folderOptions = [
    { value: '', label: 'All creatives' },
    ...(folders.data?.data.map((f) => ({ value: f.id, label: `${f.name} (${f.creativeCount})` })) ?? []),
  ];
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Select
          size="xs"
          aria-label="Folder"
          data={folderOptions}
          value={folderId ?? ''}
          allowDeselect={false}
          onChange={(v) => {
            const folder = folders.data?.data.find((f) => f.id === v);
            onFolderChange(folder ? { id: folder.id, name: folder.name } : null);
          }}
          style={{ flex: 1 }}
        />
        {newFolder === null ? (
          <Button size="xs" variant="default" onClick={() => setNewFolder('')}>
            New folder
          </Button>
        ) : (
          <Group gap={4} wrap="nowrap">
            <TextInput
              size="xs"
              aria-label="Folder name"
              placeholder="Folder name"
              value={newFolder}
              onChange={(e) => setNewFolder(e.currentTarget.value)}
              error={createFolder.error?.message}
            />
            <Button size="xs" disabled={!newFolder.trim()} loading={createFolder.isPending} onClick={() => createFolder.mutate(newFolder.trim())}>
              Create
            </Button>
          </Group>
        )}
      </Group>
      <TextInput
        size="xs"
        placeholder="Search creatives"
        aria-label="Search creatives"
        value={searchText}
        onChange={(e) => setSearchText(e.currentTarget.value)}
      />
      <UploadQueue transport={transport} folderId={folderId} onUploaded={onUploaded} />
      <StorageUsage transport={transport} />
      <Group justify="space-between">
        <Text size="xs" c="dimmed" aria-live="polite">
          {counted(total, 'creative')} · {picks.length} selected
        </Text>
        <Group gap={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => selectAll.mutate()} loading={selectAll.isPending} disabled={total === 0}>
            {folderId ? 'Select all in folder' : 'Select all'}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onPicksChange([])} disabled={picks.length === 0}>
            Clear
          </Button>
        </Group>
      </Group>
      {(picks.length > 0 || folderId) && (
        <Group gap="xs" justify="space-between">
          {picks.length > 0 ? (
            <Select
              size="xs"
              aria-label="Move the selected creatives to"
              placeholder={move.isPending ? 'Moving…' : `Move ${picks.length} to…`}
              data={[{ value: '', label: 'No folder' }, ...folderOptions.slice(1)]}
              value={null}
              onChange={(v) => v !== null && move.mutate(v)}
              disabled={move.isPending}
            />
          ) : (
            <span />
          )}
          {folderId && (
            <Button size="compact-xs" variant="subtle" color="red" loading={deleteFolder.isPending} onClick={() => deleteFolder.mutate(folderId)}>
              Delete folder (keeps its creatives)
            </Button>
          )}
        </Group>
      )}
      {(move.error ?? deleteFolder.error) && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {(move.error ?? deleteFolder.error)!.message}
        </Text>
      )}
      {list.isError && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {list.error.message}
        </Text>
      )}
      {list.isSuccess && total === 0 && (
        <Text size="sm" c="dimmed">
          {search ? 'No creative matches this search.' : 'No creatives here yet: drop files above.'}
        </Text>
      )}
      <CreativeGrid items={items} selectedIds={selectedIds} onItemClick={onItemClick} onEndReached={onEndReached} />
    </Stack>
  );
}
