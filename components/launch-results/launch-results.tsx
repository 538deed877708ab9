import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LaunchRecord } from '../../lib/contract/launch';
import { onAdsManagerLinkClick } from '../../lib/extension/open-in-ads-manager';
import { isLaunchSuccess, launchErrorTexts } from '../../lib/rules';

// The results dialog's actions (docs/product-rules.md#results): Go to Launches, View in Ads Manager, Launch New
// Campaign (or Adjust Settings after a failure), Close. In the narrow side panel they sit under the tracker; the
// dialog itself opens only for 'An Error Occurred', when the launch request failed.

/** Ads Manager on the launched campaign of that account. */
export function adsManagerCampaignUrl(accountId: string, campaignId: string | null): string {
  const url = new URL('https://adsmanager.facebook.com/adsmanager/manage/campaigns');
  url.searchParams.set('act', accountId.replace(/^act_/, ''));
  if (campaignId) url.searchParams.set('selected_campaign_ids', campaignId);
  return url.toString();
}

export function LaunchResults({
  record,
  onGoToLaunches,
  onNewCampaign,
  onAdjust,
  onClose,
}: {
  record: LaunchRecord;
  onGoToLaunches: () => void;
  onNewCampaign: () => void;
  onAdjust: () => void;
  onClose: () => void;
}) {
  const ok = isLaunchSuccess(record.status);
  const inAdsManager = record.campaignId ? adsManagerCampaignUrl(record.accountId, record.campaignId) : null;
  return (
    <Group gap="xs" px="md" pb="md">
      <Button variant="default" onClick={onGoToLaunches}>
        Go to Launches
      </Button>
      {inAdsManager && (
        // In the Ads Manager tab beside the panel (open-in-ads-manager.ts); the link stays one for a new tab.
        <Button component="a" variant="default" href={inAdsManager} target="_blank" rel="noopener noreferrer" onClick={onAdsManagerLinkClick(inAdsManager)}>
          View in Ads Manager
        </Button>
      )}
      {ok ? <Button onClick={onNewCampaign}>Launch New Campaign</Button> : <Button onClick={onAdjust}>Adjust Settings</Button>}
      <Button variant="subtle" onClick={onClose}>
        Close
      </Button>
    </Group>
  );
}

/** The launch request itself failed (docs/product-rules.md#results: 'An Error Occurred', texts). */
export function LaunchErrorDialog({
  message,
  cause,
  onGoToLaunches,
  onAdjust,
  onClose,
}: {
  message: string | null;
  cause?: string;
  onGoToLaunches: () => void;
  onAdjust: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title="An Error Occurred" size={960}>
      <Stack gap="sm">
        <Text role="alert">{message || launchErrorTexts.launchError}</Text>
        {cause && (
          <Text size="sm" c="dimmed">
            {cause}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onGoToLaunches}>
            Go to Launches
          </Anchor>
          <Button onClick={onAdjust}>Adjust Settings</Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
