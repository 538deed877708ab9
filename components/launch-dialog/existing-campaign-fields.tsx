import { MultiSelect, Select, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignQueries } from '../../lib/api-client/campaigns';
import { panelTransport } from '../../lib/extension/panel-transport';
import { createsNewAdSets, existingAdSetIdsOf, existingCampaignOf, money, setExistingAdSets, type FieldErrors } from '../../lib/rules';
import { campaignOptions, notOfferedNote } from './campaign-options';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';

// Existing Campaign (docs/product-rules.md#existing-campaign): the campaign picker (choosing one loads its ad sets,
// whose first sets the bid strategy) and the multi-select ad set picker with 'Create New Ad Set(s)'.

const NEW = '__new__';
const t = panelTransport;

export function ExistingCampaignFields({ accountId, currency, errors }: { accountId: string; currency: string; errors: FieldErrors }) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const dispatch = useDraftStore((s) => s.dispatch);
  const queryClient = useQueryClient();
  const campaignsQ = useQuery(campaignQueries.list(t, accountId, draft.objective, draft.isAdCategorized ? draft.adCategory : null));
  const campaignId = existingCampaignOf(draft)?.id ?? null;
  const adSetIds = existingAdSetIdsOf(draft);
  const createNew = createsNewAdSets(draft);
  const adSetsQ = useQuery({ ...campaignQueries.adSets(t, accountId, campaignId ?? ''), enabled: campaignId !== null });
  const campaigns = campaignsQ.data?.data ?? [];
  const adSets = adSetsQ.data?.data ?? [];

  return (
    <Stack gap="xs" pl="md">
      <Select
        id={fieldId('existingCampaign')}
        label="Existing campaign"
        placeholder={campaignsQ.isFetching ? 'Loading campaigns…' : campaigns.length ? 'Select a campaign' : 'No campaigns for this objective'}
        searchable
        data={campaignOptions(campaigns)}
        description={notOfferedNote(campaigns)}
        value={campaignId}
        onChange={async (id) => {
          const c = campaigns.find((x) => x.id === id);
          if (!c) return;
          const sets = (await queryClient.fetchQuery(campaignQueries.adSets(t, accountId, c.id))).data;
          const campaign = {
            id: c.id,
            name: c.name,
            isCBO: c.isCBO,
            budgetType: c.budgetType,
            // The campaigns' amounts are in this account's currency.
            budget: c.budget === null ? null : money(c.budget, currency),
            bidStrategy: c.bidStrategy,
            bidAmount: c.bidAmount === null ? null : money(c.bidAmount, currency),
            specialAdCategories: c.specialAdCategories,
            status: c.status,
          };
          dispatch({ type: 'selectExistingCampaign', campaign, adSets: sets, currency });
        }}
        error={errors.existingCampaign?.[0] ?? (campaignsQ.isError ? campaignsQ.error.message : undefined)}
      />
      {campaignId && (
        <MultiSelect
          id={fieldId('existingAdSetIds')}
          label="Ad sets"
          placeholder={createNew || adSetIds.length ? undefined : 'Select ad sets'}
          data={[{ value: NEW, label: 'Create New Ad Set(s)' }, ...adSets.map((a) => ({ value: a.id, label: a.name }))]}
          value={createNew ? [NEW] : adSetIds}
          onChange={(ids) => {
            const picked = ids.includes(NEW) && !createNew;
            update((d) =>
              picked
                ? setExistingAdSets(d, [], true)
                : setExistingAdSets(
                    d,
                    ids.filter((i) => i !== NEW),
                    false,
                  ),
            );
          }}
          error={errors.existingAdSetIds?.[0]}
        />
      )}
    </Stack>
  );
}
