import type { LaunchPayload } from '../../lib/contract/launch';
import type { AppDeps } from '../deps';
import { readSavedAudienceTargeting } from '../platform/assets-api';
import { GraphError, type GraphParams } from '../platform/graph-client';
import { launchErrorOf } from './errors';
import { LibraryAdError } from './library-ads';
import { outcomeOfError, TransientLaunchError } from './outcomes';

// An ad set has no saved-audience field: the platform's saved audience is a stored targeting spec, which the launch
// reads and gives its ad sets (plan-params.ts targetingOf; docs/product-rules.md#audiences).

/** The chosen saved audience's targeting, read with the user's token; undefined when none is chosen. */
export async function readSavedTargeting(deps: AppDeps, accessToken: string, p: LaunchPayload): Promise<GraphParams | undefined> {
  if (!p.selectedSavedAudienceId) return undefined;
  const what = "The ad sets' targeting from the saved audience";
  try {
    return await readSavedAudienceTargeting(deps, accessToken, p.selectedSavedAudienceId);
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (outcomeOfError(error).kind === 'failed') throw new LibraryAdError(launchErrorOf(what, error));
    throw new TransientLaunchError(`${what} could not be read yet`, { cause: error });
  }
}
