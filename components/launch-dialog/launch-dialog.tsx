import { useEffect } from 'react';
import { Alert, Loader } from '@mantine/core';
import { useDraftHydrated, useDraftStore } from './draft-store';
import { LaunchGateAlerts } from './launch-gate-alerts';
import type { ReviewRequest } from './review-request';
import { AccountSwitchNotice, AmountsClearedNotice } from './account-switch-notice';
import { reconcileDraft } from './reconcile-draft';
import { lazyComponent, WhenLoaded } from '../ui/lazy';
import { StepOne } from './step-one';
import { useDefaultSettings } from './use-default-settings';
import { useLaunchAssets } from './use-launch-assets';
import { useLaunchGate } from './use-launch-gate';
import { SentLaunchCard } from './sent-launch-card';

// The launch dialog (docs/product-rules.md#step-1): two steps over one draft, persisted (draft-store.ts). It follows
// the ad account Ads Manager shows: its assets load and the draft keeps what still applies.

// Step 2 (its sections, templates, dates and dialogs) loads when the dialog first shows it.
const StepTwo = lazyComponent(() => import('./step-two').then((m) => m.StepTwo));

export function LaunchDialog({ accountId, onReview, onGoToLaunches }: { accountId: string; onReview: (r: ReviewRequest) => void; onGoToLaunches: () => void }) {
  const hydrated = useDraftHydrated();
  const draft = useDraftStore((s) => s.draft);
  const step = useDraftStore((s) => s.step);
  const sent = useDraftStore((s) => s.sent);
  const assets = useLaunchAssets(accountId, hydrated ? draft : null);
  const { account, pages, pixels, events, media } = assets;
  const gate = useLaunchGate(accountId);

  // A draft for this account: the stored one (for another account: without that account's campaign and creatives).
  useEffect(() => {
    if (!hydrated || !account) return;
    useDraftStore.getState().moveToAccount(account);
    useDraftStore.getState().begin(account, new Date());
  }, [hydrated, account]);

  // Each asset list as it loads: keep the draft's choice when the account has it, else its first.
  // From the store's draft, not this render's: a change made meanwhile (defaults, a template) is kept.
  useEffect(() => {
    const s = useDraftStore.getState();
    if (!s.draft || s.accountId !== accountId) return;
    const next = reconcileDraft(s.draft, { pages, pixels, events });
    if (next !== s.draft) s.update(() => next);
  }, [draft, accountId, pages, pixels, events]);
  const settingsLoading = useDefaultSettings(accountId, assets);

  // The first creative is chosen until the user chooses (the library comes with its own issue). Run again when
  // the draft takes this account: the account's images may answer before the account does.
  const draftAccountId = useDraftStore((s) => s.accountId);
  useEffect(() => {
    const s = useDraftStore.getState();
    if (media && media.length > 0 && s.accountId === accountId && s.imageHashes.length === 0) s.setImageHashes([media[0]!.hash]);
  }, [media, accountId, draftAccountId]);

  if (assets.error)
    return (
      <Alert color="red" m="md" title={`Failed to load assets for ${accountId}`}>
        {assets.error.message}
      </Alert>
    );
  if (!hydrated || !account || !draft || assets.loading || settingsLoading) return <Loader m="md" aria-label="Loading ad account" />;
  // A draft that was sent opens as sent (docs/product-rules.md#after-a-launch).
  if (sent) return <SentLaunchCard sent={sent} account={account} onGoToLaunches={onGoToLaunches} />;

  return (
    <>
      <AccountSwitchNotice />
      <AmountsClearedNotice />
      <LaunchGateAlerts gate={gate} />
      {step === 1 ? (
        <StepOne account={account} events={events} />
      ) : (
        <WhenLoaded label="Loading Step 2">
          <StepTwo account={account} assets={assets} hold={gate.hold} onReview={onReview} />
        </WhenLoaded>
      )}
    </>
  );
}
