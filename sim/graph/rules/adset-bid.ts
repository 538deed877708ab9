// Bid strategy rules: caps need bid_amount, minimum ROAS needs bid_constraints.roas_average_floor.
import { invalidParam } from '../errors';
import type { Rule, RuleContext } from './types';
import { asRecord, has } from './types';

/** With a campaign budget the strategy is the campaign's; otherwise the ad set's. */
const strategyOf = (ctx: RuleContext): unknown => ctx.values.bid_strategy ?? ctx.campaign?.data.bid_strategy;

export const bidAmountForCaps: Rule = {
  name: 'bid-amount-for-caps',
  edges: ['adsets'],
  onUpdate: true,
  check: (ctx) => {
    const s = strategyOf(ctx);
    if ((s !== 'COST_CAP' && s !== 'LOWEST_COST_WITH_BID_CAP') || has(ctx.values.bid_amount)) return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Bid amount required',
      userMsg: `The bid strategy ${String(s)} requires bid_amount.`,
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
