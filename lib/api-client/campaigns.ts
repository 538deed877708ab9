import { queryOptions } from '@tanstack/react-query';
import type { CampaignObjective } from '../contract/assets';
import { adSetsResponseSchema, campaignsResponseSchema, importAccountsResponseSchema, importDetailsResponseSchema } from '../contract/campaigns';
import type { AdCategory } from '../contract/launch';
import { call, type Transport } from './client';

// Existing campaigns and their ad sets (spec §4 "Existing campaign", §7 /facebook/campaigns/v2).

export const campaignQueries = {
  list: (t: Transport, accountId: string, campaignObjective: CampaignObjective, adCategory: AdCategory | null) =>
    queryOptions({
      queryKey: ['campaigns', accountId, campaignObjective, adCategory],
      queryFn: () =>
        call(
          t,
          { method: 'GET', path: '/facebook/campaigns/v2', query: { accountId, campaignObjective, ...(adCategory ? { adCategory } : {}) } },
          campaignsResponseSchema,
        ),
    }),
  adSets: (t: Transport, accountId: string, campaignId: string) =>
    queryOptions({
      queryKey: ['campaign-adsets', accountId, campaignId],
      queryFn: () => call(t, { method: 'GET', path: `/facebook/campaigns/v2/${campaignId}/adsets`, query: { accountId } }, adSetsResponseSchema),
    }),
};

// Duplicate and import (spec §4 "Import", §7 /facebook/campaigns/v2/import/...): the accounts to import from, the
// campaigns of one of them whatever their objective, and a campaign's details (its creatives included).
export const importQueries = {
  accounts: (t: Transport) =>
    queryOptions({
      queryKey: ['import-accounts'],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/campaigns/v2/import/ad-accounts' }, importAccountsResponseSchema),
    }),
  campaigns: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['campaigns', accountId, 'all'],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/campaigns/v2', query: { accountId } }, campaignsResponseSchema),
    }),
  details: (t: Transport, accountId: string, campaignId: string, adsetId?: string) =>
    queryOptions({
      queryKey: ['import-details', accountId, campaignId, adsetId ?? null],
      queryFn: () =>
        call(
          t,
          { method: 'GET', path: `/facebook/campaigns/v2/import/${campaignId}/details`, query: { accountId, ...(adsetId ? { adsetId } : {}) } },
          importDetailsResponseSchema,
        ),
      // Read afresh each time: the campaign may have changed in Ads Manager since.
      staleTime: 0,
    }),
};
