import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeAccountItem, tabAccountsItem } from '../storage-items';
import { enteredAdsManager, leftAdsManager, registerAdsManagerTabs } from './ads-manager-tabs';

// Ads Manager tabs (docs/side-panel.md#where-the-panel-is-offered): the panel offered on them only, each tab's
// account, the accounts overview keeping the last account, and the map cleaned. WXT's fake browser has no sidePanel
// and no commands: Chrome's calls are recorded instead (the e2e suite runs them in Chromium, tests/e2e/ads-manager.spec.ts).

const setOptions = vi.fn(async (_options: { tabId?: number; path?: string; enabled?: boolean }) => undefined);
const settle = () => new Promise((r) => setTimeout(r, 10));
const tabsInMap = async () => Object.keys(await tabAccountsItem.getValue());
type UpdatedListener = Parameters<typeof fakeBrowser.tabs.onUpdated.trigger>;

beforeEach(() => {
  fakeBrowser.reset();
  setOptions.mockClear();
  Object.assign(fakeBrowser.sidePanel, { setOptions, setPanelBehavior: vi.fn(async () => undefined), open: vi.fn(async () => undefined) });
  Object.assign(fakeBrowser.commands, { onCommand: { addListener: vi.fn() } });
});

describe('an Ads Manager tab', () => {
  it('gets its own side panel before it answers, and Salvo follows its account', async () => {
    await enteredAdsManager({ id: 7, active: true }, 'act_101');
    expect(setOptions).toHaveBeenCalledWith({ tabId: 7, path: 'sidepanel.html', enabled: true });
    expect(await tabAccountsItem.getValue()).toEqual({ 7: 'act_101' });
    expect(await activeAccountItem.getValue()).toEqual({ accountId: 'act_101', tabId: 7 });
  });

  it('on a page without an account (the accounts overview) keeps the last account and says so', async () => {
    await enteredAdsManager({ id: 7, active: true }, 'act_101');
    await enteredAdsManager({ id: 7, active: true }, null);
    expect(await activeAccountItem.getValue()).toEqual({ accountId: 'act_101', tabId: 7, kept: true });
    expect(await tabAccountsItem.getValue()).toEqual({ 7: null });
    await enteredAdsManager({ id: 7, active: true }, 'act_204');
    expect(await activeAccountItem.getValue()).toEqual({ accountId: 'act_204', tabId: 7 });
  });

  it('with no account followed yet, the overview keeps none', async () => {
    await enteredAdsManager({ id: 7, active: true }, null);
    expect(await activeAccountItem.getValue()).toEqual({ accountId: null, tabId: 7, kept: false });
  });

  it('in the background is remembered without taking the account; switching to it takes it', async () => {
    registerAdsManagerTabs();
    await enteredAdsManager({ id: 7, active: true }, 'act_101');
    await enteredAdsManager({ id: 8, active: false }, 'act_204');
    expect((await activeAccountItem.getValue()).accountId).toBe('act_101');
    await fakeBrowser.tabs.onActivated.trigger({ tabId: 8, windowId: 1 });
    await settle();
    expect(await activeAccountItem.getValue()).toEqual({ accountId: 'act_204', tabId: 8 });
  });

  it('two tabs loading at once both stay in the map', async () => {
    await Promise.all([enteredAdsManager({ id: 7, active: false }, 'act_101'), enteredAdsManager({ id: 8, active: false }, 'act_204')]);
    expect(await tabAccountsItem.getValue()).toEqual({ 7: 'act_101', 8: 'act_204' });
  });
});

describe('leaving Ads Manager', () => {
  const navigate = (tabId: number, ...[change, tab]: [UpdatedListener[1], Partial<UpdatedListener[2]>]) =>
    fakeBrowser.tabs.onUpdated.trigger(tabId, change, { id: tabId, ...tab } as UpdatedListener[2]);

  beforeEach(async () => {
    registerAdsManagerTabs();
    await enteredAdsManager({ id: 7, active: true }, 'act_101');
    setOptions.mockClear();
  });

  it('within the page (the content script says so): the tab leaves the map and its panel is withdrawn', async () => {
    await leftAdsManager(7);
    expect(await tabsInMap()).toEqual([]);
    expect(setOptions).toHaveBeenCalledWith({ tabId: 7, enabled: false });
    // The account Salvo follows stays: the panel is gone from this tab anyway.
    expect((await activeAccountItem.getValue()).accountId).toBe('act_101');
  });

  it('to a page of another site, whose URL Chrome does not show: the same', async () => {
    await navigate(7, { status: 'loading' }, { status: 'loading' });
    await settle();
    expect(await tabsInMap()).toEqual([]);
    expect(setOptions).toHaveBeenCalledWith({ tabId: 7, enabled: false });
  });

  it("to Business Suite's home, in the page or not: the same", async () => {
    await navigate(7, { url: 'https://business.facebook.com/latest/home?business_id=1' }, { url: 'https://business.facebook.com/latest/home?business_id=1' });
    await settle();
    expect(await tabsInMap()).toEqual([]);
  });

  it('reloading Ads Manager or moving within it keeps the tab and its panel', async () => {
    const url = 'https://business.facebook.com/adsmanager/manage/campaigns?act=101';
    await navigate(7, { status: 'loading', url }, { status: 'loading', url });
    await navigate(7, { title: 'Ads Manager' }, { status: 'loading' });
    await navigate(7, { status: 'complete' }, { status: 'complete' });
    await settle();
    expect(await tabsInMap()).toEqual(['7']);
    expect(setOptions).not.toHaveBeenCalled();
  });

  it('closing the tab drops it from the map', async () => {
    await fakeBrowser.tabs.onRemoved.trigger(7, { windowId: 1, isWindowClosing: false });
    await settle();
    expect(await tabsInMap()).toEqual([]);
    // Chrome forgets a closed tab's panel itself.
    expect(setOptions).not.toHaveBeenCalled();
  });

  it('a tab that never was on Ads Manager is left alone', async () => {
    await navigate(9, { status: 'loading' }, { status: 'loading' });
    await settle();
    expect(await tabsInMap()).toEqual(['7']);
    expect(setOptions).not.toHaveBeenCalled();
  });
});
