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
  const pending = useRef(false);
  const { pixels, pages } = lists;

  useEffect(() => {
    if (!hydrated) return;
    const s = useDraftStore.getState();
    if (s.draft === null || s.startOver) pending.current = true;
    return useDraftStore.subscribe((next, prev) => {
      if (prev.startOver && !next.startOver) pending.current = true;
    });
  }, [hydrated]);

  useEffect(() => {
    const s = useDraftStore.getState();
    if (!pending.current || !settings || !draft || s.accountId !== accountId || !pixels || !pages) return;
    pending.current = false;
    s.update((d) => applyDefaultSettings(d, settings, { pixels, pages }));
  }, [draft, settings, accountId, pixels, pages]);
}
