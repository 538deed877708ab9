import { queryOptions } from '@tanstack/react-query';
import type { CampaignObjective } from '../contract/assets';
import { adSetsResponseSchema, campaignsResponseSchema } from '../contract/campaigns';
import type { AdCategory } from '../contract/launch';
import { call, type Transport } from './client';

// Existing campaigns and their ad sets (spec §4 "Existing campaign", §7 /facebook/campaigns/v2).

export const campaignQueries = {
  list: (t: Transport, accountId: string, campaignObjective: CampaignObjective, adCategory: AdCategory | null) =>
    queryOptions({
      queryKey: ['campaigns', accountId, campaignObjective, adCategory],
      queryFn: () =>
        call(t, { method: 'GET', path: '/facebook/campaigns/v2', query: { accountId, campaignObjective, ...(adCategory ? { adCategory } : {}) } }, campaignsResponseSchema),
    }),
  adSets: (t: Transport, accountId: string, campaignId: string) =>
    queryOptions({
      queryKey: ['campaign-adsets', accountId, campaignId],
      queryFn: () => call(t, { method: 'GET', path: `/facebook/campaigns/v2/${campaignId}/adsets`, query: { accountId } }, adSetsResponseSchema),
    }),
};
