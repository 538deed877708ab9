import { useQuery } from '@tanstack/react-query';
import { launchGateQueries } from '../../lib/api-client/launch-gate';
import { panelTransport } from '../../lib/extension/panel-transport';
import { ASSET_LIMIT_POLL_MS, MEDIA_STATUS_POLL_MS } from '../../lib/rules/constants';
import { launchHoldMessages } from '../../lib/rules/step-one-messages';

// What holds a launch while the launch dialog is open (docs/side-panel.md#what-can-hold-a-launch): the asset-count
// check every 20 s (an errorKey of limitExceeded holds launching) and the media status (active means an import is
// running: launching is held until it ends). The media status is read when the dialog opens and again every 5 s
// while an import runs only, since each read costs the ad account a platform call.

export interface LaunchGate {
  /** The plan's limit and use when it is exceeded. */
  limitExceeded: { used: number; limit: number } | null;
  importRunning: boolean;
  /** Why the launch is off, or null. */
  hold: string | null;
}

export function useLaunchGate(accountId: string): LaunchGate {
  const t = panelTransport;
  const limitQ = useQuery({ ...launchGateQueries.assetLimit(t), refetchInterval: ASSET_LIMIT_POLL_MS });
  const mediaQ = useQuery({
    ...launchGateQueries.mediaStatus(t, accountId),
    refetchInterval: (q) => (q.state.data?.data === 'active' ? MEDIA_STATUS_POLL_MS : false),
  });
  const limit = limitQ.data?.data;
  const limitExceeded = limit?.errorKey === 'limitExceeded' ? { used: limit.used, limit: limit.limit ?? 0 } : null;
  const importRunning = mediaQ.data?.data === 'active';
  const hold = limitExceeded ? launchHoldMessages.limitReason : importRunning ? launchHoldMessages.importReason : null;
  return { limitExceeded, importRunning, hold };
}
