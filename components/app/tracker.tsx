import type { ComponentProps } from 'react';
import type { TrackedLaunch } from '../../lib/extension/storage-items';
import { panelTransport } from '../../lib/extension/panel-transport';
import { LaunchProgress, launchPhase } from '../launch-progress/launch-progress';
import { LaunchAdReview } from '../launches/ad-review-summary';
import { LaunchResults } from '../launch-results/launch-results';

/** The tracker of the open launch, with its results (and their buttons' actions) once it has ended. */
export function Tracker({ launch, ...actions }: { launch: TrackedLaunch } & Omit<ComponentProps<typeof LaunchResults>, 'record'>) {
  return (
    <>
      <LaunchProgress launch={launch} />
      {launch.record && <LaunchAdReview record={launch.record} transport={panelTransport} />}
      {launch.record && launchPhase(launch.record) !== 'running' && <LaunchResults record={launch.record} {...actions} />}
    </>
  );
}
