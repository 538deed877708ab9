import { describe, expect, it } from 'vitest';
import type { Json } from '../../sim/testing';
import { bearer, stackForBlock } from './harness';
import { launchRules, launchWith, makeAutomation, rule, rulesOf, runQueued, simObject, statusTimeline } from './automation-kit';
import { addFaults, clearFaults, markedObjects } from './launch-kit';

// Protected from the first second (docs/automations.md#protected-from-the-first-second): a launch with automations
// makes its ad sets (or, into existing ad sets, its ads) paused and turns them on only once its rules exist, or as
// its failure behaviours decide; once, so that a later run never turns on what the buyer paused since. And deleting
// an automation lets go of what its PAUSE_AND_RESUME paused (docs/automations.md#deleting).

describe('a launch with automations is protected from its first second', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';
  const refuseRules = () =>
    addFaults(stack, [{ kind: 'error', method: 'POST', path: '/adrules_library$', error: { code: 100, message: 'Invalid parameter: the rule is refused' } }]);
  const clearLog = () => fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
  const holiday = () => stack.fx.campaigns.find((c) => c.name === 'Holiday Value')!;
  const automationOf = async (launchId: string): Promise<Json> => (await launchRules(stack, tokens.ava, [launchId]))[0].automations[0];

  it('makes its ad sets paused, then its rule, then turns them on: no moment when an ad set runs without its rule', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Guard', rules: [rule()] });
    await clearLog();
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId], { ads: 2 });
    expect(launched.status).toBe('COMPLETED');
    const timeline = await statusTimeline(stack, launched.launchId, 'adset');
    expect(timeline.createdWith).toEqual(['PAUSED', 'PAUSED']);
    expect(timeline.firstRule).toBeGreaterThanOrEqual(0);
    expect(timeline.turnedOn).toHaveLength(2);
    for (const at of timeline.turnedOn) expect(at).toBeGreaterThan(timeline.firstRule);
    for (const id of launched.adSetIds) expect((await simObject(stack, id)).status).toBe('ACTIVE');
    const [made] = await rulesOf(stack, launched.launchId);
    expect(made.status).toBe('ENABLED');
  });

  it('into existing ad sets: its ads are made paused and turned on once the rule on them exists', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Ads guard', rules: [rule()] });
    await clearLog();
    const campaign = holiday();
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId], {
      ads: 2,
      payload: { existingCampaignId: campaign.id, existingAdsetIdList: [campaign.adSetIds[0]!], isCBO: false, useSingleAdset: true },
    });
    expect(launched.status).toBe('COMPLETED');
    const timeline = await statusTimeline(stack, launched.launchId, 'ad');
    expect(timeline.createdWith).toEqual(['PAUSED', 'PAUSED']);
    expect(timeline.turnedOn).toHaveLength(2);
    for (const at of timeline.turnedOn) expect(at).toBeGreaterThan(timeline.firstRule);
    const ads = await markedObjects(stack, 'ad', launched.launchId);
    expect(ads.map((a) => a.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect((await rulesOf(stack, launched.launchId))[0].evaluation_spec.filters[0]).toEqual({ field: 'entity_type', value: 'AD', operator: 'EQUAL' });
  });

  it('a rule refused with PAUSE_AND_RESUME, no campaign of its own: its ad sets are never turned on until the rule exists', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Hold', failureBehaviour: 'PAUSE_AND_RESUME', rules: [rule()] });
    await refuseRules();
    await clearLog();
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId], {
      payload: { existingCampaignId: holiday().id, isCBO: false, dailyBudget: 1275, bidStrategy: 'highestVolume' },
    });
    await clearFaults(stack);
    expect(launched.status).toBe('COMPLETED');
    expect(launched.adSetIds).toHaveLength(1);
    const held = await statusTimeline(stack, launched.launchId, 'adset');
    expect(held.createdWith).toEqual(['PAUSED']);
    expect(held.turnedOn).toEqual([]);
    expect(await automationOf(launched.launchId)).toMatchObject({ state: 'FAILED', pausedObjectIds: launched.adSetIds });

    const setUp = await stack.app.inject({ method: 'POST', url: `/automations/launches/${launched.launchId}/setup`, headers: bearer(tokens.ava) });
    expect(setUp.statusCode, setUp.body).toBe(200);
    await runQueued(stack);
    const after = await statusTimeline(stack, launched.launchId, 'adset');
    expect(after.turnedOn).toHaveLength(1);
    expect(after.turnedOn[0]).toBeGreaterThan(after.firstRule);
    expect((await simObject(stack, launched.adSetIds[0]!)).status).toBe('ACTIVE');
  });

  it('turns them on once: a later run of the launch leaves paused what the buyer paused since', async () => {
    const body = { name: 'Once', failureBehaviour: 'NONE', currency: 'USD', rules: [rule()] };
    const automationId = await makeAutomation(stack, tokens.ava, body);
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId]);
    const adSetId = launched.adSetIds[0]!;
    const token = stack.fx.users.find((u) => u.name === 'Ava Advertiser')!.accessToken;
    await fetch(`${stack.simUrl}/v25.0/${adSetId}`, { method: 'POST', body: new URLSearchParams({ status: 'PAUSED', access_token: token }) });
    // Editing the automation runs the launch's job again.
    const put = await stack.app.inject({
      method: 'PUT',
      url: `/automations/${automationId}`,
      headers: bearer(tokens.ava),
      payload: { ...body, name: 'Once more' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await runQueued(stack);
    expect((await rulesOf(stack, launched.launchId))[0].name).toMatch(/^Once more /);
    expect((await simObject(stack, adSetId)).status).toBe('PAUSED');
  });
});

