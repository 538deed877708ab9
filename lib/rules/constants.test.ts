import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as c from './constants';

/** What the table of docs/product-rules.md#limits-and-constants gives in the row that names `constant`. */
function documented(constant: string): string {
  const rules = fs.readFileSync(new URL('../../docs/product-rules.md', import.meta.url), 'utf8');
  const row = rules.split('\n').find((line) => line.startsWith('|') && line.endsWith(`| \`${constant}\` |`));
  if (!row) throw new Error(`docs/product-rules.md has no row for ${constant}`);
  return row.split('|')[2]!.trim();
}

describe('business constants', () => {
  it.each<[string, unknown, unknown]>([
    ['status poll 2 s', c.STATUS_POLL_MS, 2000],
    ['asset limit poll 20 s', c.ASSET_LIMIT_POLL_MS, 20_000],
    ['product search debounce 750 ms', c.PRODUCT_SEARCH_DEBOUNCE_MS, 750],
    ['interest and location search debounce 500 ms', c.SEARCH_DEBOUNCE_MS, 500],
    ['refresh assets limit 5 minutes', c.REFRESH_ASSETS_LIMIT_MS, 300_000],
    ['toast 5 s', c.TOAST_MS, 5000],
    ['deletion window 48 hours', c.DELETION_WINDOW_HOURS, 48],
    ['default daily 5', c.DEFAULT_DAILY_BUDGET, 5],
    ['default lifetime 35', c.DEFAULT_LIFETIME_BUDGET, 35],
    ['blur fallback daily 5', c.BLUR_FALLBACK_DAILY_BUDGET, 5],
    ['blur fallback lifetime 15', c.BLUR_FALLBACK_LIFETIME_BUDGET, 15],
    ['minimum daily 1', c.MIN_DAILY_BUDGET, 1],
    ['minimum lifetime 6 in the main validation', c.MIN_LIFETIME_BUDGET_AT_LAUNCH, 6],
    ['minimum lifetime 7 in the step-2 field', c.MIN_LIFETIME_BUDGET_IN_FIELD, 7],
    ['bid minimum 1', c.MIN_BID_AMOUNT, 1],
    ['target ROAS from 0.01', c.TARGET_ROAS_MIN, 0.01],
    ['target ROAS to 1,000', c.TARGET_ROAS_MAX, 1000],
    ['age 18', c.AGE_MIN, 18],
    ['age 65', c.AGE_MAX, 65],
    ['Advantage audience minimum 25', c.ADVANTAGE_AUDIENCE_MIN_AGE, 25],
    ['bulk locations maximum 100', c.MAX_BULK_LOCATIONS, 100],
    ['attribution 7c-1v', c.DEFAULT_ATTRIBUTION, '7c-1v'],
    ['traffic attribution 1c-0v', c.TRAFFIC_ATTRIBUTION, '1c-0v'],
    ['default currency USD', c.DEFAULT_CURRENCY, 'USD'],
    ['default devices', c.DEFAULT_PLACEMENT_DEVICES, ['desktop', 'mobile']],
    ['desktop Facebook placements', c.DESKTOP_FACEBOOK_PLACEMENTS, ['feed', 'right_hand_column', 'instream_video', 'search', 'marketplace']],
    ['conversion shortcodes', Object.values(c.CONVERSION_SHORTCODES), ['PUR', 'IC', 'LEAD', 'ATC', 'CR', 'LPV']],
    ['default shortcode PUR', c.DEFAULT_CONVERSION_SHORTCODE, 'PUR'],
    ['automation failure behaviours', Object.keys(c.AUTOMATION_FAILURE_BEHAVIOURS), ['NONE', 'PAUSE_AND_RESUME', 'PAUSE']],
    ['UTMs at most 512', c.MAX_URL_TAGS_LENGTH, 512],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('lead objective events: the documented list, in its order', () => {
    expect(c.LEAD_ALLOWED_EVENTS.join(', ')).toBe(documented('LEAD_ALLOWED_EVENTS'));
  });
});
