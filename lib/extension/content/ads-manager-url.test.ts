import { describe, expect, it } from 'vitest';
import { adAccountFromUrl } from './ads-manager-url';

describe('adAccountFromUrl', () => {
  it.each([
    ['https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=123', 'act_123'],
    ['https://business.facebook.com/adsmanager/manage/ads?business_id=9&act=act_456&nav_entry_point=x', 'act_456'],
    ['https://adsmanager.facebook.com/adsmanager/manage/campaigns', null],
    ['https://adsmanager.facebook.com/adsmanager/?act=abc', null],
    ['https://adsmanager.facebook.com/adsmanager/?act=', null],
  ])('%s → %s', (url, expected) => {
    expect(adAccountFromUrl(url)).toBe(expected);
  });
});
