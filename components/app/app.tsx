import { useEffect, useLayoutEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Tabs } from '@mantine/core';
import { LaunchDialog } from '../launch-dialog/launch-dialog';
import type { ReviewRequest } from '../launch-dialog/review-request';
import { followOtherPanels, useDraftStore } from '../launch-dialog/draft-store';
import type { UpgradeKind } from '../upgrade/upgrade-dialog';
import { upgradeDialogFor } from '../../lib/rules/launch-status';
import { withLaunchedAccounts } from '../../lib/rules/bulk-launch';
import type { LibrarySelection } from '../library';
import { SignInScreen } from '../sign-in/sign-in-screen';
import { WhenLoaded } from '../ui/lazy';
import { useStorageValue } from '../ui/use-storage-value';
import { useShowOpenedLaunch } from './show-opened-launch';
import { activeAccountItem, openBulkItem, openLaunchItem, trackedLaunchesItem, userItem, type BulkStarted } from '../../lib/extension/storage-items';
import { announcePanel } from '../../lib/extension/panel-port';
import { panelTransport, sendToBackground } from '../../lib/extension/panel-transport';
import { planQuery } from '../../lib/api-client/plan';
import { AccountNotice, useAccountName } from './active-account';
import { AppBar } from './app-bar';
import { useForgetOnSignOut } from './forget-on-sign-out';
import { KeptAccountNotice } from './kept-account-notice';
import { startBulkLaunch } from './bulk-launch';
import { AutomationsPage, BulkLaunchResults, ConfirmLaunchModal, LaunchErrorDialog, LaunchesPage, LibraryView, Tracker, UpgradeDialog } from './lazy-screens';
import { ROUTE_HASHES, routeOf, screenOf, type Route } from './screen';

const ROUTES = Object.keys(ROUTE_HASHES) as Route[];

// The side panel composes the features: sign-in, the launch dialog, confirm, progress and results,
// and the launches page. Routes (docs/product-rules.md#launches-page names only /launches) are the location's hash;
// screen.ts picks the screen.

