// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { launchRecord } from '../../lib/contract/test-fixtures';
import { activeAccountItem, tabAccountsItem } from '../../lib/extension/storage-items';
import { adsManagerCampaignUrl, LaunchResults } from './launch-results';

// View in Ads Manager opens the campaign in the Ads Manager tab beside the panel (docs/side-panel.md#ads-manager-links).

const noop = () => undefined;
const record = launchRecord({ id: 'l1', accountId: 'act_101', status: 'COMPLETED', campaignId: '120210000000001' });
const campaign = adsManagerCampaignUrl('act_101', '120210000000001');

describe('View in Ads Manager', () => {
  let tab: number;
  beforeEach(async () => {
    fakeBrowser.reset();
    tab = (await fakeBrowser.tabs.create({ url: 'https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=101' })).id!;
    await tabAccountsItem.setValue({ [tab]: 'act_101' });
    await activeAccountItem.setValue({ accountId: 'act_101', tabId: tab });
    render(
      <MantineProvider env="test">
        <LaunchResults record={record} onGoToLaunches={noop} onNewCampaign={noop} onAdjust={noop} onClose={noop} />
      </MantineProvider>,
    );
  });
  afterEach(cleanup);

  it("navigates the panel's Ads Manager tab to the campaign, instead of opening a tab", async () => {
    const tabs = (await fakeBrowser.tabs.query({})).length;
    const followed = fireEvent.click(screen.getByRole('link', { name: 'View in Ads Manager' }));
    expect(followed).toBe(false); // the browser's new tab is not opened
    await waitFor(async () => expect((await fakeBrowser.tabs.get(tab)).url).toBe(campaign));
    expect(await fakeBrowser.tabs.query({})).toHaveLength(tabs);
  });

  it('a Ctrl-click is left to the browser (a new tab, as a link does), and the tab stays where it was', async () => {
    const link = screen.getByRole('link', { name: 'View in Ads Manager' });
    expect(link.getAttribute('href')).toBe(campaign);
    // What the panel's handler left to the browser, seen after it; then stopped (the test has no browser to open).
    let leftToBrowser: boolean | undefined;
    const after = (e: Event) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', after);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', after);
    expect(leftToBrowser).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect((await fakeBrowser.tabs.get(tab)).url).not.toBe(campaign);
  });
});
