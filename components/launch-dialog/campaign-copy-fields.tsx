import { useState } from 'react';
import { Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import { importQueries } from '../../lib/api-client/campaigns';
import { panelTransport } from '../../lib/extension/panel-transport';
import { IMPORT_ERROR, copyAmountsNotice, startCopy } from '../../lib/rules/campaign-prefill';
import { TOAST_MS } from '../../lib/rules/constants';
import { campaignModeOf, existingAdSetIdsOf, existingCampaignOf } from '../../lib/rules/launch-source';
import { importedAds } from '../../lib/rules/imported-ads';
import type { AdAccountContext, CampaignCopyMode, CopyContext } from '../../lib/rules';
import { fetchCacheFirst } from './use-cache-first';
import { COUNTRIES } from './countries';
import { useDraftStore } from './draft-store';
import { importedLaunchAds } from './imported-ad-copies';
import { lazyComponent, WhenLoaded } from '../ui/lazy';

const ImportPickers = lazyComponent(() => import('./import-pickers').then((m) => m.ImportPickers));

// Duplicate and import in step 1 (docs/product-rules.md#duplicate, docs/product-rules.md#import-and-export): Salvo
// starts a duplicate from the Existing Campaign pickers ('Duplicate campaign', 'Duplicate ad set'); the campaign is
// loaded, fills the settings and step 2 opens. An import picks another ad account of the user and one of its
// campaigns; its creatives load, then step 2 opens with them as the ads (docs/campaign-modes.md).

const t = panelTransport;

/**
 * What the prefill resolves a source against: this account's pages, pixels and Instagram accounts (a source's that
 * the account lacks is asked for) and its custom audiences' names. A list that fails to load keeps the source's ids.
 */
async function copyContext(queryClient: QueryClient, account: AdAccountContext): Promise<CopyContext> {
  const get = <T,>(p: Promise<T>) => p.catch(() => undefined);
  const [pages, pixels, instagram, audiences] = await Promise.all([
    get(fetchCacheFirst(queryClient, (from) => assetQueries.pages(t, account.id, from))),
    get(fetchCacheFirst(queryClient, (from) => assetQueries.pixels(t, account.id, from))),
    get(fetchCacheFirst(queryClient, (from) => assetQueries.instagramAccounts(t, account.id, from))),
    get(queryClient.fetchQuery(assetQueries.customAudiences(t, account.id))),
  ]);
  return {
    account,
    countries: COUNTRIES,
    pages: pages?.data,
    pixels: pixels?.data,
    instagramAccounts: instagram?.data,
    customAudiences: audiences?.data,
  };
}

/** Loads `campaignId` of `accountId`, fills the draft for `mode` and opens step 2; false when it failed. */
function useLoadCampaign(
  account: AdAccountContext,
): [string | null, (accountId: string, campaignId: string, mode: CampaignCopyMode, loading: string) => Promise<boolean>] {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState<string | null>(null);
  const load = async (accountId: string, campaignId: string, mode: CampaignCopyMode, message: string) => {
    setLoading(message);
    try {
      const adsetId = mode.kind === 'duplicateAdSet' ? mode.adSetId : undefined;
      const details = (await queryClient.fetchQuery(importQueries.details(t, accountId, campaignId, adsetId))).data;
      if (!details) throw new Error('No campaign details');
      // An import's ads are its own creatives' images (copied to this account by the server when launched) with
      // their texts as library copies; made before the draft changes, so a failure leaves step 1 as it was.
      const launchAds = mode.kind === 'import' ? await importedLaunchAds(queryClient, t, details) : null;
      const ctx = await copyContext(queryClient, account);
      const store = useDraftStore.getState();
      store.update((d) => startCopy(d, details, mode, ctx, existingCampaignOf(d)));
      store.setAmountsNotice(copyAmountsNotice(details, account.currency));
      // Named as the launch names them: by the image's hash and the copy of its texts (same order as the ads).
      const adNames = importedAds(details).map((ad) => ({
        creativeName: ad.imageId,
        ...(ad.copy ? { copy: { name: ad.copy.name, headline: ad.copy.headline } } : {}),
      }));
      if (launchAds) store.setLibraryAds(launchAds, undefined, adNames);
      store.setStep(2);
      return true;
    } catch {
      notifications.show({ color: 'red', message: IMPORT_ERROR, autoClose: TOAST_MS });
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