function useRoute(): [Route, (r: Route) => void] {
  const [route, setRoute] = useState<Route>(() => routeOf(location.hash));
  useEffect(() => {
    const onHash = () => setRoute(routeOf(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return [route, (r) => (location.hash = ROUTE_HASHES[r])];
}

export function App() {
  const user = useStorageValue(userItem);
  const active = useStorageValue(activeAccountItem);
  const openLaunch = useStorageValue(openLaunchItem);
  const tracked = useStorageValue(trackedLaunchesItem);
  const [route, navigate] = useRoute();
  useForgetOnSignOut(user);
  // The background checks what the launches' automations did when the panel opens (docs/automations.md#watching).
  useEffect(announcePanel, []);
  // Another Ads Manager tab's panel may edit the draft too (docs/side-panel.md#where-the-panel-is-offered).
  useEffect(followOtherPanels, []);
  // A notification's launch opens on its tracker, wherever the panel was (show-opened-launch.ts).
  useShowOpenedLaunch();
  // Leaving the launch screen closes the launch dialog (docs/product-rules.md#import-and-export: the copy and import
  // flags are reset).
  useEffect(() => {
    if (route !== 'launch') useDraftStore.getState().closeDialog();
  }, [route]);
  const [review, setReview] = useState<(ReviewRequest & { key: string }) | null>(null);
  const [launchError, setLaunchError] = useState<{ message: string; cause?: string } | null>(null);
  // A bulk launch's results survive closing the panel, as a single launch's tracker does.
  const bulk = useStorageValue(openBulkItem);
  const setBulk = (started: BulkStarted[] | null) => void openBulkItem.setValue(started);
  const [upgrade, setUpgrade] = useState<{ kind: UpgradeKind; message: string } | null>(null);
  // The Automations page, behind the API's automations flag (docs/automations.md#the-feature-flag).
  const automationsOn = useQuery({ ...planQuery(panelTransport), enabled: Boolean(user) }).data?.data.features.automations === true;
  const account = useAccountName(active?.accountId ?? null);
  // docs/product-rules.md#plans-and-upgrade-dialogs: a refusal whose message names the subscription or the trial opens
  // its upgrade dialog.
  const openUpgrade = (message: string): boolean => {
    const kind = upgradeDialogFor(message);
    if (kind) setUpgrade({ kind, message });
    return kind !== null;
  };

  const screen = screenOf({ user, active, route, launch: openLaunch ? tracked?.[openLaunch] : undefined, bulk });
  // Each screen opens at its top, its title under the app bar, not at the scroll of the screen before (a long Step 2
  // left the tracker's title under the bar): before the browser paints it (docs/side-panel.md#the-app-bar).
  const step = useDraftStore((s) => s.step);
  const opened = `${screen.kind}:${screen.kind === 'tracker' ? screen.launch.id : ''}:${step}:${Boolean(bulk)}`;
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [opened]);
  if (screen.kind === 'sign-in') return <SignInScreen />;
  if (screen.kind === 'loading' || !user || !active) return null; // (the last two: for the type checker)
  const closeLaunch = () => void openLaunchItem.setValue(null);
  // "Launch N ads" in the library: its ads, folder and offer go into the launch dialog (docs/product-rules.md#library).
  const launchFromLibrary = (selection: LibrarySelection, accountId: string) => {
    useDraftStore.getState().launchFromLibrary({ ...selection, accountId });
    closeLaunch();
    navigate('launch');
  };
  const startNewCampaign = () => useDraftStore.getState().startNewCampaign();
  /** Adjust Settings after a failure: the draft again at `step`, to be sent as a new launch (a new key). */
  const adjustSettings = (step: 1 | 2) => {
    const store = useDraftStore.getState();
    store.newAttempt();
    store.setStep(step);
  };
  const goToLaunches = () => {
    setLaunchError(null);
    setBulk(null);
    closeLaunch();
    navigate('launches');
  };

  const screenContent = (
    <>
      {screen.kind === 'library' && (
        <WhenLoaded label="Loading the library">
          <LibraryView accountId={screen.accountId} onLaunch={(selection) => launchFromLibrary(selection, screen.accountId)} />
        </WhenLoaded>
      )}
      {screen.kind === 'launches' && (
        <WhenLoaded label="Loading launches">
          <LaunchesPage
            onOpen={(record) => {
              // The background follows the launch (it may have been started elsewhere) and opens its tracker.
              void sendToBackground({ type: 'follow-launch', record }).then(() => navigate('launch'));
            }}
          />
        </WhenLoaded>
      )}
      {screen.kind === 'automations' && (
        <WhenLoaded label="Loading automations">
          <AutomationsPage accountId={screen.accountId} />
        </WhenLoaded>
      )}
      {screen.kind === 'tracker' && (
        <WhenLoaded label="Loading the launch">
          <Tracker
            launch={screen.launch}
            onGoToLaunches={goToLaunches}
            onNewCampaign={() => {
              startNewCampaign();
              closeLaunch();
            }}
            onAdjust={() => {
              adjustSettings(2);
              closeLaunch();
            }}
            onClose={closeLaunch}
          />
        </WhenLoaded>
      )}
      {screen.kind === 'launch-dialog' && (
        <LaunchDialog
          accountId={screen.accountId}
          onGoToLaunches={goToLaunches}
          onReview={(r) => {
            setLaunchError(null);
            // The attempt's key, kept across reviews until a launch is sent (docs/product-rules.md#after-a-launch).
            setReview({ ...r, key: useDraftStore.getState().attemptKey() });
          }}
        />
      )}
    </>
  );
  // The Automations tab shows with the feature flag (or while its page is open).
  const routes = ROUTES.filter((r) => r !== 'automations' || automationsOn || route === 'automations');

  return (
    <>
      {/* The places are tabs (app-bar.tsx) and the screens their panels: only the open one renders. */}
      {/* The ground fills the panel's height, the app bar included: a main as tall as the panel under the bar made
          every screen scroll by the bar's height. */}
      <Tabs value={route} onChange={(r) => r && navigate(r as Route)} activateTabWithKeyboard={false} keepMounted={false} mih="100dvh" bg="var(--salvo-ground)">
        <AppBar routes={routes} userName={user.name} accountName={account.name} onLaunchTab={closeLaunch} />
        <Box component="main">
          <AccountNotice accountId={active.accountId} unavailable={account.unavailable} />
          <KeptAccountNotice active={active} />
          {routes.map((r) => (
            <Tabs.Panel key={r} value={r}>
              {screenContent}
            </Tabs.Panel>
          ))}
        </Box>
      </Tabs>
      {/* Dialogs, each loaded when first opened. */}
      <WhenLoaded label="Loading the dialog">
        {review && (
          <ConfirmLaunchModal
            input={review}
            // The plan's client and schemas load with the review, not with the first screen.
            loadPlan={(payload) => import('../../lib/api-client/launch-plan').then((m) => m.fetchLaunchPlan(panelTransport, payload))}
            onCancel={() => setReview(null)}
            onRefusal={(message) => {
              if (!openUpgrade(message)) return false;
              setReview(null);
              return true;
            }}
            onConfirm={async (reviewed) => {
              if (review.bulk) {
                const items = review.bulk.map((item, i) => ({ ...item, payload: reviewed[i]! }));
                const started = await startBulkLaunch(items, review.key);
                const sentTo = started.filter((s) => s.launchId !== null).map((s) => s.name);
                if (sentTo.length > 0) useDraftStore.getState().launchSent(new Date(), sentTo);
                setReview(null);
                setBulk(started);
                const refusal = started.find((s) => s.error && upgradeDialogFor(s.error));
                if (refusal?.error) openUpgrade(refusal.error);
                return true;
              }
              // One idempotency key per review: a double click or a retried message makes one launch.
              const result = await sendToBackground({
                type: 'start-launch',
                accountId: review.account.id,
                idempotencyKey: review.key,
                payload: reviewed[0],
              });
              setReview(null);
              if (result.ok) useDraftStore.getState().launchSent(new Date(), [review.account.name]);
              else if (!openUpgrade(result.error)) setLaunchError({ message: result.error, cause: result.cause });
              return result.ok;
            }}
          />
        )}
      </WhenLoaded>
      <WhenLoaded label="Loading the dialog">
        {bulk && (
          <BulkLaunchResults
            started={bulk}
            onGoToLaunches={goToLaunches}
            onNewCampaign={() => {
              startNewCampaign();
              setBulk(null);
            }}
            // Back to the setup (Step 1: the grid), the accounts that launched marked and left out of the next launch.
            onAdjust={(launchedIds) => {
              useDraftStore.getState().update((d) => withLaunchedAccounts(d, launchedIds));
              adjustSettings(1);
              setBulk(null);
            }}
            onClose={() => setBulk(null)}
          />
        )}
      </WhenLoaded>
      <WhenLoaded label="Loading the dialog">
        {upgrade && <UpgradeDialog kind={upgrade.kind} message={upgrade.message} onClose={() => setUpgrade(null)} />}
      </WhenLoaded>
      <WhenLoaded label="Loading the dialog">
        {launchError && (
          <LaunchErrorDialog
            message={launchError.message}
            cause={launchError.cause}
            onGoToLaunches={goToLaunches}
            onAdjust={() => {
              setLaunchError(null);
              useDraftStore.getState().setStep(2);
            }}
            onClose={() => setLaunchError(null)}
          />
        )}
      </WhenLoaded>
    </>
  );
}
