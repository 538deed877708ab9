import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { api, fromPanel, fromTab, resetWorld, restartBackground, settle, signedIn, startBackground } from './background-kit';
import { activeAccountItem, openLaunchItem, trackedLaunchesItem, userItem } from '../storage-items';
import { launchRecord, sampleLaunchPayload } from '../../contract/test-fixtures';

vi.mock('../session-store', async () => ({ sessionStore: (await import('./background-kit')).sessionStore }));

// The background's launch tracker (docs/architecture.md, "Notify"; docs/security.md#signing-out): it polls each running
// launch every 2 s, backs off when a poll fails, notifies a finished launch once, resumes after Chrome restarted its
// worker, and lets go when the session ends. The background runs as Chrome starts it, on fake timers; the API is a
// fake behind fetch (background-kit.ts).

const ALARM = 'salvo-launch-poll';

/** Starts a launch from the panel, as Confirm Launch does; answers its id. */
async function launch(): Promise<string> {
  const reply = (await fromPanel({ type: 'start-launch', accountId: 'act_101', idempotencyKey: crypto.randomUUID(), payload: sampleLaunchPayload })) as {
    ok: boolean;
    campaignLaunchId: string;
  };
  expect(reply, JSON.stringify(reply) + JSON.stringify(api.requests)).toMatchObject({ ok: true });
  return reply.campaignLaunchId;
}
const finish = (id: string, status: 'COMPLETED' | 'FAILED' = 'COMPLETED') => {
  const entry = api.launches.get(id)!;
  entry.record = { ...entry.record, status, step: 'COMPLETED' };
};
const answerWith = (id: string, status: number) => void (api.launches.get(id)!.status = status);
/** Moves the clock on and lets what it started finish. */
const wait = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
};
/** The seconds between a launch's polls. */
const gaps = (id: string) => {
  const at = api.polls(id).map((p) => p.at);
  return at.slice(1).map((t, i) => (t - at[i]!) / 1000);
};
const badge = () => fakeBrowser.action.getBadgeText({});
const launchNotifications = async () => Object.keys(await fakeBrowser.notifications.getAll()).filter((n) => n.startsWith('launch:'));

