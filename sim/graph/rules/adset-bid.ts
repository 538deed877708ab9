// Bid strategy rules: with a campaign budget the strategy is the campaign's; caps need bid_amount, the strategies
// without a cap take none; minimum ROAS needs bid_constraints.roas_average_floor.
import { invalidParam } from '../errors';
import type { Rule, RuleContext } from './types';
import { asRecord, campaignHasBudget, has, sentParams } from './types';

/** With a campaign budget the strategy is the campaign's; otherwise the ad set's (none: lowest cost without cap). */
const strategyOf = (ctx: RuleContext): unknown => ctx.values.bid_strategy ?? ctx.campaign?.data.bid_strategy;

// The rules below read the bid fields the call sends: an update of other fields leaves the stored bid alone.
export const adsetBidStrategyOfCampaign: Rule = {
  name: 'adset-bid-strategy-of-campaign',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const own = sentParams(ctx).bid_strategy;
    const campaigns = ctx.campaign?.data.bid_strategy;
    if (!campaignHasBudget(ctx) || !has(campaigns) || !has(own) || own === campaigns) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Bid Strategy Set by the Campaign',
      userMsg: `The campaign has a budget and the bid strategy ${String(campaigns)}: the ad set's bid strategy must be the campaign's, not ${String(own)}.`,
    });
  },
};

export const bidAmountForCaps: Rule = {
  name: 'bid-amount-for-caps',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const s = strategyOf(ctx);
    if ((s !== 'COST_CAP' && s !== 'LOWEST_COST_WITH_BID_CAP') || has(ctx.values.bid_amount)) return undefined;
    return invalidParam('Invalid parameter', {
      subcode: 1815857,
      userTitle: 'Bid Amount Required',
      userMsg: `The bid strategy ${String(s)} requires bid_amount.`,
    });
  },
};

export const bidAmountNotAllowed: Rule = {
  name: 'bid-amount-not-allowed',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const s = strategyOf(ctx) ?? 'LOWEST_COST_WITHOUT_CAP';
    if ((s !== 'LOWEST_COST_WITHOUT_CAP' && s !== 'LOWEST_COST_WITH_MIN_ROAS') || !has(sentParams(ctx).bid_amount)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Bid Amount Not Allowed',
      userMsg: `The bid strategy ${String(s)} takes no bid_amount: leave it out, or choose COST_CAP or LOWEST_COST_WITH_BID_CAP.`,
    });
  },
};

export const roasFloorForMinRoas: Rule = {
  name: 'roas-floor-for-min-roas',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    if (strategyOf(ctx) !== 'LOWEST_COST_WITH_MIN_ROAS') return undefined;
    if (has(asRecord(ctx.values.bid_constraints)?.roas_average_floor)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Minimum ROAS required',
      userMsg: 'The bid strategy LOWEST_COST_WITH_MIN_ROAS requires bid_constraints.roas_average_floor.',
    });
  },
};
