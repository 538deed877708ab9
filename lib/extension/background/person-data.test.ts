import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { api, fromPanel, resetWorld, settle, signedIn, startBackground } from './background-kit';
import { EMPTY_LIBRARY_SELECTION, librarySelectionItem } from '../library-storage';
import { activeAccountItem, launchDraftItem, openBulkItem, openLaunchItem, tabAccountsItem, trackedLaunchesItem, userItem } from '../storage-items';
import { sampleLaunchPayload } from '../../contract/test-fixtures';

vi.mock('../session-store', async () => ({ sessionStore: (await import('./background-kit')).sessionStore }));

// What the extension keeps of the person signed in, and forgetting it (docs/security.md#signing-out): signing out
// here or everywhere empties it, so the next person at a shared computer starts clean; a session that ends on its own
// keeps it for that person, and another person's sign-in forgets it first. Through the messages the panel sends and
// the events Chrome fires (background-kit.ts).

/** What the person leaves behind: a running launch (tracked, open, polled, on the badge), a draft, a library selection,
 * a Multi Account Launch's results, automation actions seen, notifications, and the account followed on a page that
 * no longer shows it (Ads Manager's accounts overview). */
async function leaveThingsBehind(): Promise<string> {
  const started = (await fromPanel({ type: 'start-launch', accountId: 'act_101', idempotencyKey: crypto.randomUUID(), payload: sampleLaunchPayload })) as {
    campaignLaunchId: string;
  };
  await launchDraftItem.setValue({ state: { draft: { campaignName: 'Spring' } }, version: 1 });
  await librarySelectionItem.setValue({ ...EMPTY_LIBRARY_SELECTION, accountId: 'act_101', copyIds: ['c1'] });
  await openBulkItem.setValue([{ accountId: 'act_101', name: "Ava's Bakery", launchId: started.campaignLaunchId }]);
  await fakeBrowser.storage.local.set({ automationActionsSeen: { userId: 'u1', keys: ['r1:PAUSED'] } });
  await fakeBrowser.notifications.create(`launch:${started.campaignLaunchId}`, { type: 'basic', iconUrl: '', title: 'Campaign Launch Complete', message: '' });
  await fakeBrowser.notifications.create('automation:r1', { type: 'basic', iconUrl: '', title: 'Automation Acted on Your Launch', message: '' });
  await tabAccountsItem.setValue({ '7': null });
  await activeAccountItem.setValue({ accountId: 'act_101', tabId: 7 });
  await settle();
  return started.campaignLaunchId;
}

/** What extension storage holds of a person. */
const kept = async () => ({
  tracked: Object.keys(await trackedLaunchesItem.getValue()),
  open: await openLaunchItem.getValue(),
  bulk: await openBulkItem.getValue(),
  draft: await launchDraftItem.getValue(),
  library: await librarySelectionItem.getValue(),
  seen: (await fakeBrowser.storage.local.get('automationActionsSeen')).automationActionsSeen ?? null,
  account: await activeAccountItem.getValue(),
  notifications: Object.keys(await fakeBrowser.notifications.getAll()),
  badge: await fakeBrowser.action.getBadgeText({}),
  alarms: (await fakeBrowser.alarms.getAll()).map((a) => a.name).sort(),
});
const NOTHING = {
  tracked: [],
  open: null,
  bulk: null,
  draft: null,
  library: EMPTY_LIBRARY_SELECTION,
  seen: null,
  account: { accountId: null, tabId: 7 },
  notifications: [],
  badge: '',
  alarms: [],
};

describe('what the extension keeps of the person signed in', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.clearAllTimers();
    vi.resetModules();
    resetWorld();
    await signedIn('u1', 'Ava');
    await startBackground();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is emptied by Sign out: the next person starts clean, and nothing is polled any more', async () => {
    const id = await leaveThingsBehind();
    expect(await kept()).toMatchObject({ tracked: [id], open: id, badge: '1', alarms: ['salvo-automations-watch', 'salvo-launch-poll'] });

    expect(await fromPanel({ type: 'sign-out' })).toEqual({ ok: true });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/auth/logout' });
    expect(await userItem.getValue()).toBeNull();
    expect(await kept()).toEqual(NOTHING);
    const requests = api.requests.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await settle();
    expect(api.requests).toHaveLength(requests);
  });

  it('is emptied by Sign out everywhere; kept when the API could not sign out everywhere', async () => {
    await leaveThingsBehind();
    api.offline = true;
    expect(await fromPanel({ type: 'sign-out', everywhere: true })).toMatchObject({ ok: false });
    api.offline = false;
    expect(await userItem.getValue()).toEqual({ id: 'u1', name: 'Ava' });
    expect((await kept()).tracked).toHaveLength(1);

    expect(await fromPanel({ type: 'sign-out', everywhere: true })).toEqual({ ok: true });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/auth/logout-all' });
    expect(await kept()).toEqual(NOTHING);
  });

  it('stays for its person when the session ends on its own, and is forgotten when someone else signs in', async () => {
    const id = await leaveThingsBehind();
    // The session ended elsewhere: the next poll's 401 signs the panel out; polling and the badge stop.
    api.sessions.clear();
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(await userItem.getValue()).toBeNull();
    expect(await kept()).toMatchObject({ tracked: [id], open: id, badge: '', draft: { state: { draft: { campaignName: 'Spring' } } } });
    expect((await kept()).alarms).toEqual([]);

    // The same person signs in again: theirs again, followed again.
    expect(await fromPanel({ type: 'sign-in' })).toEqual({ ok: true });
    expect(await kept()).toMatchObject({ tracked: [id], open: id, badge: '1', draft: { state: { draft: { campaignName: 'Spring' } } } });
    const polls = api.polls(id).length;
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(api.polls(id)).toHaveLength(polls + 1);

    // Ended again; this time someone else signs in at this computer.
    api.sessions.clear();
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    api.signingIn = { id: 'u2', name: 'Sam' };
    expect(await fromPanel({ type: 'sign-in' })).toEqual({ ok: true });
    expect(await userItem.getValue()).toEqual({ id: 'u2', name: 'Sam' });
    // Nothing of Ava's; Sam's own first check of automations has begun his.
    expect(await kept()).toEqual({ ...NOTHING, seen: { userId: 'u2', keys: [] }, alarms: ['salvo-automations-watch'] });
  });
});