describe('the launch tracker', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.clearAllTimers();
    vi.resetModules();
    resetWorld();
    await signedIn();
    await startBackground();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("a notification names the launch's ad account when its record has it", async () => {
    // A Multi Account Launch's notifications are told apart by their accounts.
    const created = vi.spyOn(fakeBrowser.notifications, 'create');
    const id = await launch();
    api.launches.get(id)!.record = { ...api.launches.get(id)!.record, accountName: 'Lumen – Japan' };
    finish(id);
    await wait(2000);
    expect(created.mock.calls[0]![1]).toMatchObject({ message: 'Spring · Lumen – Japan' });
  });

  it('polls a running launch every 2 s, notifies it once when it ends, then stops', async () => {
    const created = vi.spyOn(fakeBrowser.notifications, 'create');
    const id = await launch();
    expect(await openLaunchItem.getValue()).toBe(id);
    expect(await badge()).toBe('1');
    expect(await fakeBrowser.alarms.get(ALARM)).toMatchObject({ periodInMinutes: 0.5 });
    await wait(6000);
    expect(gaps(id)).toEqual([2, 2]);

    finish(id);
    await wait(2000);
    expect(await launchNotifications()).toEqual([`launch:${id}`]);
    expect(created).toHaveBeenCalledOnce();
    expect(created.mock.calls[0]![1]).toMatchObject({ title: 'Campaign Launch Complete', message: 'Spring' });
    expect((await trackedLaunchesItem.getValue())[id]).toMatchObject({ notified: true, statusError: false, record: { status: 'COMPLETED' } });
    expect(await badge()).toBe('');
    expect(await fakeBrowser.alarms.get(ALARM)).toBeUndefined();
    const polls = api.polls(id).length;
    await wait(60_000);
    expect(api.polls(id)).toHaveLength(polls);
    expect(created).toHaveBeenCalledOnce();
  });

  it('backs off while the poll fails (4, 8, 16, then every 30 s) and comes back to 2 s once it answers', async () => {
    const id = await launch();
    await wait(2000);
    answerWith(id, 503);
    await wait(120_000);
    expect(gaps(id).slice(0, 7)).toEqual([2, 4, 8, 16, 30, 30, 30]);
    expect((await trackedLaunchesItem.getValue())[id]).toMatchObject({ statusError: true });
    // Another launch is not held back by the failing one.
    answerWith(id, 200);
    const other = await launch();
    await wait(30_000);
    expect(gaps(other).every((g) => g === 2)).toBe(true);
    const recovered = api.polls(id).length;
    await wait(10_000);
    expect(api.polls(id).length - recovered).toBe(5);
    expect((await trackedLaunchesItem.getValue())[id]).toMatchObject({ statusError: false });
  });

  it('waits at least what a Retry-After says (up to 10 minutes), also in a worker Chrome restarted meanwhile', async () => {
    const id = await launch();
    await wait(2000);
    // Over the user's requests ceiling: the API asks for two minutes.
    Object.assign(api.launches.get(id)!, { status: 429, retryAfter: '120' });
    await wait(2000);
    const refusedAt = api.polls(id).at(-1)!.at;
    await wait(60_000);
    // Chrome stopped the idle worker; the alarm starts a new one, which still waits.
    await restartBackground();
    await fakeBrowser.alarms.onAlarm.trigger({ name: ALARM, scheduledTime: Date.now(), persistAcrossSessions: false });
    await wait(120_000 - (Date.now() - refusedAt) - 1000);
    expect(api.polls(id).at(-1)!.at).toBe(refusedAt);
    await wait(1000);
    expect(api.polls(id).at(-1)!.at).toBe(refusedAt + 120_000);
    // An hour is more than any window of the API: 10 minutes at most.
    api.launches.get(id)!.retryAfter = '3600';
    await wait(30 * 60_000);
    expect(gaps(id).slice(-2)).toEqual([600, 600]);
    // Answered again: every 2 s.
    api.launches.get(id)!.status = 200;
    await wait(10 * 60_000);
    expect(gaps(id).slice(-3)).toEqual([2, 2, 2]);
    expect((await trackedLaunchesItem.getValue())[id]).toMatchObject({ statusError: false });
  });

  it('lets go of a launch the API no longer has for this user (404): no more polls, no notification, off the badge, its tracker closed', async () => {
    const created = vi.spyOn(fakeBrowser.notifications, 'create');
    const gone = await launch();
    const other = await launch();
    await openLaunchItem.setValue(gone);
    await wait(2000);
    expect(await badge()).toBe('2');
    // Deleted (the person asked the platform to delete their data), or another person's.
    api.launches.delete(gone);
    await wait(2000);
    expect(Object.keys(await trackedLaunchesItem.getValue())).toEqual([other]);
    expect(await openLaunchItem.getValue()).toBeNull();
    expect(await badge()).toBe('1');
    const polls = api.polls(gone).length;
    await wait(10 * 60_000);
    expect(api.polls(gone)).toHaveLength(polls);
    expect(gaps(other).every((g) => g === 2)).toBe(true);
    // The last one gone too: nothing is polled, no alarm, no badge.
    api.launches.delete(other);
    await wait(2000);
    expect(await trackedLaunchesItem.getValue()).toEqual({});
    expect(await badge()).toBe('');
    expect(await fakeBrowser.alarms.get(ALARM)).toBeUndefined();
    const requests = api.requests.length;
    await wait(10 * 60_000);
    expect(api.requests).toHaveLength(requests);
    expect(created).not.toHaveBeenCalled();
  });

  it('stops on a 401: no poll without a session, no alarm, no badge; the launches stay for when the user is back', async () => {
    const id = await launch();
    await wait(2000);
    // The session ended elsewhere (signed out everywhere, expired, deauthorized).
    api.sessions.clear();
    await wait(2000);
    expect(await userItem.getValue()).toBeNull();
    const polls = api.requests.length;
    await wait(10 * 60_000);
    expect(api.requests).toHaveLength(polls);
    expect(api.requests.filter((r) => r.token === null)).toEqual([]);
    expect(await badge()).toBe('');
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
    expect(Object.keys(await trackedLaunchesItem.getValue())).toEqual([id]);

    // A restarted worker does not poll either.
    await restartBackground();
    await fakeBrowser.alarms.onAlarm.trigger({ name: ALARM, scheduledTime: Date.now(), persistAcrossSessions: false });
    await wait(60_000);
    expect(api.requests).toHaveLength(polls);
  });

  it('resumes after Chrome restarted the worker, and notifies a launch that ended meanwhile once', async () => {
    const created = vi.spyOn(fakeBrowser.notifications, 'create');
    const id = await launch();
    await wait(2000);
    // The restarted worker polls at once, then every 2 s.
    const before = api.polls(id).length;
    await restartBackground();
    expect(api.polls(id)).toHaveLength(before + 1);
    await wait(4000);
    expect(api.polls(id)).toHaveLength(before + 3);
    finish(id, 'FAILED');
    // Stopped again mid-wait; the alarm brings it back.
    await restartBackground();
    await fakeBrowser.alarms.onAlarm.trigger({ name: ALARM, scheduledTime: Date.now(), persistAcrossSessions: false });
    await settle();
    expect(await launchNotifications()).toEqual([`launch:${id}`]);
    expect(created.mock.calls.map((call) => ((call as unknown[])[1] as { title: string }).title)).toEqual(['Campaign Launch Failed']);
    // Restarted once more, it neither polls nor notifies a launch already notified.
    await restartBackground();
    const polls = api.polls(id).length;
    await wait(10_000);
    expect(api.polls(id)).toHaveLength(polls);
    expect(created).toHaveBeenCalledOnce();
  });

  it('opens the side panel of the Ads Manager tab in the click of a notification, before anything is awaited, then selects the launch', async () => {
    await fromTab(7, { type: 'ads-manager-account', accountId: 'act_101' });
    const id = await launch();
    finish(id);
    await wait(2_000);
    const [shown] = await launchNotifications();
    // The buyer has moved to another Ads Manager tab since: its panel opens, the one in front of them.
    await fromTab(9, { type: 'ads-manager-account', accountId: 'act_102' });
    await openLaunchItem.setValue(null);
    const clicked = fakeBrowser.notifications.onClicked.trigger(shown!);
    // Called synchronously by the click's listener: inside Chrome's user gesture. The panel is offered on Ads Manager
    // tabs only, so it opens in a tab.
    expect(fakeBrowser.sidePanel.open).toHaveBeenCalledWith({ tabId: 9 });
    await clicked;
    await settle();
    expect(await openLaunchItem.getValue()).toBe(id);

    // Clicked again while that launch is still the one open (the panel on another page): the panel hears it opened.
    const heard: Array<string | null> = [];
    const unwatch = openLaunchItem.watch((v) => heard.push(v));
    await fakeBrowser.notifications.onClicked.trigger(shown!);
    await settle();
    unwatch();
    expect(heard).toEqual([null, id]);
  });

  it("an automation's notification opens the panel on the launch it acted on, one this browser never followed", async () => {
    await fromTab(9, { type: 'ads-manager-account', accountId: 'act_101' });
    // Started in another browser: the platform has it, this one does not follow it.
    api.launches.set('l-other', { status: 200, record: launchRecord({ id: 'l-other', status: 'COMPLETED', step: 'COMPLETED', campaignName: 'Winter' }) });
    const created = vi.spyOn(fakeBrowser.notifications, 'create');
    const clicked = fakeBrowser.notifications.onClicked.trigger('automation:l-other:r1:2026-11-27T10:01:00+0000:120:PAUSED#tab=9');
    expect(fakeBrowser.sidePanel.open).toHaveBeenCalledWith({ tabId: 9 });
    await clicked;
    await settle();
    expect(await openLaunchItem.getValue()).toBe('l-other');
    expect((await trackedLaunchesItem.getValue())['l-other']?.record?.campaignName).toBe('Winter');
    // Already finished: followed for its tracker, not notified again.
    expect(created).not.toHaveBeenCalled();
  });

  it("a notification carries its tab: after Chrome restarted the worker, its click still opens that tab's panel at once", async () => {
    await activeAccountItem.setValue({ accountId: 'act_101', tabId: 7 });
    const id = await launch();
    finish(id);
    await wait(2_000);
    const [shown] = await launchNotifications();
    expect(shown).toBe(`launch:${id}#tab=7`);
    // The restarted worker has not followed any tab yet.
    await activeAccountItem.setValue({ accountId: 'act_101', tabId: null });
    await restartBackground();
    void fakeBrowser.notifications.onClicked.trigger(shown!);
    expect(fakeBrowser.sidePanel.open).toHaveBeenCalledWith({ tabId: 7 });
    await settle();
    expect(await openLaunchItem.getValue()).toBe(id);
  });
});
