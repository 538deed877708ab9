import crypto from 'node:crypto';
import type { LaunchPlan } from './plan';

// The digest of what a plan sends (docs/product-rules.md#review-and-confirm): the campaign's and the ad sets'
// parameters, what each one is (made, copied from, or existing) and how many ads each gets. Names and markers are left
// out: they hold the launch's own id and time, which differ between the review and the launch. Budgets, bids, bid
// strategies, spend limits, dates and targeting are all in it, so a launch whose plan changed since the review differs.

const OUT = new Set(['name', 'adlabels']);

/** JSON with sorted keys, so that equal plans give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => !OUT.has(key) && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function planDigest(plan: LaunchPlan): string {
  const adCount = (key: string) => plan.ads.filter((a) => a.adSetKey === key).length;
  const sent = {
    accountId: plan.accountId,
    campaign: { existing: plan.existingCampaignId, copyOf: plan.campaignCopyOf, params: plan.campaign?.params ?? null },
    adSets: plan.adSets.map((s) => ({ existing: s.existingId, copyOf: s.copyOf, params: s.params, ads: adCount(s.itemKey) })),
  };
  return crypto.createHash('sha256').update(canonical(sent)).digest('hex');
}
