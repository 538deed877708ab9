import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { libraryApi, libraryItems, libraryQueries } from '../../lib/api-client/library';
import { assetQueries } from '../../lib/api-client/assets';
import { EMPTY_LIBRARY_SELECTION, librarySelectionItem, type StoredLibrarySelection } from '../../lib/extension/library-storage';
import { panelTransport } from '../../lib/extension/panel-transport';
import { AccountMediaTab } from './account-media-tab';
import { CopiesTab } from './copies-tab';
import { CreativesTab } from './creatives-tab';
import { counted } from '../ui/counted';
import { OffersTab } from './offers-tab';
import { adCount, toLibrarySelection, type LibrarySelection } from './selection';

// The Library view (docs/library.md): creatives with folders, the ad account's own media, copies and offers; "Launch N
// ads" hands the selection to the launch dialog. The selection lives in extension storage, so it survives
// closing the side panel. app/ mounts this view and opens the launch dialog with what onLaunch receives.

interface LibraryViewProps {
  /** The ad account Ads Manager shows (its own media, and where the launch goes). */
  accountId: string;
  onLaunch(selection: LibrarySelection): void;
  /** Tests pass their own; the side panel's goes through the background. */
  transport?: Transport;
}

function toggle<T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean): T[] {
  return list.some((x) => same(x, item)) ? list.filter((x) => !same(x, item)) : [...list, item];
}

/** The account media picked in this ad account (picks made in another account are dropped on the next pick here). */
function mediaOf(s: StoredLibrarySelection, accountId: string): Pick<StoredLibrarySelection, 'accountId' | 'accountImages' | 'accountVideos'> {
  return s.accountId === accountId
    ? { accountId, accountImages: s.accountImages, accountVideos: s.accountVideos }
    : { accountId, accountImages: [], accountVideos: [] };
}

export function LibraryView({ accountId, onLaunch, transport = panelTransport }: LibraryViewProps) {
  // The panel's copy of the selection answers clicks at once; every change is written to storage behind it.
  const [stored, setStored] = useState<StoredLibrarySelection>();
  useEffect(() => {
    let live = true;
    void librarySelectionItem.getValue().then((v) => live && setStored((current) => current ?? v));
    return () => {
      live = false;
    };
  }, []);
  const selection = stored ?? EMPTY_LIBRARY_SELECTION;
  const offers = useQuery(libraryItems.offers.list(transport));
  const folders = useQuery(libraryQueries.folders(transport));
  const folderNames = useMemo(() => new Map((folders.data?.data ?? []).map((f) => [f.id, f.name])), [folders.data]);
  const update = (changes: Partial<StoredLibrarySelection> | ((s: StoredLibrarySelection) => Partial<StoredLibrarySelection>)) =>
    setStored((current) => {
      const base = current ?? EMPTY_LIBRARY_SELECTION;
      const next = { ...base, ...(typeof changes === 'function' ? changes(base) : changes) };
      void librarySelectionItem.setValue(next);
      return next;
    });
  // Account media picked in another ad account does not count here (adCount checks the account).
  const ownMedia = { ...selection, ...mediaOf(selection, accountId) };
  const count = adCount(selection, accountId);
  const listed = offers.data?.data.find((o) => o.id === selection.offerId);
  // An offer picked past the first page is read by its id (gone: none).
  const picked = useQuery({
    ...libraryItems.offers.one(transport, selection.offerId ?? ''),
    enabled: !!selection.offerId && !!offers.data && !listed,
    retry: false,
  });
  const offer = listed ?? picked.data?.data ?? null;
  // The Library opens on its creatives, or on the ad account's media when it has no creative yet and the account has
  // images (docs/library.md): decided once both have answered, and the buyer's own choice of tab from then on.
  const [tab, setTab] = useState<string | null>(null);
  const anyCreative = useQuery({ queryKey: ['library', 'creatives', 'any'], queryFn: () => libraryApi.listCreatives(transport, { page: 1, pageSize: 1 }) });
  const media = useQuery(assetQueries.accountMedia(transport, accountId));
  // (Either failing: Creatives. The tabs show once it is known, so that a tab clicked early is not switched under the buyer.)
  const firstTab =
    anyCreative.isPending || media.isPending ? null : anyCreative.data?.total === 0 && (media.data?.data.length ?? 0) > 0 ? 'account' : 'creatives';
  useEffect(() => {
    if (tab === null && firstTab !== null) setTab(firstTab);
  }, [tab, firstTab]);
  const shown = tab ?? firstTab;

  if (stored === undefined || shown === null) return null;
  return (
    <Stack gap="xs" p="md">
      <Tabs value={shown} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="creatives">Creatives</Tabs.Tab>
          <Tabs.Tab value="account">Ad account media</Tabs.Tab>
          <Tabs.Tab value="copies">Copies{selection.copyIds.length ? ` (${selection.copyIds.length})` : ''}</Tabs.Tab>
          <Tabs.Tab value="offers">Offers</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="creatives" pt="xs">
          <CreativesTab
            transport={transport}
            folderId={selection.folderId}
            onFolderChange={(folder) => update({ folderId: folder?.id ?? null, folderName: folder?.name ?? null })}
            picks={selection.creatives}
            onPicksChange={(creatives) => update({ creatives })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="account" pt="xs">
          <AccountMediaTab
            transport={transport}
            accountId={accountId}
            imageHashes={ownMedia.accountImages.map((i) => i.hash)}
            videoIds={ownMedia.accountVideos.map((v) => v.id)}
            onToggleImage={(image) =>
              update((s) => ({ ...mediaOf(s, accountId), accountImages: toggle(mediaOf(s, accountId).accountImages, image, (a, b) => a.hash === b.hash) }))
            }
            onToggleVideo={(video) =>
              update((s) => ({ ...mediaOf(s, accountId), accountVideos: toggle(mediaOf(s, accountId).accountVideos, video, (a, b) => a.id === b.id) }))
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="copies" pt="xs">
          <CopiesTab
            transport={transport}
            selectedIds={selection.copyIds}
            onToggle={({ id, name, headline }) =>
              update((s) => ({
                copyIds: toggle(s.copyIds, id, (a, b) => a === b),
                copies: toggle(s.copies ?? [], { id, name, headline }, (a, b) => a.id === b.id),
              }))
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="offers" pt="xs">
          <OffersTab transport={transport} selectedId={selection.offerId} onSelect={(o) => update({ offerId: o?.id ?? null })} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" wrap="nowrap" style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)' }} py="xs">
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {counted(selection.creatives.length + ownMedia.accountImages.length + ownMedia.accountVideos.length, 'creative')} ×{' '}
          {counted(Math.max(1, selection.copyIds.length), 'copy', 'copies')}
          {offer ? ` · ${offer.name}` : ''}
        </Text>
        <Button disabled={count === 0} onClick={() => onLaunch(toLibrarySelection(selection, accountId, offer, folderNames))} style={{ flexShrink: 0 }}>
          Launch {count} {count === 1 ? 'ad' : 'ads'}
        </Button>
      </Group>
    </Stack>
  );
}
