import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '../../lib/api-client/settings';
import { panelTransport } from '../../lib/extension/panel-transport';
import { applyDefaultSettings } from '../../lib/rules/default-settings';
import type { Asset } from '../../lib/rules';
import { useDraftStore } from './draft-store';

// Default settings (spec §3 "Settings", §4 "Opening the dialog loads settings") go into a fresh draft only: one
// started because none was stored, or by Launch New Campaign's start over. A stored draft keeps what the user set
// (switching the ad account too). Call this before the dialog's effect that begins the draft, so that it sees
// the draft before it exists.

export function useDefaultSettings(accountId: string, hydrated: boolean, lists: { pixels?: readonly Asset[]; pages?: readonly Asset[] }) {
  const settings = useQuery(settingsQueries.forAccount(panelTransport, accountId)).data?.data;
  const draft = useDraftStore((s) => s.draft);
  /** 'fresh' for a new draft; 'startOver' when Launch New Campaign's reset kept the assets and naming. */
  const pending = useRef<'fresh' | 'startOver' | null>(null);
  const { pixels, pages } = lists;

  useEffect(() => {
    if (!hydrated) return;
    const s = useDraftStore.getState();
    if (s.draft === null) pending.current = 'fresh';
    else if (s.startOver) pending.current = 'startOver';
    return useDraftStore.subscribe((next, prev) => {
      if (prev.startOver && !next.startOver) pending.current ??= 'startOver';
    });
  }, [hydrated]);

  useEffect(() => {
    const s = useDraftStore.getState();
    if (!pending.current || !settings || !draft || s.accountId !== accountId || !pixels || !pages) return;
    const keep = pending.current === 'startOver';
    pending.current = null;
    s.update((d) => applyDefaultSettings(d, settings, { pixels, pages }, keep));
  }, [draft, settings, accountId, pixels, pages]);
}
