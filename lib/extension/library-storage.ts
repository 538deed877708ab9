import { storage } from 'wxt/utils/storage';

// The creative library's selection (issue 7): what the user picked survives closing and reopening the side
// panel. Names are kept beside ids so the count, the folder name and the launch need no refetch.

export interface StoredCreativePick {
  id: string;
  name: string;
  type: 'image' | 'video';
  folderId: string | null;
}
export interface StoredLibrarySelection {
  /** The ad account whose own media was picked (account media is only valid in that account). */
  accountId: string | null;
  /** The folder shown: a folder's id, or null for the whole library. */
  folderId: string | null;
  folderName: string | null;
  creatives: StoredCreativePick[];
  accountImages: Array<{ hash: string; name: string }>;
  accountVideos: Array<{ id: string; title: string }>;
  copyIds: string[];
  /** The picked copies' names and headlines, for the naming placeholders' preview (none in a selection kept before). */
  copies?: Array<{ id: string; name: string; headline: string }>;
  offerId: string | null;
}

export const EMPTY_LIBRARY_SELECTION: StoredLibrarySelection = {
  accountId: null,
  folderId: null,
  folderName: null,
  creatives: [],
  accountImages: [],
  accountVideos: [],
  copyIds: [],
  offerId: null,
};

export const librarySelectionItem = storage.defineItem<StoredLibrarySelection>('local:librarySelection', {
  fallback: EMPTY_LIBRARY_SELECTION,
  version: 1,
});
