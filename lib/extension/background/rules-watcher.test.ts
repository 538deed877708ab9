import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fetchApi, type Transport } from '../../api-client/client';
import type { ActivityItem } from '../../contract/automations-activity';
import { userItem } from '../storage-items';
import { checkAutomations } from './rules-watcher';

// The background's watcher of automations (docs/automations.md#watching): a user's first check only learns what is
// there; later checks show one notification for what is new, and each action is notified once.

const action = (n: number): ActivityItem => ({
  key: `r1:2026-11-27T10:0${n}:00+0000:120:PAUSED`,
  at: `2026-11-27T10:0${n}:00.000Z`,
  ruleId: 'r1',
  objectId: '120',
  objectType: 'ADSET',
  action: 'PAUSED',
  field: 'status',
  launchId: 'l1',
  campaignName: 'Winter sale',
  automationName: 'Stop expensive ad sets',
});

let answered: ActivityItem[] = [];
/** What the watcher asked for, path and query, as the background sends it (fetchApi refuses a path with a query). */
let asked: string[] = [];
const send = fetchApi('http://api.test', (async (url: URL) => {
  asked.push(`${url.pathname}${url.search}`);
  const body = url.pathname === '/automations/activity' ? { success: true, data: answered } : {};
  return new Response(JSON.stringify(body), { status: url.pathname === '/automations/activity' ? 200 : 404 });
}) as unknown as typeof fetch);
const transport: Transport = (req) => send(req, 'tok');
const shown = async () => fakeBrowser.notifications.getAll();
/** What each notification said, in order. */
const said = () => created.mock.calls.map(([id, options]) => ({ id, ...(options as object) }));
let created = vi.spyOn(fakeBrowser.notifications, 'create');

describe('the automations watcher', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    created = vi.spyOn(fakeBrowser.notifications, 'create');
    created.mockClear();
    answered = [action(1)];
    asked = [];
  });

  it('checks nothing without a signed-in user', async () => {
    await checkAutomations(transport);
    await userItem.setValue({ id: 'u1', name: 'Ava' });
    await checkAutomations(transport);
    expect(await shown()).toEqual({});
  });

  it("learns a user's actions on the first check, then notifies each new one once", async () => {
    await userItem.setValue({ id: 'u1', name: 'Ava' });
    await checkAutomations(transport);
    expect(await shown()).toEqual({});

    answered = [action(2), action(1)];
    await checkAutomations(transport);
    expect(Object.keys(await shown())).toEqual([`automation:l1:${action(2).key}`]);
    expect(said()).toEqual([
      expect.objectContaining({
        id: `automation:l1:${action(2).key}`,
        title: 'Automation Acted on Your Launch',
        message: 'Stop expensive ad sets paused ad set 120 in Winter sale.',
      }),
    ]);

    await checkAutomations(transport);
    expect(said()).toHaveLength(1);

    answered = [action(5), action(4), action(3), action(2)];
    await checkAutomations(transport);
    expect(said()).toHaveLength(2);
    expect(said()[1]).toMatchObject({
      id: `automation:l1:${action(5).key}`,
      title: 'Automations Acted on Your Launches',
      message: expect.stringMatching(/\(and 2 more\)\.$/),
    });
  });

  it('names the object acted on as the platform does, asking names only for the actions after the newest seen', async () => {
    await userItem.setValue({ id: 'u1', name: 'Ava' });
    await checkAutomations(transport);
    answered = [{ ...action(2), objectName: 'Spring | US' }, action(1)];
    await checkAutomations(transport);
    // The first check notifies nothing and asks for no names; the next asks for those after what it has seen.
    expect(asked).toEqual(['/automations/activity', `/automations/activity?namedAfter=${encodeURIComponent(action(1).at)}`]);
    expect(said()).toEqual([expect.objectContaining({ message: 'Stop expensive ad sets paused ad set Spring | US (120) in Winter sale.' })]);
    await checkAutomations(transport);
    expect(asked[2]).toBe(`/automations/activity?namedAfter=${encodeURIComponent(action(2).at)}`);
  });

  it('asks names for every action when none was seen before', async () => {
    answered = [];
    await userItem.setValue({ id: 'u1', name: 'Ava' });
    await checkAutomations(transport);
    answered = [action(1)];
    await checkAutomations(transport);
    expect(asked).toEqual(['/automations/activity', `/automations/activity?namedAfter=${encodeURIComponent('1970-01-01T00:00:00.000Z')}`]);
    expect(said()).toHaveLength(1);
  });

  it('starts again for another user: their first check notifies nothing', async () => {
    await userItem.setValue({ id: 'u1', name: 'Ava' });
    await checkAutomations(transport);
    await userItem.setValue({ id: 'u2', name: 'Sam' });
    answered = [action(3)];
    await checkAutomations(transport);
    expect(await shown()).toEqual({});
  });
});
