// Advantage+ shopping and app campaigns of the legacy flow (smart_promotion_type, made before the unified Advantage+
// flow): since v25, and on every version since 2026-05-19, they can no longer be created, duplicated or updated
// (sim/README.md#legacy-advantage-campaigns). They stay readable and keep running.
import type { GraphObject, World } from '../../state/world';
import { invalidParam, type GraphError } from '../errors';
import type { Rule } from './types';

export const LEGACY_SMART_PROMOTION_TYPES = ['AUTOMATED_SHOPPING_ADS', 'SMART_APP_PROMOTION'];

/** The legacy Advantage+ campaign `obj` is or is under (a campaign, an ad set or an ad); undefined when none. */
export function legacyCampaignOf(world: World, obj: GraphObject | undefined): GraphObject | undefined {
  const adset = obj?.type === 'ad' ? world.objects.get(String(obj.data.adset_id)) : obj;
  const campaign = adset?.type === 'adset' ? world.objects.get(String(adset.data.campaign_id)) : adset;
  return campaign?.type === 'campaign' && LEGACY_SMART_PROMOTION_TYPES.includes(String(campaign.data.smart_promotion_type)) ? campaign : undefined;
}

/** The refusal, its words the simulator's (code 100, no subcode: UNVERIFIED). */
export const legacyCampaignError = (campaign: GraphObject, what: string): GraphError =>
  invalidParam('Invalid parameter', {
    userTitle: 'Advantage+ Shopping or App Campaign No Longer Editable',
    userMsg: `Campaign ${campaign.id} is an Advantage+ shopping or app campaign of the former flow (smart_promotion_type): ${what} is no longer allowed. Make a new campaign with Advantage+ campaign budget, audience and placements instead.`,
  });

export const legacyAdvantageCampaign: Rule = {
  name: 'legacy-advantage-campaign',
  edges: ['campaigns', 'adsets', 'ads'],
  onUpdate: true,
  check: ({ world, edge, values, campaign, update }) => {
    const parent = update ?? (edge === 'adsets' ? campaign : edge === 'ads' ? world.objects.get(String(values.adset_id)) : undefined);
    const legacy = legacyCampaignOf(world, parent);
    return legacy ? legacyCampaignError(legacy, update ? 'updating it or its ad sets and ads' : 'adding ad sets or ads to it') : undefined;
  },
};
