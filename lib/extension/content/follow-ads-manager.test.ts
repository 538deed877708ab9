import { describe, expect, it, vi } from 'vitest';
import type { Message } from '../messages';
import { followAdsManager, launchTabPosition, type LaunchTabUi } from './follow-ads-manager';

// The content script's course through a page, with the background and the page's UI played by fakes: what it says
// to the background, when the Launch tab shows and where. On a real page: tests/e2e/ads-manager.spec.ts.

const AM = 'https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=123';
const OTHER_AM = 'https://business.facebook.com/adsmanager/manage/ads?act=act_456';
const SUITE = 'https://business.facebook.com/latest/home';

function setUp(position: unknown = { at: 0.2 }) {
  const sent: Message[] = [];
  /** The background's reply to each message; a test may hold one back. */
  let reply = (message: Message): Promise<unknown> => Promise.resolve(message.type === 'launch-tab-position' ? position : { ok: true });
  const send = vi.fn((message: Message) => {
    sent.push(message);
    return reply(message);
  });
  const ui = { mounted: false, mountedAt: [] as number[], removed: 0 };
  const tab: LaunchTabUi = {
    get mounted() {
      return ui.mounted;
    },
    mount: (at) => {
      ui.mounted = true;
      ui.mountedAt.push(at);
    },
    remove: () => {
      ui.mounted = false;
      ui.removed++;
    },
  };
  const createUi = vi.fn(() => Promise.resolve(tab));
  const follow = followAdsManager(send, createUi);
  return { sent, send, ui, createUi, follow, holdReplies: (r: typeof reply) => (reply = r) };
}

describe('the content script on a page', () => {
  it('stays dormant off Ads Manager: no message, no tab', async () => {
    const { sent, createUi, follow } = setUp();
    await follow(SUITE);
    await follow('https://www.facebook.com/adsmanagerx?act=123');
    expect(sent).toEqual([]);
    expect(createUi).not.toHaveBeenCalled();
  });

  it('on Ads Manager tells the background the account first, then shows the tab where the buyer left it', async () => {
    const { sent, ui, createUi, follow } = setUp({ at: 0.2 });
    await follow(AM);
    expect(sent).toEqual([{ type: 'ads-manager-account', accountId: 'act_123' }, { type: 'launch-tab-position' }]);
    expect(createUi).toHaveBeenCalledTimes(1);
    expect(ui.mountedAt).toEqual([0.2]);
  });

  it('makes the tab only once the background has the account (it offers the side panel first)', async () => {
    const { createUi, follow, holdReplies } = setUp();
    let answer!: () => void;
    holdReplies((m) => (m.type === 'ads-manager-account' ? new Promise((r) => (answer = () => r({ ok: true }))) : Promise.resolve({ at: 0.3 })));
    const done = follow(AM);
    await Promise.resolve();
    expect(createUi).not.toHaveBeenCalled();
    answer();
    await done;
    expect(createUi).toHaveBeenCalledTimes(1);
  });

  it('says null for the accounts overview, and another account as the page moves within Ads Manager, without a second tab', async () => {
    const { sent, ui, createUi, follow } = setUp();
    await follow('https://adsmanager.facebook.com/adsmanager/manage/accounts');
    await follow(OTHER_AM);
    expect(sent.filter((m) => m.type === 'ads-manager-account')).toEqual([
      { type: 'ads-manager-account', accountId: null },
      { type: 'ads-manager-account', accountId: 'act_456' },
    ]);
    expect(createUi).toHaveBeenCalledTimes(1);
    expect(ui.mountedAt).toHaveLength(1);
  });

  it('leaving Ads Manager within the page removes the tab and says so; coming back shows the same tab again', async () => {
    const { sent, ui, createUi, follow } = setUp({ at: 0.7 });
    await follow(AM);
    await follow(SUITE);
    expect(sent.at(-1)).toEqual({ type: 'ads-manager-left' });
    expect(ui).toMatchObject({ mounted: false, removed: 1 });
    await follow(SUITE);
    expect(sent.filter((m) => m.type === 'ads-manager-left')).toHaveLength(1);
    await follow(AM);
    expect(createUi).toHaveBeenCalledTimes(1);
    expect(ui.mountedAt).toEqual([0.7, 0.7]);
  });

  it('the latest navigation wins: a page left while its account was being told shows no tab', async () => {
    const { ui, createUi, follow, holdReplies } = setUp();
    let answer!: () => void;
    holdReplies((m) => (m.type === 'ads-manager-account' ? new Promise((r) => (answer = () => r({ ok: true }))) : Promise.resolve({ ok: true })));
    const first = follow(AM);
    const left = follow(SUITE);
    answer();
    await Promise.all([first, left]);
    expect(createUi).not.toHaveBeenCalled();
    expect(ui.mounted).toBe(false);
  });
});

describe('launchTabPosition', () => {
  it("is the background's `at`, and the middle of the edge when the background has none or does not answer", async () => {
    expect(await launchTabPosition(() => Promise.resolve({ at: 0 }))).toBe(0);
    expect(await launchTabPosition(() => Promise.resolve({ at: 0.9 }))).toBe(0.9);
    expect(await launchTabPosition(() => Promise.resolve(undefined))).toBe(0.5);
    expect(await launchTabPosition(() => Promise.resolve({ at: '0.9' }))).toBe(0.5);
  });
});