describe('deleting an automation lets go of what its failure behaviour paused', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';
  const remove = async (automationId: string) => {
    const res = await stack.app.inject({ method: 'DELETE', url: `/automations/${automationId}`, headers: bearer(tokens.ava) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A launch whose automations' rules the platform refused: their behaviours hold its campaign paused. */
  async function refusedLaunch(behaviours: string[]) {
    const ids = [];
    for (const [i, failureBehaviour] of behaviours.entries())
      ids.push(await makeAutomation(stack, tokens.ava, { name: `Refused ${i}`, failureBehaviour, rules: [rule()] }));
    await addFaults(stack, [
      { kind: 'error', method: 'POST', path: '/adrules_library$', error: { code: 100, message: 'Invalid parameter: the rule is refused' } },
    ]);
    const launched = await launchWith(stack, tokens.ava, accountId, ids);
    await clearFaults(stack);
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
    return { ids, launched };
  }

  it('PAUSE_AND_RESUME: what it paused is turned on again, and the answer says so', async () => {
    const { ids, launched } = await refusedLaunch(['PAUSE_AND_RESUME']);
    expect(await remove(ids[0]!)).toEqual({
      success: true,
      resumedLaunches: 1,
      keptPausedLaunches: 0,
      goneLaunches: 0,
      changedLaunches: 0,
      message: 'Automation deleted, with its rules. What it paused on 1 launch is turned on again (Pause and Resume).',
    });
    expect((await simObject(stack, launched.campaignId)).status).toBe('ACTIVE');
    expect(await launchRules(stack, tokens.ava, [launched.launchId])).toEqual([{ launchId: launched.launchId, automations: [] }]);
  });

  /** A change made in Ads Manager (the platform's own app), a few seconds after Salvo's pause: its updated_time moves on. */
  const byHand = async (id: string, status: 'ACTIVE' | 'PAUSED') => {
    await fetch(`${stack.simUrl}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 5000 }) });
    const token = stack.fx.users.find((u) => u.name === 'Ava Advertiser')!.accessToken;
    const res = await fetch(`${stack.simUrl}/v25.0/${id}`, { method: 'POST', body: new URLSearchParams({ status, access_token: token }) });
    expect(res.status, await res.text()).toBe(200);
  };
  const turnedOn = async (id: string) => {
    const log = (await (await fetch(`${stack.simUrl}/__sim/requests?path=/${id}`)).json()) as { data: Array<{ method: string; params: Json }> };
    return log.data.filter((r) => r.method === 'POST' && r.params.status === 'ACTIVE').length;
  };
  const CHANGED =
    'Automation deleted, with its rules. What it paused on 1 launch was changed in Ads Manager since (paused or turned on by hand, or edited): Salvo leaves it as it is.';

  // Before versions were kept (migration 0017): a hold with none is judged by when it was last recorded.
  it('PAUSE_AND_RESUME held before versions were kept: turned on again when nothing changed since its record', async () => {
    const { ids, launched } = await refusedLaunch(['PAUSE_AND_RESUME']);
    await stack.database.query(`UPDATE launch_automations SET paused_versions = '{}'::jsonb WHERE launch_id = $1`, [launched.launchId]);
    expect((await remove(ids[0]!)).resumedLaunches).toBe(1);
    expect((await simObject(stack, launched.campaignId)).status).toBe('ACTIVE');
  });

  it('PAUSE_AND_RESUME: what a person paused again by hand since stays paused, and the answer says why', async () => {
    const { ids, launched } = await refusedLaunch(['PAUSE_AND_RESUME']);
    // Turned on in Ads Manager, then paused again there: paused, as Salvo left it, but by the person now.
    await byHand(launched.campaignId, 'ACTIVE');
    await byHand(launched.campaignId, 'PAUSED');
    const before = await turnedOn(launched.campaignId);
    expect(await remove(ids[0]!)).toEqual({
      success: true,
      resumedLaunches: 0,
      keptPausedLaunches: 0,
      goneLaunches: 0,
      changedLaunches: 1,
      message: CHANGED,
    });
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
    expect(await turnedOn(launched.campaignId)).toBe(before);
  });

  it('PAUSE_AND_RESUME: what a person turned on by hand since is left on; a hold from before versions, changed since, too', async () => {
    const on = await refusedLaunch(['PAUSE_AND_RESUME']);
    await byHand(on.launched.campaignId, 'ACTIVE');
    expect((await remove(on.ids[0]!)).message).toBe(CHANGED);
    expect((await simObject(stack, on.launched.campaignId)).status).toBe('ACTIVE');

    const old = await refusedLaunch(['PAUSE_AND_RESUME']);
    await stack.database.query(`UPDATE launch_automations SET paused_versions = '{}'::jsonb WHERE launch_id = $1`, [old.launched.launchId]);
    await byHand(old.launched.campaignId, 'PAUSED');
    const before = await turnedOn(old.launched.campaignId);
    expect((await remove(old.ids[0]!)).changedLaunches).toBe(1);
    expect(await turnedOn(old.launched.campaignId)).toBe(before);
  });

  it('PAUSE_AND_RESUME set up again after a person paused by hand: its rules are made, and what they paused stays paused', async () => {
    const { launched } = await refusedLaunch(['PAUSE_AND_RESUME']);
    await byHand(launched.campaignId, 'ACTIVE');
    await byHand(launched.campaignId, 'PAUSED');
    const before = await turnedOn(launched.campaignId);
    const setUp = await stack.app.inject({ method: 'POST', url: `/automations/launches/${launched.launchId}/setup`, headers: bearer(tokens.ava) });
    expect(setUp.statusCode).toBe(200);
    await runQueued(stack);
    expect((await rulesOf(stack, launched.launchId)).length).toBe(1);
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
    expect(await turnedOn(launched.campaignId)).toBe(before);
  });

  it('PAUSE: what it paused stays paused, and the answer says why', async () => {
    const { ids, launched } = await refusedLaunch(['PAUSE']);
    expect(await remove(ids[0]!)).toMatchObject({
      resumedLaunches: 0,
      keptPausedLaunches: 1,
      message: 'Automation deleted, with its rules. What it paused on 1 launch stays paused (Pause): turn it on in Ads Manager when you choose.',
    });
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
  });

  it('another automation of the launch still holding it: it stays paused until that one is set up or deleted', async () => {
    const { ids, launched } = await refusedLaunch(['PAUSE_AND_RESUME', 'PAUSE_AND_RESUME']);
    expect((await remove(ids[0]!)).message).toBe(
      'Automation deleted, with its rules. What it paused on 1 launch stays paused: another automation of the launch still holds it until its own rules exist.',
    );
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
    expect((await remove(ids[1]!)).resumedLaunches).toBe(1);
    expect((await simObject(stack, launched.campaignId)).status).toBe('ACTIVE');
  });

  // The buyer deleted or archived the held campaign in Ads Manager: there is nothing left to turn on, so the hold is
  // let go and the automation deleted (not a 502 on every try), and the answer says why nothing was turned on.
  for (const [ending, status, send] of [
    ['deleted', 'DELETED', { method: 'DELETE' }],
    ['archived', 'ARCHIVED', { method: 'POST', body: 'status=ARCHIVED' }],
  ] as const) {
    it(`PAUSE_AND_RESUME whose campaign was ${ending} in Ads Manager since: deleted once, nothing turned on`, async () => {
      const { ids, launched } = await refusedLaunch(['PAUSE_AND_RESUME']);
      const token = stack.fx.users.find((u) => u.name === 'Ava Advertiser')!.accessToken;
      const ended = await fetch(`${stack.simUrl}/v25.0/${launched.campaignId}?access_token=${token}`, {
        ...send,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(ended.status, await ended.text()).toBe(200);
      expect(await remove(ids[0]!)).toEqual({
        success: true,
        resumedLaunches: 0,
        keptPausedLaunches: 0,
        goneLaunches: 1,
        changedLaunches: 0,
        message:
          'Automation deleted, with its rules. What it paused on 1 launch no longer exists (deleted or archived in Ads Manager): nothing to turn on again.',
      });
      expect((await simObject(stack, launched.campaignId)).status).toBe(status);
      const again = await stack.app.inject({ method: 'DELETE', url: `/automations/${ids[0]}`, headers: bearer(tokens.ava) });
      expect(again.statusCode).toBe(404);
      expect(await launchRules(stack, tokens.ava, [launched.launchId])).toEqual([{ launchId: launched.launchId, automations: [] }]);
    });
  }
});
