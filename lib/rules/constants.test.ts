import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('§9 business constants', () => {
  it.each<[string, unknown, unknown]>([
    ['§9 status poll 2 s', c.STATUS_POLL_MS, 2000],
    ['§9 asset limit poll 20 s', c.ASSET_LIMIT_POLL_MS, 20_000],
    ['§9 product search debounce 750 ms', c.PRODUCT_SEARCH_DEBOUNCE_MS, 750],
    ['§9 interest and location search debounce 500 ms', c.SEARCH_DEBOUNCE_MS, 500],
    ['§9 refresh assets limit 5 minutes', c.REFRESH_ASSETS_LIMIT_MS, 300_000],
    ['§9 toast 5 s', c.TOAST_MS, 5000],
    ['§9 deletion window 48 hours', c.DELETION_WINDOW_HOURS, 48],
    ['§9 default daily 5', c.DEFAULT_DAILY_BUDGET, 5],
    ['§9 default lifetime 35', c.DEFAULT_LIFETIME_BUDGET, 35],
    ['§9 blur fallback daily 5', c.BLUR_FALLBACK_DAILY_BUDGET, 5],
    ['§9 blur fallback lifetime 15', c.BLUR_FALLBACK_LIFETIME_BUDGET, 15],
    ['§9 minimum daily 1', c.MIN_DAILY_BUDGET, 1],
    ['§9 minimum lifetime 6 in the main validation', c.MIN_LIFETIME_BUDGET_AT_LAUNCH, 6],
    ['§9 minimum lifetime 7 in the step-2 field', c.MIN_LIFETIME_BUDGET_IN_FIELD, 7],
    ['§9 bid minimum 1', c.MIN_BID_AMOUNT, 1],
    ['§9 target ROAS from 0.01', c.TARGET_ROAS_MIN, 0.01],
    ['§9 target ROAS to 1,000', c.TARGET_ROAS_MAX, 1000],
    ['§9 age 18', c.AGE_MIN, 18],
    ['§9 age 65', c.AGE_MAX, 65],
    ['§9 Advantage audience minimum 25', c.ADVANTAGE_AUDIENCE_MIN_AGE, 25],
    ['§9 bulk locations maximum 100', c.MAX_BULK_LOCATIONS, 100],
    ['§9 attribution 7c-1v', c.DEFAULT_ATTRIBUTION, '7c-1v'],
    ['§9 traffic attribution 1c-0v', c.TRAFFIC_ATTRIBUTION, '1c-0v'],
    ['§9 default currency USD', c.DEFAULT_CURRENCY, 'USD'],
    ['§9 default devices', c.DEFAULT_PLACEMENT_DEVICES, ['desktop', 'mobile']],
    ['§9 desktop Facebook placements', c.DESKTOP_FACEBOOK_PLACEMENTS, ['feed', 'right_hand_column', 'instream_video', 'search', 'marketplace']],
    ['§9 conversion shortcodes', Object.values(c.CONVERSION_SHORTCODES), ['PUR', 'IC', 'LEAD', 'ATC', 'CR', 'LPV']],
    ['§9 default shortcode PUR', c.DEFAULT_CONVERSION_SHORTCODE, 'PUR'],
    ['§9 automation failure behaviours', Object.keys(c.AUTOMATION_FAILURE_BEHAVIOURS), ['NONE', 'PAUSE_AND_RESUME', 'PAUSE']],
    ['§5 UTMs at most 512', c.MAX_URL_TAGS_LENGTH, 512],
    [
      '§5 lead objective events',
      c.LEAD_ALLOWED_EVENTS,
      [
        'COMPLETE_REGISTRATION',
        'COMPLETE_TUTORIAL',
        'CONTACT',
        'FIND_LOCATION',
        'LEAD',
        'SCHEDULE',
        'SEARCH',
        'START_TRIAL',
        'SUBMIT_APPLICATION',
        'SUBSCRIBE',
        'CONTENT_VIEW',
      ],
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
