import type { TrackedLaunch } from '../../lib/extension/storage-items';
import { LaunchProgress, launchPhase } from '../launch-progress/launch-progress';
import { LaunchResults } from '../launch-results/launch-results';

/** The tracker of the open launch, with its results once it has ended. */
export function Tracker({ launch, onGoToLaunches, onNewCampaign, onAdjust, onClose }: {
  launch: TrackedLaunch;
  onGoToLaunches: () => void;
  onNewCampaign: () => void;
  onAdjust: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <LaunchProgress launch={launch} />
      {launch.record && launchPhase(launch.record) !== 'running' && (
        <LaunchResults record={launch.record} onGoToLaunches={onGoToLaunches} onNewCampaign={onNewCampaign} onAdjust={onAdjust} onClose={onClose} />
      )}
    </>
  );
}
