// What objects delivered, as tests tell the simulator (PUT /__sim/insights/{id}), and the metrics an automated rule
// reads from it over a time preset (sim/README.md#automated-rules). Amounts come in the account's currency as Insights
// answers them (spend 12.34) and are read by rules in the currency's minimum unit, as the platform's rule filters are.
import { currencyOf } from './currencies';
import type { GraphObject, InsightRow, SimAdAccount, World } from './world';

const DAY_MS = 86_400_000;

/** The date (YYYY-MM-DD) at `ms` in `timeZone`. */
export function dateIn(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

const shift = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days each preset covers, ending today (yesterday for YESTERDAY) in the account's time zone; LIFETIME: every day. */
const PRESET_DAYS: Readonly<Record<string, number>> = {
  TODAY: 1,
  LAST_2_DAYS: 2,
  LAST_3_DAYS: 3,
  LAST_7_DAYS: 7,
  LAST_14_DAYS: 14,
  LAST_28_DAYS: 28,
  LAST_30_DAYS: 30,
};
export const TIME_PRESETS: readonly string[] = [...Object.keys(PRESET_DAYS), 'YESTERDAY', 'LIFETIME'];

/** The preset's first and last day, or null for LIFETIME. */
function windowOf(preset: string, today: string): [string, string] | null {
  if (preset === 'LIFETIME') return null;
  if (preset === 'YESTERDAY') return [shift(today, -1), shift(today, -1)];
  return [shift(today, 1 - (PRESET_DAYS[preset] ?? 1)), today];
}

/** Stores a row; a row of the same dates is replaced. */
export function putInsights(world: World, objectId: string, row: InsightRow): InsightRow[] {
  const rows = (world.insights.get(objectId) ?? []).filter((r) => r.date_start !== row.date_start || r.date_stop !== row.date_stop);
  rows.push(row);
  world.insights.set(objectId, rows);
  return rows;
}

/** The object's own rows, else its children's (an ad set's ads, a campaign's ad sets), as the platform sums them. */
function rowsOf(world: World, obj: GraphObject): InsightRow[] {
  const own = world.insights.get(obj.id);
  if (own?.length) return own;
  const key = obj.type === 'campaign' ? 'campaign_id' : obj.type === 'adset' ? 'adset_id' : null;
  if (!key) return [];
  const childType = obj.type === 'campaign' ? 'adset' : 'ad';
  return [...world.objects.values()].filter((o) => o.type === childType && o.data[key] === obj.id).flatMap((o) => rowsOf(world, o));
}

/**
 * The rule fields of an object over a preset (undefined: no delivery in it, or a ratio of nothing). Money (spent and
 * the costs) in the currency's minimum unit; ctr in percent; ratios as decimals.
 */
export function metricsOf(world: World, account: SimAdAccount, obj: GraphObject, preset: string): Record<string, number | undefined> {
  const window = windowOf(preset, dateIn(world.clock(), account.timezone_name));
  const rows = rowsOf(world, obj).filter((r) => !window || (r.date_start >= window[0] && r.date_stop <= window[1]));
  if (rows.length === 0) return {};
  const sum = (f: (r: InsightRow) => number | undefined) => rows.reduce((n, r) => n + (f(r) ?? 0), 0);
  const spend = sum((r) => r.spend);
  const spent = Math.round(spend * currencyOf(account.currency).offset);
  const impressions = sum((r) => r.impressions);
  const clicks = sum((r) => r.clicks);
  const results = sum((r) => r.results);
  const reach = sum((r) => r.reach);
  const ratio = (a: number, b: number, times = 1) => (b > 0 ? (a * times) / b : undefined);
  return {
    spent,
    impressions,
    clicks,
    results,
    reach,
    cpc: ratio(spent, clicks),
    cpm: ratio(spent, impressions, 1000),
    ctr: ratio(clicks, impressions, 100),
    cost_per_result: ratio(spent, results),
    frequency: ratio(impressions, reach),
    website_purchase_roas: ratio(
      sum((r) => r.purchase_value),
      spend,
    ),
  };
}
