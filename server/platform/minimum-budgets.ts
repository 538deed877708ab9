import type { MinDailyBudgets } from '../../lib/contract/assets';
import { fromPlatformAmount } from '../../lib/rules/currency';
import type { AppDeps } from '../deps';

// The platform's minimum daily budgets per class of charged event (act_{id}/minimum_budgets;
// sim/README.md#minimum-budgets), in hundredths of the account's currency: what the budget field holds a launch to
// (docs/product-rules.md#currencies).

interface PlatformMinimumBudget {
  currency?: string;
  min_daily_budget_imp?: number | string;
  min_daily_budget_high_freq?: number | string;
  min_daily_budget_low_freq?: number | string;
  min_daily_budget_video_views?: number | string;
}

const FIELDS = 'currency,min_daily_budget_imp,min_daily_budget_high_freq,min_daily_budget_low_freq,min_daily_budget_video_views';

/** The account's minimums in its `currency`; null when the platform answers none in that currency. */
export async function loadMinimumBudgets(deps: AppDeps, accessToken: string, accountId: string, currency: string): Promise<MinDailyBudgets | null> {
  const answer = await deps.graph.get<{ data?: PlatformMinimumBudget[] }>(`${accountId}/minimum_budgets`, accessToken, { fields: FIELDS });
  const row = (answer.data ?? []).find((r) => r.currency === currency);
  if (!row) return null;
  const amount = (v: number | string | undefined) => fromPlatformAmount(v, currency);
  return {
    impressions: amount(row.min_daily_budget_imp),
    highFrequency: amount(row.min_daily_budget_high_freq),
    lowFrequency: amount(row.min_daily_budget_low_freq),
    videoViews: amount(row.min_daily_budget_video_views),
  };
}
