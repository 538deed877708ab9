import { Anchor, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { trackedLaunchesItem, type BulkStarted, type TrackedLaunch } from '../../lib/extension/storage-items';
import { bulkFailureMessage, bulkResultsTitle, isLaunchFailure, isLaunchSuccess, type BulkAccountOutcome } from '../../lib/rules';
import { StatusBadge } from '../ui/status-badge';
import { useStorageValue } from '../ui/use-storage-value';
import { onAdsManagerLinkClick } from '../../lib/extension/open-in-ads-manager';
import { adsManagerCampaignUrl } from './launch-results';

// The results of a bulk launch (docs/product-rules.md#results: 'Bulk Launch Successful!' / 'Bulk Launch Completed with
// Errors', per-account results, 'Unknown error occurred'): one line per account, followed to its end through the
// launches the background tracks. An account whose request was refused failed at once. Once all have ended: Launch New
// Campaign, or after a failure Adjust Settings (back to the setup, the accounts that launched left out of the next).

/** Salvo's wording while some account still runs (the spec names only the final titles). */
const IN_PROGRESS = 'Bulk Launch in Progress';
/** A launch the background let go of because the API no longer has it (launch-tracker.ts, a 404): it ran no more. */
export const LAUNCH_GONE = 'This launch no longer exists in Salvo. Check the ad account in Ads Manager.';

function outcomeOf(started: BulkStarted, tracked: Record<string, TrackedLaunch> | undefined): BulkAccountOutcome & { campaignId: string | null } {
  const base = { accountId: started.accountId, name: started.name, campaignId: null };
  if (!started.launchId) return { ...base, state: 'failed', message: started.error };
  if (tracked && !tracked[started.launchId]) return { ...base, state: 'failed', message: LAUNCH_GONE };
  const record = tracked?.[started.launchId]?.record;
  if (record && isLaunchSuccess(record.status)) return { ...base, state: 'succeeded', campaignId: record.campaignId };
  if (record && isLaunchFailure(record.status)) return { ...base, state: 'failed', message: record.errors[0]?.message, campaignId: record.campaignId };
  return { ...base, state: 'running' };
}

export function BulkLaunchResults({
  started,
  onGoToLaunches,
  onNewCampaign,
  onAdjust,
  onClose,
}: {
  started: readonly BulkStarted[];
  onGoToLaunches: () => void;
  onNewCampaign: () => void;
  /** After a failure (docs/product-rules.md#results): back to the setup, with the accounts that launched, to leave out. */
  onAdjust: (launchedIds: string[]) => void;
  onClose: () => void;
}) {
  const tracked = useStorageValue(trackedLaunchesItem);
  const outcomes = started.map((s) => outcomeOf(s, tracked));
  const title = bulkResultsTitle(outcomes);
  return (
    <Modal opened onClose={onClose} title={title ?? IN_PROGRESS} size="lg">
      <Stack gap="sm">
        <List spacing="xs" listStyleType="none" aria-label="Results per account">
          {outcomes.map((o) => (
            <List.Item key={o.accountId} data-testid={`bulk-result-${o.accountId}`}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {o.state === 'running' ? (
                  <Loader size="xs" aria-hidden />
                ) : (
                  <StatusBadge color={o.state === 'succeeded' ? 'green' : 'red'}>{o.state === 'succeeded' ? 'Launched' : 'Failed'}</StatusBadge>
                )}
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>{`${o.name} (${o.accountId})`}</Text>
                  {o.state === 'running' && <Text size="xs">Launching…</Text>}
                  {o.state === 'failed' && (
                    <Text size="xs" c="var(--mantine-color-error)">
                      {bulkFailureMessage(o.message)}
                    </Text>
                  )}
                  {o.campaignId && (
                    <Anchor
                      size="xs"
                      href={adsManagerCampaignUrl(o.accountId, o.campaignId)}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={onAdsManagerLinkClick(adsManagerCampaignUrl(o.accountId, o.campaignId))}
                    >
                      {`View ${o.name} in Ads Manager`}
                    </Anchor>
                  )}
                </Stack>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onGoToLaunches}>
            Go to Launches
          </Button>
          {title === 'Bulk Launch Successful!' && <Button onClick={onNewCampaign}>Launch New Campaign</Button>}
          {title === 'Bulk Launch Completed with Errors' && (
            <Button onClick={() => onAdjust(outcomes.filter((o) => o.state === 'succeeded').map((o) => o.accountId))}>Adjust Settings</Button>
          )}
          <Button variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
