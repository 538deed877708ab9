import { describe, expect, it } from 'vitest';
import { adAccountFromUrl, isAdsManagerUrl } from './ads-manager-url';

describe('adAccountFromUrl', () => {
  it.each([
    ['https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=123', 'act_123'],
    ['https://business.facebook.com/adsmanager/manage/ads?business_id=9&act=act_456&nav_entry_point=x', 'act_456'],
    ['https://www.facebook.com/adsmanager/manage/campaigns?act=789&business_id=9&nav_source=flyout_menu', 'act_789'],
    ['https://adsmanager.facebook.com/adsmanager/manage/campaigns', null],
    ['https://business.facebook.com/adsmanager/manage/accounts?business_id=9', null],
    ['https://adsmanager.facebook.com/adsmanager/?act=abc', null],
    ['https://adsmanager.facebook.com/adsmanager/?act=', null],
  ])('%s → %s', (url, expected) => {
    expect(adAccountFromUrl(url)).toBe(expected);
  });
});

describe('isAdsManagerUrl', () => {
  it.each([
    ['https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=123', true],
    ['https://adsmanager.facebook.com/adsmanager', true],
    ['https://business.facebook.com/adsmanager/manage/accounts?business_id=9', true],
    ['https://www.facebook.com/adsmanager/manage/campaigns?act=1', true],
    ['http://127.0.0.1:4010/adsmanager/manage/campaigns?act=101', true],
    ['https://business.facebook.com/latest/home?business_id=9', false],
    ['https://business.facebook.com/latest/adsmanager', false],
    ['https://www.facebook.com/adsmanagerial', false],
    ['https://www.facebook.com/', false],
  ])('%s → %s', (url, expected) => {
    expect(isAdsManagerUrl(url)).toBe(expected);
  });
});
