import { describe, expect, it } from 'vitest';
import type { Json } from '../../sim/testing';
import { executeLaunch } from '../../server/launch/engine';
import { TransientLaunchError } from '../../server/launch/outcomes';
import { handleLaunchJob } from '../../server/launch/queue';
import { bearer, demoPayload, stackForBlock } from './harness';
import { launchRules, launchWith, makeAutomation, rule, rulesOf, runQueued, simObject } from './automation-kit';
import { addFaults, clearFaults, fast, launch, quiet } from './launch-kit';

// What a launch does when its automations' rules cannot be made or stop working (docs/automations.md#failure-behaviours):
// NONE keeps it running, PAUSE pauses it and leaves it paused, PAUSE_AND_RESUME pauses it until the rules exist; the
// platform's cap of 250 rules an account (nothing half made); a crash between the launch's end and a rule's creation.

describe('automations that cannot be made', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' });
  const accountId = 'act_101';
  const refuseRules = () =>
    addFaults(stack, [{ kind: 'error', method: 'POST', path: '/adrules_library$', error: { code: 100, message: 'Invalid parameter: the rule is refused' } }]);
  const setUpAgain = async (launchId: string) => {
    const res = await stack.app.inject({ method: 'POST', url: `/automations/launches/${launchId}/setup`, headers: bearer(tokens.ava) });
    expect(res.statusCode, res.body).toBe(200);
    await runQueued(stack);
  };
  const automationOf = async (launchId: string): Promise<Json> => (await launchRules(stack, tokens.ava, [launchId]))[0].automations[0];

  it.each([
    ['NONE', 'ACTIVE', 'ACTIVE', 'The launch keeps running without it (Keep Campaign Active).'],
    ['PAUSE', 'PAUSED', 'PAUSED', 'Salvo paused its campaign (Pause): resume them in Ads Manager once the automation works.'],
    ['PAUSE_AND_RESUME', 'PAUSED', 'ACTIVE', "Salvo paused its campaign until the automation's rules exist, then resumes them (Pause and Resume)."],
  ])(
    'a rule the platform refuses: the launch says so; %s leaves its campaign %s, and %s once set up again',
    async (behaviour, whileFailed, afterSetUp, said) => {
      const automationId = await makeAutomation(stack, tokens.ava, { name: `Refused ${behaviour}`, failureBehaviour: behaviour, rules: [rule()] });
      await refuseRules();
      const launched = await launchWith(stack, tokens.ava, accountId, [automationId]);
      await clearFaults(stack);
      expect(launched.status).toBe('COMPLETED');
      expect(await rulesOf(stack, launched.launchId)).toEqual([]);
      const failed = await automationOf(launched.launchId);
      expect(failed).toMatchObject({ state: 'FAILED', message: `The platform refused its rule: Invalid parameter: the rule is refused ${said}` });
      expect(failed.pausedObjectIds).toEqual(behaviour === 'NONE' ? [] : [launched.campaignId]);
      expect((await simObject(stack, launched.campaignId)).status).toBe(whileFailed);

      await setUpAgain(launched.launchId);
      expect(await rulesOf(stack, launched.launchId)).toHaveLength(1);
      expect((await automationOf(launched.launchId)).state).toBe('READY');
      expect((await simObject(stack, launched.campaignId)).status).toBe(afterSetUp);
    },
  );

  it('the platform failing: PAUSE_AND_RESUME pauses the campaign until the rule exists, and resumes it when it does', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Not yet', failureBehaviour: 'PAUSE_AND_RESUME', rules: [rule()] });
    await addFaults(stack, [{ kind: 'transient', method: 'POST', path: '/adrules_library$', times: 1 }]);
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId]);
    // The job ran twice (a retry after the transient failure): paused in between, resumed once the rule was made.
    expect(launched.status).toBe('COMPLETED');
    expect(await rulesOf(stack, launched.launchId)).toHaveLength(1);
    expect((await simObject(stack, launched.campaignId)).status).toBe('ACTIVE');
    const log = (await (await fetch(`${stack.simUrl}/__sim/requests?path=/${launched.campaignId}`)).json()).data.filter((r: Json) => r.method === 'POST');
    expect(log.map((r: Json) => r.params.status)).toEqual(['PAUSED', 'ACTIVE']);
  });

  it(`the platform's cap of 250 rules an ad account: a clear message, nothing half made`, async () => {
    const capped = 'act_202';
    const sam = stack.fx.users.find((u) => u.name === 'Sam Agency')!.accessToken;
    await fetch(`${stack.simUrl}/__sim/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutationsPerSecond: null }),
    });
    const filler = {
      name: 'Made in Ads Manager',
      evaluation_spec: JSON.stringify({ evaluation_type: 'SCHEDULE', filters: [{ field: 'entity_type', value: 'ADSET', operator: 'EQUAL' }] }),
      execution_spec: JSON.stringify({ execution_type: 'NOTIFICATION' }),
      schedule_spec: JSON.stringify({ schedule_type: 'DAILY' }),
      access_token: sam,
    };
    for (let i = 0; i < 249; i += 1) await fetch(`${stack.simUrl}/v25.0/${capped}/adrules_library`, { method: 'POST', body: new URLSearchParams(filler) });
    const two = await makeAutomation(stack, tokens.sam, { name: 'Two rules', currency: 'CAD', rules: [rule(), rule({ action: 'notify' })] });
    const launched = await launchWith(stack, tokens.sam, capped, [two]);
    expect(launched.status).toBe('COMPLETED');
    expect(await rulesOf(stack, launched.launchId)).toEqual([]);
    const [view] = await launchRules(stack, tokens.sam, [launched.launchId]);
    expect(view.automations[0]).toMatchObject({
      state: 'FAILED',
      message:
        "The ad account holds 249 of the platform's 250 automated rules; this launch needs 2 more. Delete rules you no longer use (deleting a launch deletes its rules), then choose Set up again. The launch keeps running without it (Keep Campaign Active).",
      rules: [
        { ruleIndex: 0, ruleId: null, status: 'NOT_MADE', lastActions: [] },
        { ruleIndex: 1, ruleId: null, status: 'NOT_MADE', lastActions: [] },
      ],
    });
    const library = await fetch(`${stack.simUrl}/v25.0/${capped}/adrules_library?limit=500&access_token=${sam}`);
    expect(((await library.json()) as { data: unknown[] }).data).toHaveLength(249);
  });

  it('a crash between the launch and its rule, the rule made with its answer lost: the rule is made exactly once', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Exactly once', failureBehaviour: 'PAUSE', rules: [rule()] });
    // The job's first run ends the launch, then dies before its rule is made (the platform fails the call).
    await addFaults(stack, [{ kind: 'transient', method: 'POST', path: '/adrules_library$', times: 1 }]);
    const launchId = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { automationIds: [automationId], campaignName: 'Exactly once' }));
    await expect(executeLaunch(stack.deps, launchId, quiet, fast)).rejects.toBeInstanceOf(TransientLaunchError);
    expect((await launchRules(stack, tokens.ava, [launchId]))[0].automations[0]).toMatchObject({ state: 'RETRYING' });
    // The next delivery sends the rule, whose answer is lost though the platform made it.
    await addFaults(stack, [{ kind: 'lost-answer', method: 'POST', path: '/adrules_library$', times: 1 }]);
    await expect(handleLaunchJob(stack.deps, { id: 'j1', data: { launchId }, retryCount: 1 }, quiet, undefined, fast)).rejects.toBeInstanceOf(
      TransientLaunchError,
    );
    expect(await rulesOf(stack, launchId)).toHaveLength(1);
    // The next one finds it by its marker rather than making another.
    await handleLaunchJob(stack.deps, { id: 'j2', data: { launchId }, retryCount: 2 }, quiet, undefined, fast);
    await handleLaunchJob(stack.deps, { id: 'j3', data: { launchId }, retryCount: 0 }, quiet, undefined, fast);
    const made = await rulesOf(stack, launchId);
    expect(made).toHaveLength(1);
    const automation = (await launchRules(stack, tokens.ava, [launchId]))[0].automations[0];
    expect(automation).toMatchObject({ state: 'READY', rules: [{ ruleId: made[0].id, status: 'ENABLED' }] });
    // PAUSE: paused while the rule did not exist, and left paused (the buyer resumes it).
    const campaignId = (await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${launchId}`, headers: bearer(tokens.ava) })).json()
      .campaignId;
    expect((await simObject(stack, campaignId)).status).toBe('PAUSED');
    expect(automation.message).toBe('Salvo paused its campaign while it could not be set up (Pause): resume them in Ads Manager when you choose.');
  });

  it('a rule that stops working is made again; one that cannot be follows the failure behaviour', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Stops working', failureBehaviour: 'PAUSE_AND_RESUME', rules: [rule()] });
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId]);
    const [made] = await rulesOf(stack, launched.launchId);

    // Deleted in Ads Manager: seen by the launches page, made again by the launch's job.
    await fetch(`${stack.simUrl}/v25.0/${made.id}?access_token=${stack.fx.users[0]!.accessToken}`, { method: 'DELETE' });
    expect((await automationOf(launched.launchId)).rules[0].status).toBe('MISSING');
    expect(stack.queued).toContain(launched.launchId);
    await runQueued(stack);
    const live = (await rulesOf(stack, launched.launchId)).filter((r) => r.status !== 'DELETED');
    expect(live).toHaveLength(1);
    expect(live[0].id).not.toBe(made.id);
    expect((await automationOf(launched.launchId)).rules[0]).toMatchObject({ ruleId: live[0].id, status: 'ENABLED' });

    // Turned off by the platform, and the platform refuses to turn it on: the campaign is paused until it works.
    await fetch(`${stack.simUrl}/__sim/rules/${live[0].id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'HAS_ISSUES' }),
    });
    expect((await automationOf(launched.launchId)).rules[0].status).toBe('HAS_ISSUES');
    await addFaults(stack, [{ kind: 'error', method: 'POST', path: `^/${live[0].id}$`, error: { code: 100, message: 'Rule cannot run' } }]);
    await runQueued(stack);
    await clearFaults(stack);
    expect(await automationOf(launched.launchId)).toMatchObject({ state: 'FAILED', pausedObjectIds: [launched.campaignId] });
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
    await setUpAgain(launched.launchId);
    expect(await automationOf(launched.launchId)).toMatchObject({ state: 'READY', pausedObjectIds: [] });
    expect((await simObject(stack, launched.campaignId)).status).toBe('ACTIVE');
    expect((await rulesOf(stack, launched.launchId)).filter((r) => r.status !== 'DELETED')).toHaveLength(1);
  });
});
