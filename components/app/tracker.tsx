import type { ComponentProps } from 'react';
import type { TrackedLaunch } from '../../lib/extension/storage-items';
import { LaunchProgress, launchPhase } from '../launch-progress/launch-progress';
import { LaunchResults } from '../launch-results/launch-results';

/** The tracker of the open launch, with its results (and their buttons' actions) once it has ended. */
export function Tracker({ launch, ...actions }: { launch: TrackedLaunch } & Omit<ComponentProps<typeof LaunchResults>, 'record'>) {
  return (
    <>
      <LaunchProgress launch={launch} />
      {launch.record && launchPhase(launch.record) !== 'running' && <LaunchResults record={launch.record} {...actions} />}
    </>
  );
}
