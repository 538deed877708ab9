// Existing campaigns to launch into and to duplicate: one ad set per bid strategy across the advertiser's account,
// plus one campaign in each agency account.
import { insertObject, setStatus } from './store';
import type { World } from './world';

interface AdSetSeed {
  name: string;
  bid_strategy: string;
  optimization_goal: string;
  extra: Record<string, unknown>;
}
interface CampaignSeed {
  name: string;
  objective: string;
  status: string;
  cbo?: number;
  adsets: AdSetSeed[];
}

const US_TARGETING = { geo_locations: { countries: ['US'] }, age_min: 18, age_max: 65, targeting_automation: { advantage_audience: 0 } };

const ADVERTISER_CAMPAIGNS: CampaignSeed[] = [
  {
    name: 'Spring Sale – Website',
    objective: 'OUTCOME_SALES',
    status: 'ACTIVE',
    cbo: 5000,
    adsets: [{ name: 'Spring Sale – US 25-54', bid_strategy: 'LOWEST_COST_WITHOUT_CAP', optimization_goal: 'OFFSITE_CONVERSIONS', extra: {} }],
  },
  {
    name: 'Catering Leads',
    objective: 'OUTCOME_LEADS',
    status: 'ACTIVE',
    adsets: [
      {
        name: 'Catering – cost cap',
        bid_strategy: 'COST_CAP',
        optimization_goal: 'LEAD_GENERATION',
        // Each capped bid a fifth of its budget, as the platform holds them (sim/README.md#minimum-budgets).
        extra: { bid_amount: 400, daily_budget: 2000, destination_type: 'ON_AD' },
      },
      {
        name: 'Catering – bid cap',
        bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
        optimization_goal: 'LEAD_GENERATION',
        extra: { bid_amount: 300, daily_budget: 1500, destination_type: 'ON_AD' },
      },
    ],
  },
  {
    name: 'Holiday Value',
    objective: 'OUTCOME_SALES',
    status: 'PAUSED',
    adsets: [
      {
        name: 'Holiday – min ROAS',
        bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS',
        optimization_goal: 'VALUE',
        extra: { bid_constraints: { roas_average_floor: 15000 }, daily_budget: 3000 },
      },
    ],
  },
  {
    name: 'Blog Traffic',
    objective: 'OUTCOME_TRAFFIC',
    status: 'PAUSED',
    adsets: [{ name: 'Blog – link clicks', bid_strategy: 'LOWEST_COST_WITHOUT_CAP', optimization_goal: 'LINK_CLICKS', extra: { daily_budget: 1000 } }],
  },
];

function seedCampaign(world: World, accountId: string, c: CampaignSeed, pageId: string, pixelId: string): void {
  const campaign = insertObject(world, 'campaign', accountId, {
    name: c.name,
    objective: c.objective,
    special_ad_categories: [],
    buying_type: 'AUCTION',
    ...(c.cbo ? { daily_budget: String(c.cbo), bid_strategy: 'LOWEST_COST_WITHOUT_CAP' } : { is_adset_budget_sharing_enabled: false }),
  });
  setStatus(campaign, c.status);
  const imageHash = world.adImages.find((i) => i.adAccountId === accountId)?.hash;
  for (const s of c.adsets) {
    const promoted = s.optimization_goal === 'LEAD_GENERATION' ? { page_id: pageId } : { pixel_id: pixelId, custom_event_type: 'PURCHASE' };
    const adset = insertObject(world, 'adset', accountId, {
      name: s.name,
      campaign_id: campaign.id,
      optimization_goal: s.optimization_goal,
      billing_event: 'IMPRESSIONS',
      bid_strategy: s.bid_strategy,
      promoted_object: promoted,
      targeting: US_TARGETING,
      start_time: '2026-11-01T00:00:00-0500',
      destination_type: 'WEBSITE',
      attribution_spec: [
        { event_type: 'CLICK_THROUGH', window_days: 7 },
        { event_type: 'VIEW_THROUGH', window_days: 1 },
      ],
      ...s.extra,
    });
    // Budgets read as strings, bid_amount as an integer (the spec's AdSet fields).
    if (typeof adset.data.daily_budget === 'number') adset.data.daily_budget = String(adset.data.daily_budget);
    setStatus(adset, c.status);
    const creative = insertObject(world, 'adcreative', accountId, {
      name: `${s.name} – creative`,
      // The account's first image, as a real creative has one (an import must bring it to another account), and
      // texts: the ad set's name as the primary text, the campaign's as the headline (an import carries them over).
      object_story_spec: {
        page_id: pageId,
        link_data: {
          link: 'https://example.com/',
          message: s.name,
          name: c.name,
          ...(imageHash ? { image_hash: imageHash } : {}),
          call_to_action: { type: 'LEARN_MORE' },
        },
      },
      status: 'ACTIVE',
    });
    const ad = insertObject(world, 'ad', accountId, { name: `${s.name} – ad`, adset_id: adset.id, campaign_id: campaign.id, creative: { id: creative.id } });
    setStatus(ad, c.status);
  }
}

export function seedCampaigns(world: World): void {
  for (const account of world.adAccounts) {
    const page = world.pages.find((p) => p.adAccountIds.includes(account.id));
    const pixel = world.pixels.find((p) => p.adAccountIds.includes(account.id));
    if (!page || !pixel) continue;
    const seeds: CampaignSeed[] =
      account.id === 'act_101'
        ? ADVERTISER_CAMPAIGNS
        : [
            {
              name: `${account.name} – Always On`,
              objective: 'OUTCOME_TRAFFIC',
              status: 'ACTIVE',
              adsets: [{ name: 'Always On – broad', bid_strategy: 'LOWEST_COST_WITHOUT_CAP', optimization_goal: 'LINK_CLICKS', extra: { daily_budget: 2500 } }],
            },
          ];
    for (const c of seeds) seedCampaign(world, account.id, c, page.id, pixel.id);
  }
}
