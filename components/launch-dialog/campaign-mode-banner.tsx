import { Alert, Button, Text } from '@mantine/core';
import { COPY_PREFIX, copyStartMessage, existingCampaignOf } from '../../lib/rules';
import { sourceStartNotKept } from '../../lib/rules/copy-start';
import { useDraftStore } from './draft-store';

// Step 2 says what the launch does with the campaign it was opened with: a duplicate (with its '[COPY] ' name)
// or an import; 'Stop duplicating' / 'Stop importing' ends that mode as closing the dialog does (draft-store.ts). A
// duplicated ad set whose own start was still to come says that the copy starts at the draft's start instead.

export function CampaignModeBanner({ timeZone }: { timeZone: string }) {
  const draft = useDraftStore((s) => s.draft)!;
  const stop = () => useDraftStore.getState().closeDialog();
  const action = (label: string) => (
    <Button size="compact-xs" variant="subtle" mt={4} onClick={stop}>
      {label}
    </Button>
  );
  const { source } = draft;
  const sourceStart = sourceStartNotKept(draft, timeZone, new Date());
  if (source.kind === 'duplicateAdSet') {
    return (
      <Alert color="blue" title="Duplicate ad set">
        <Text size="sm">
          Salvo copies the ad set into {existingCampaignOf(draft)?.name ?? 'its campaign'} as{' '}
          <strong>
            {COPY_PREFIX}
            {draft.adSetName || 'Ad set'}
          </strong>{' '}
          and adds your ads to the copy.
        </Text>
        {sourceStart && (
          <Text size="sm" mt={4}>
            {copyStartMessage(sourceStart, timeZone)}
          </Text>
        )}
        {action('Stop duplicating')}
      </Alert>
    );
  }
  if (source.kind === 'duplicateCampaign') {
    return (
      <Alert color="blue" title="Duplicate campaign">
        <Text size="sm">
          Salvo copies the campaign as{' '}
          <strong>
            {COPY_PREFIX}
            {draft.campaignName}
          </strong>
          , with new ad sets for your ads.
        </Text>
        {action('Stop duplicating')}
      </Alert>
    );
  }
  if (source.kind === 'import') {
    return (
      <Alert color="blue" title="Imported campaign">
        <Text size="sm">
          <strong>{draft.campaignName}</strong> from ad account {source.accountId.replace('act_', '')} is exported to this ad account with its creatives. Bid
          strategy and budget type are locked.
        </Text>
        {action('Stop importing')}
      </Alert>
    );
  }
  return null;
}
