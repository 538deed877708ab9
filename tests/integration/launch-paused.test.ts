import { describe, expect, it } from 'vitest';
import { bearer, demoPayload, stackForBlock } from './harness';
import { launchWith, makeAutomation, rule, runQueued, simObject, statusTimeline } from './automation-kit';
import { addFaults, clearFaults, launchRecord, markedObjects } from './launch-kit';

// Launch paused (docs/product-rules.md#launch-paused): what the launch makes is created paused at its highest level and
// nothing under it, read back from the simulator; the plan the buyer reviews says so, the record keeps it, and an
// automation's gate or failure behaviour never turns on what the buyer chose to keep paused.

describe('a launch made paused', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';
  const holiday = () => stack.fx.campaigns.find((c) => c.name === 'Holiday Value')!;
  const statusesOf = async (launchId: string, type: 'campaign' | 'adset' | 'ad') => (await markedObjects(stack, type, launchId)).map((o) => o.status);

  it('a new campaign: the campaign is paused, its ad sets and ads active under it; the plan and the record say so', async () => {
    const plan = await stack.app.inject({
      method: 'POST',
      url: `/facebook/adlauncher/plan?accountId=${accountId}`,
      headers: bearer(tokens.ava),
      payload: demoPayload(stack.fx, accountId, { launchPaused: true }),
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json()).toMatchObject({ paused: 'campaign', campaign: { params: { status: 'PAUSED' } } });

    const launched = await launchWith(stack, tokens.ava, accountId, [], { ads: 2, payload: { launchPaused: true } });
    expect(launched.status).toBe('COMPLETED');
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
    expect(await statusesOf(launched.launchId, 'adset')).toEqual(['ACTIVE', 'ACTIVE']);
    expect(await statusesOf(launched.launchId, 'ad')).toEqual(['ACTIVE', 'ACTIVE']);
    expect((await launchRecord(stack, tokens.ava, launched.launchId)).input.launchPaused).toBe(true);
  });

  it('off, the default: everything is made active and the record says it was not paused', async () => {
    const launched = await launchWith(stack, tokens.ava, accountId, []);
    expect((await simObject(stack, launched.campaignId)).status).toBe('ACTIVE');
    expect((await launchRecord(stack, tokens.ava, launched.launchId)).input.launchPaused).toBe(false);
  });

  it('into existing ad sets with an automation: its ads are made paused and the gate leaves them so once the rule exists', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Paused guard', rules: [rule()] });
    const campaign = holiday();
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId], {
      ads: 2,
      payload: { launchPaused: true, existingCampaignId: campaign.id, existingAdsetIdList: [campaign.adSetIds[0]!], isCBO: false, useSingleAdset: true },
    });
    expect(launched.status).toBe('COMPLETED');
    const timeline = await statusTimeline(stack, launched.launchId, 'ad');
    expect(timeline.firstRule).toBeGreaterThanOrEqual(0);
    expect(timeline.createdWith).toEqual(['PAUSED', 'PAUSED']);
    expect(timeline.turnedOn).toEqual([]);
    expect(await statusesOf(launched.launchId, 'ad')).toEqual(['PAUSED', 'PAUSED']);
  });

  it('a new campaign with an automation: the gate turns its ad sets on under the campaign, which stays paused', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Campaign guard', rules: [rule()] });
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId], { payload: { launchPaused: true } });
    expect(launched.status).toBe('COMPLETED');
    expect(await statusesOf(launched.launchId, 'adset')).toEqual(['ACTIVE']);
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
  });

  it('PAUSE_AND_RESUME whose rule was refused holds nothing of it, and resumes nothing once the rule exists', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Hold', failureBehaviour: 'PAUSE_AND_RESUME', rules: [rule()] });
    await addFaults(stack, [
      { kind: 'error', method: 'POST', path: '/adrules_library$', error: { code: 100, message: 'Invalid parameter: the rule is refused' } },
    ]);
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId], { payload: { launchPaused: true } });
    await clearFaults(stack);
    expect(launched.status).toBe('COMPLETED');
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');

    const setUp = await stack.app.inject({ method: 'POST', url: `/automations/launches/${launched.launchId}/setup`, headers: bearer(tokens.ava) });
    expect(setUp.statusCode, setUp.body).toBe(200);
    await runQueued(stack);
    expect((await simObject(stack, launched.campaignId)).status).toBe('PAUSED');
  });
});
