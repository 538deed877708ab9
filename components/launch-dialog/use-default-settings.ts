import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '../../lib/api-client/settings';
import { panelTransport } from '../../lib/extension/panel-transport';
import { applyDefaultSettings } from '../../lib/rules/default-settings';
import type { Asset } from '../../lib/rules';
import { useDraftStore } from './draft-store';

// Default settings (spec §3 "Settings", §4 "Opening the dialog loads settings") go into a fresh draft only: one
// started because none was stored, or by Launch New Campaign's start over. A stored draft keeps what the user set
// (switching the ad account too). The dialog calls it after its effect that reconciles the draft with the assets.

/**
 * Set when a draft begins (none was stored: 'fresh') or starts over keeping its assets and naming ('startOver');
 * cleared once the defaults went in. Watched outside React: the dialog may mount again after its draft began, and
 * the stored draft read at start (hydration) is not a new one.
 */
let pending: 'fresh' | 'startOver' | null = null;
useDraftStore.subscribe((next, prev) => {
  if (!useDraftStore.persist.hasHydrated()) return;
  if (prev.draft === null && next.draft !== null) pending = 'fresh';
  else if (prev.startOver && !next.startOver) pending ??= 'startOver';
});

/** Applies the defaults when a draft is new; true while the settings load (the dialog waits: a choice the user
 * makes before they arrive is not overwritten). Settings that fail to load leave the launch defaults. */
export function useDefaultSettings(accountId: string, lists: { pixels?: readonly Asset[]; pages?: readonly Asset[] }): boolean {
  const settingsQ = useQuery(settingsQueries.forAccount(panelTransport, accountId));
  const settings = settingsQ.data?.data;
  const draft = useDraftStore((s) => s.draft);
  const { pixels, pages } = lists;

  useEffect(() => {
    const s = useDraftStore.getState();
    if (settingsQ.isError) pending = null; // the launch defaults stay; settings arriving later change nothing
    if (!pending || !settings || !draft || s.accountId !== accountId || !pixels || !pages) return;
    const keep = pending === 'startOver';
    pending = null;
    s.update((d) => applyDefaultSettings(d, settings, { pixels, pages }, keep));
  }, [draft, settings, settingsQ.isError, accountId, pixels, pages]);
  return settingsQ.isPending;
}
