import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openInAdsManager } from './open-in-ads-manager';
import { activeAccountItem, tabAccountsItem } from './storage-items';

// "View in Ads Manager" (docs/side-panel.md#ads-manager-links): in the Ads Manager tab beside the panel, a new tab
// only when there is none.

const CAMPAIGN = 'https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=101&selected_campaign_ids=120';
const urls = async () => (await fakeBrowser.tabs.query({})).map((t) => t.url);

describe('opening Ads Manager from the panel', () => {
  let adsManager: number;
  beforeEach(async () => {
    fakeBrowser.reset();
    adsManager = (await fakeBrowser.tabs.create({ url: 'https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=101' })).id!;
  });

  it('navigates the Ads Manager tab Salvo follows, and opens no new tab', async () => {
    await tabAccountsItem.setValue({ [adsManager]: 'act_101' });
    await activeAccountItem.setValue({ accountId: 'act_101', tabId: adsManager });
    const before = (await urls()).length;
    await openInAdsManager(CAMPAIGN);
    expect((await fakeBrowser.tabs.get(adsManager)).url).toBe(CAMPAIGN);
    expect(await urls()).toHaveLength(before);
  });

  it('opens a new tab when the followed tab has left Ads Manager', async () => {
    await tabAccountsItem.setValue({});
    await activeAccountItem.setValue({ accountId: 'act_101', tabId: adsManager });
    await openInAdsManager(CAMPAIGN);
    expect((await fakeBrowser.tabs.get(adsManager)).url).not.toBe(CAMPAIGN);
    expect((await urls()).filter((u) => u === CAMPAIGN)).toHaveLength(1);
  });

  it('opens a new tab when the followed tab has closed', async () => {
    await tabAccountsItem.setValue({ 999: 'act_101' });
    await activeAccountItem.setValue({ accountId: 'act_101', tabId: 999 });
    await openInAdsManager(CAMPAIGN);
    expect((await urls()).filter((u) => u === CAMPAIGN)).toHaveLength(1);
  });
});
