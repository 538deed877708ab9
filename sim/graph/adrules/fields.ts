// Insights fields of a rule's filters, with the prefixes the platform documents ("Evaluation spec filters"):
// {object level.}{attribution window:}{time preset_}{field}, as `adset.yesterday_spent` (the ad set's spend
// yesterday) or `campaign.28d_view_1d_click:lifetime_results`. Each prefix is optional; their order is fixed.
import { TIME_PRESETS } from '../../state/insights';

/** Insights fields the simulator computes (state/insights.ts); money ones in the currency's minimum unit. */
const INSIGHT_FIELDS: readonly string[] = [
  'spent',
  'impressions',
  'clicks',
  'reach',
  'results',
  'frequency',
  'ctr',
  'cpc',
  'cpm',
  'cost_per_result',
  'website_purchase_roas',
];

/** The object levels from the lowest; a filter may read its own level or one above. */
export const LEVELS = ['AD', 'ADSET', 'CAMPAIGN'] as const;
export type Level = (typeof LEVELS)[number];

export interface InsightField {
  name: string;
  level?: Level;
  /** The attribution window, as written (e.g. 28d_view_1d_click): taken, not applied (insights have no windows here). */
  window?: string;
  /** The time preset the filter reads over instead of the rule's (e.g. YESTERDAY). */
  preset?: string;
}

const PRESET_PREFIXES = TIME_PRESETS.map((p) => p.toLowerCase()).join('|');
const PREFIXED = new RegExp(`^(?:(ad|adset|campaign)\\.)?(?:(\\d+d_(?:view|click)(?:_\\d+d_(?:view|click))?):)?(?:(${PRESET_PREFIXES})_)?([a-z_]+)$`);

/** The parts of an insights field, or undefined when it is not one. */
export function parseInsightField(field: string): InsightField | undefined {
  const m = PREFIXED.exec(field);
  if (!m?.[4] || !INSIGHT_FIELDS.includes(m[4])) return undefined;
  return {
    name: m[4],
    ...(m[1] ? { level: m[1].toUpperCase() as Level } : {}),
    ...(m[2] ? { window: m[2] } : {}),
    ...(m[3] ? { preset: m[3].toUpperCase() } : {}),
  };
}
