import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import { settingsQueries } from '../../lib/api-client/settings';
import { panelTransport } from '../../lib/extension/panel-transport';
import { applyDefaultSettings, awaitedDefaults, settleAwaitedDefaults, type AwaitedDefaults } from '../../lib/rules/default-settings';
import type { Asset, ConversionEvent } from '../../lib/rules';
import { useDraftStore } from './draft-store';

// Default settings (docs/product-rules.md#default-settings: settings, docs/product-rules.md#step-2: opening the dialog
// loads settings) go into a fresh draft only: one started because none was stored, or by Launch New Campaign's start
// over. A stored draft keeps what the user set (switching the ad account too). The dialog calls it after its effect
// that reconciles the draft with the assets.

/** The default conversion event and lead form of the fresh draft of `accountId`, until their lists load. */
let awaited: (AwaitedDefaults & { accountId: string }) | null = null;

/** Applies the defaults when a draft is new; true while the settings load (the dialog waits: a choice the user
 * makes before they arrive is not overwritten). Settings that fail to load leave the launch defaults. */
export function useDefaultSettings(
  accountId: string,
  lists: { pixels?: readonly Asset[]; pages?: readonly Asset[]; events?: readonly ConversionEvent[] },
): boolean {
  const settingsQ = useQuery(settingsQueries.forAccount(panelTransport, accountId));
  const settings = settingsQ.data?.data;
  const draft = useDraftStore((s) => s.draft);
  const { pixels, pages, events } = lists;
  // The default lead form's page: its forms load here (the Lead Form field shows only for a lead launch).
  const formsPageId = awaited?.accountId === accountId && awaited.leadForm?.ownerId === draft?.page?.id ? (awaited.leadForm?.ownerId ?? null) : null;
  const formsQ = useQuery({ ...assetQueries.leadForms(panelTransport, accountId, formsPageId ?? ''), enabled: formsPageId !== null });
  const leadForms = formsQ.data?.data;

  // Which defaults are due is the store's (`defaultsDue`, set by `begin`): the dialog may mount again after its
  // draft began, and the stored draft read at start (hydration) is not a new one.
  useEffect(() => {
    const s = useDraftStore.getState();
    if (settingsQ.isError && s.defaultsDue) s.defaultsApplied(); // the launch defaults stay; settings arriving later change nothing
    const due = useDraftStore.getState().defaultsDue;
    if (!due || !settings || !draft || s.accountId !== accountId || !pixels || !pages) return;
    const keep = due === 'startOver';
    s.defaultsApplied();
    s.update((d) => applyDefaultSettings(d, settings, { pixels, pages }, keep));
    awaited = keep ? null : { accountId, ...awaitedDefaults(useDraftStore.getState().draft!, settings) };
  }, [draft, settings, settingsQ.isError, accountId, pixels, pages]);

  // The awaited defaults as their lists load. `events` are those of this render's pixel (use-launch-assets).
  useEffect(() => {
    const s = useDraftStore.getState();
    if (!awaited || !s.draft) return;
    if (awaited.accountId !== accountId || s.accountId !== accountId) {
      awaited = null;
      return;
    }
    const r = settleAwaitedDefaults(s.draft, awaited, {
      events: { ownerId: draft?.pixel?.id ?? null, items: events },
      leadForms: { ownerId: formsPageId, items: leadForms },
    });
    awaited = r.awaited.event || r.awaited.leadForm ? { accountId, ...r.awaited } : null;
    if (r.draft !== s.draft) s.update(() => r.draft);
  }, [draft, accountId, events, formsPageId, leadForms]);
  return settingsQ.isPending;
}
