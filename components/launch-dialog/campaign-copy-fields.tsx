import { useState } from 'react';
import { Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { importQueries } from '../../lib/api-client/campaigns';
import { panelTransport } from '../../lib/extension/panel-transport';
import { IMPORT_ERROR } from '../../lib/rules/step-one-messages';
import { TOAST_MS } from '../../lib/rules/constants';
import { campaignModeOf, existingAdSetIdsOf, existingCampaignOf } from '../../lib/rules/launch-source';
import type { AdAccountContext, CampaignCopyMode } from '../../lib/rules';
import { useDraftStore } from './draft-store';
import { lazyComponent, WhenLoaded } from '../ui/lazy';

const ImportPickers = lazyComponent(() => import('./import-pickers').then((m) => m.ImportPickers));

// Duplicate and import in step 1 (docs/product-rules.md#duplicate, docs/product-rules.md#import-and-export): Salvo
// starts a duplicate from the Existing Campaign pickers ('Duplicate campaign', 'Duplicate ad set'); the campaign is
// loaded, fills the settings and step 2 opens. An import picks another ad account of the user and one of its
// campaigns; its creatives load, then step 2 opens with them as the ads (docs/campaign-modes.md).

const t = panelTransport;

/** Loads `campaignId` of `accountId`, fills the draft for `mode` and opens step 2; false when it failed. */
function useLoadCampaign(
  account: AdAccountContext,
): [string | null, (accountId: string, campaignId: string, mode: CampaignCopyMode, loading: string) => Promise<boolean>] {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState<string | null>(null);
  const load = async (accountId: string, campaignId: string, mode: CampaignCopyMode, message: string) => {
    setLoading(message);
    try {
      const { loadCampaignCopy } = await import('./load-campaign-copy');
      await loadCampaignCopy(queryClient, account, accountId, campaignId, mode);
      return true;
    } catch {
      // The toasts' store loads with the first toast, not with the first screen (docs/architecture.md#size).
      void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color: 'red', message: IMPORT_ERROR, autoClose: TOAST_MS }));
      return false;
    } finally {
      setLoading(null);
    }
  };
  return [loading, load];
}

function Loading({ message }: { message: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{message}</Text>
    </Group>
  );
}

const DUPLICATE_AD_SET_REASON = 'Choose one ad set to duplicate.';
const DUPLICATE_AD_SET_REASON_ID = 'duplicate-ad-set-reason';

/** 'Duplicate campaign' and 'Duplicate ad set' beside the Existing Campaign pickers. */
function DuplicateActions({ account }: { account: AdAccountContext }) {
  const accountId = account.id;
  const draft = useDraftStore((s) => s.draft)!;
  const [loading, load] = useLoadCampaign(account);
  const campaign = existingCampaignOf(draft);
  if (!campaign) return null;
  if (loading) return <Loading message={loading} />;
  const adSetIds = existingAdSetIdsOf(draft);
  const adSetId = adSetIds.length === 1 ? adSetIds[0]! : null;
  return (
    <Stack gap={4} pl="md">
      <Group gap="xs">
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => void load(accountId, campaign.id, { kind: 'duplicateCampaign' }, 'Loading the campaign to duplicate…')}
        >
          Duplicate campaign
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          disabled={!adSetId}
          aria-describedby={adSetId ? undefined : DUPLICATE_AD_SET_REASON_ID}
          onClick={() => adSetId && void load(accountId, campaign.id, { kind: 'duplicateAdSet', adSetId }, 'Loading the ad set to duplicate…')}
        >
          Duplicate ad set
        </Button>
      </Group>
      {/* Said on screen, not in a hover title: a disabled button takes no focus, and a touchpad or keyboard shows no title. */}
      {!adSetId && (
        <Text size="xs" c="dimmed" id={DUPLICATE_AD_SET_REASON_ID}>
          {DUPLICATE_AD_SET_REASON}
        </Text>
      )}
    </Stack>
  );
}

/** 'Import a campaign': the ad account picker (the user's other accounts), the campaign picker, Import Campaign. */
function ImportFields({ account }: { account: AdAccountContext }) {
  const accountId = account.id;
  const [on, setOn] = useState(false);
  const [from, setFrom] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [loading, load] = useLoadCampaign(account);
  const accountsQ = useQuery({ ...importQueries.accounts(t), enabled: on });
  const campaignsQ = useQuery({ ...importQueries.campaigns(t, from ?? ''), enabled: on && from !== null });
  const accounts = (accountsQ.data?.data ?? []).filter((a) => a.id !== accountId);
  const campaigns = campaignsQ.data?.data ?? [];

  return (
    <Stack gap="xs">
      <Switch label="Import a campaign from another ad account" checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
      {on && (
        <Stack gap="xs" pl="md">
          <WhenLoaded label="Loading the import">
            <ImportPickers
              accounts={accounts}
              accountsLoading={accountsQ.isFetching}
              accountsError={accountsQ.isError ? accountsQ.error.message : undefined}
              from={from}
              onFrom={(v) => {
                setFrom(v);
                setCampaignId(null);
              }}
              campaigns={campaigns}
              campaignsLoading={campaignsQ.isFetching}
              campaignsError={campaignsQ.isError ? campaignsQ.error.message : undefined}
              campaignId={campaignId}
              onCampaign={setCampaignId}
            />
          </WhenLoaded>
          {loading ? (
            <Loading message={loading} />
          ) : (
            <Button
              variant="default"
              disabled={!from || !campaignId}
              onClick={() => from && campaignId && void load(from, campaignId, { kind: 'import', accountId: from }, "Loading the campaign's creatives…")}
            >
              Import Campaign
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Step 1's duplicate actions (Existing Campaign) or import (New Campaign). */
export function CampaignCopyFields({ account }: { account: AdAccountContext }) {
  const mode = useDraftStore((s) => campaignModeOf(s.draft!));
  return mode === 'existing' ? <DuplicateActions account={account} /> : <ImportFields account={account} />;
}
