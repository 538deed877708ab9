import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { ConfirmLaunchModal } from '../confirm-launch/confirm-launch-modal';
import { LaunchDialog, type ReviewRequest } from '../launch-dialog/launch-dialog';
import { useDraftStore } from '../launch-dialog/draft-store';
import { LaunchProgress, launchPhase } from '../launch-progress/launch-progress';
import { LaunchErrorDialog, LaunchResults } from '../launch-results/launch-results';
import { BulkLaunchResults } from '../launch-results/bulk-launch-results';
import { UpgradeDialog, type UpgradeKind } from '../upgrade/upgrade-dialog';
import { upgradeDialogFor } from '../../lib/rules';
import { LaunchesPage } from '../launches/launches-page';
import { LibraryView, type LibrarySelection } from '../library';
import { SignInScreen } from '../sign-in/sign-in-screen';
import { useStorageValue } from '../ui/use-storage-value';
import { activeAccountItem, openBulkItem, openLaunchItem, trackedLaunchesItem, userItem, type BulkStarted } from '../../lib/extension/storage-items';
import { sendToBackground } from '../../lib/extension/panel-transport';
import { startLaunchResultSchema } from '../../lib/extension/messages';
import { AccountBar } from './account-bar';
import { startBulkLaunch } from './bulk-launch';

// The side panel composes the features: sign-in, the launch dialog, confirm, progress and results,
// and the launches page. Routes (spec §2 names only /launches) are the location's hash.

type Route = 'launch' | 'launches' | 'library';
const HASHES: Record<Route, string> = { launch: '#/', launches: '#/launches', library: '#/library' };
const routeOf = (hash: string): Route => (hash === HASHES.launches ? 'launches' : hash === HASHES.library ? 'library' : 'launch');

function useRoute(): [Route, (r: Route) => void] {
  const [route, setRoute] = useState<Route>(() => routeOf(location.hash));
  useEffect(() => {
    const onHash = () => setRoute(routeOf(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return [route, (r) => (location.hash = HASHES[r])];
}

export function App() {
  const user = useStorageValue(userItem);
  const active = useStorageValue(activeAccountItem);
  const openLaunch = useStorageValue(openLaunchItem);
  const tracked = useStorageValue(trackedLaunchesItem);
  const [route, navigate] = useRoute();
  // Leaving the launch screen closes the launch dialog (§4: the copy and import flags are reset).
  useEffect(() => {
    if (route !== 'launch') useDraftStore.getState().closeDialog();
  }, [route]);
  const [review, setReview] = useState<(ReviewRequest & { key: string }) | null>(null);
  const [launchError, setLaunchError] = useState<{ message: string; cause?: string } | null>(null);
  // A bulk launch's results survive closing the panel, as a single launch's tracker does.
  const bulk = useStorageValue(openBulkItem);
  const setBulk = (started: BulkStarted[] | null) => void openBulkItem.setValue(started);
  const [upgrade, setUpgrade] = useState<{ kind: UpgradeKind; message: string } | null>(null);
  // §8: a refusal whose message names the subscription or the trial opens its upgrade dialog.
  const openUpgrade = (message: string): boolean => {
    const kind = upgradeDialogFor(message);
    if (kind) setUpgrade({ kind, message });
    return kind !== null;
  };

  if (user === undefined || active === undefined) return null;
  if (user === null) return <SignInScreen />;
  const launch = openLaunch ? tracked?.[openLaunch] : undefined;
  const closeLaunch = () => void openLaunchItem.setValue(null);
  // "Launch N ads" in the library: its ads, folder and offer go into the launch dialog (spec §2 inputs).
  const launchFromLibrary = (selection: LibrarySelection) => {
    const store = useDraftStore.getState();
    store.setLibraryAds(selection.ads, selection.folderName, selection.adNames);
    const { offer } = selection;
    if (offer) {
      store.update((d) => ({
        ...d,
        offerId: offer.id,
        destinationUrl: offer.url,
        displayLink: offer.displayLink ?? d.displayLink,
        urlTags: offer.trackingUtm ?? d.urlTags,
      }));
      useDraftStore.setState({ libraryOfferName: offer.name });
    }
    store.setStep(1);
    closeLaunch();
    navigate('launch');
  };
  const goToLaunches = () => {
    setLaunchError(null);
    setBulk(null);
    closeLaunch();
    navigate('launches');
  };

  return (
    <>
      <Group justify="space-between" px="md" pt="xs">
        <Group gap="sm">
          <Text size="sm" fw={600}>
            Salvo
          </Text>
          <Anchor size="sm" href="#/" onClick={closeLaunch}>
            Launch
          </Anchor>
          <Anchor size="sm" href="#/library">
            Library
          </Anchor>
          <Anchor size="sm" href="#/launches">
            Launches
          </Anchor>
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {user.name}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void sendToBackground({ type: 'sign-out' })}>
            Sign out
          </Button>
        </Group>
      </Group>
      <AccountBar accountId={active.accountId} />
      <main>
        {route === 'library' && active.accountId ? (
          <LibraryView accountId={active.accountId} onLaunch={launchFromLibrary} />
        ) : route === 'launches' ? (
          <LaunchesPage
            onOpen={(record) => {
              // The background follows the launch (it may have been started elsewhere) and opens its tracker.
              void sendToBackground({ type: 'follow-launch', record }).then(() => navigate('launch'));
            }}
          />
        ) : launch ? (
          <>
            <LaunchProgress launch={launch} />
            {launch.record && launchPhase(launch.record) !== 'running' && (
              <LaunchResults
                record={launch.record}
                onGoToLaunches={goToLaunches}
                onNewCampaign={() => {
                  useDraftStore.setState({ startOver: true });
                  closeLaunch();
                }}
                onAdjust={() => {
                  useDraftStore.getState().setStep(2);
                  closeLaunch();
                }}
                onClose={closeLaunch}
              />
            )}
          </>
        ) : bulk ? null : active.accountId ? (
          <LaunchDialog
            accountId={active.accountId}
            onReview={(r) => {
              setLaunchError(null);
              setReview({ ...r, key: crypto.randomUUID() });
            }}
          />
        ) : null}
      </main>
      {review && (
        <ConfirmLaunchModal
          input={review}
          error={null}
          onCancel={() => setReview(null)}
          onConfirm={async () => {
            if (review.bulk) {
              const started = await startBulkLaunch(review.bulk, review.key);
              setReview(null);
              setBulk(started);
              const refusal = started.find((s) => s.error && upgradeDialogFor(s.error));
              if (refusal?.error) openUpgrade(refusal.error);
              return true;
            }
            // One idempotency key per review: a double click or a retried message makes one launch.
            const result = startLaunchResultSchema.parse(
              await sendToBackground({ type: 'start-launch', accountId: review.account.id, idempotencyKey: review.key, payload: review.payload }),
            );
            setReview(null);
            if (!result.ok && !openUpgrade(result.error)) setLaunchError({ message: result.error, cause: result.cause });
            return result.ok;
          }}
        />
      )}
      {bulk && (
        <BulkLaunchResults
          started={bulk}
          onGoToLaunches={goToLaunches}
          onNewCampaign={() => {
            useDraftStore.setState({ startOver: true });
            setBulk(null);
          }}
          onClose={() => setBulk(null)}
        />
      )}
      {upgrade && <UpgradeDialog kind={upgrade.kind} message={upgrade.message} onClose={() => setUpgrade(null)} />}
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
    </>
  );
}
