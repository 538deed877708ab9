import { describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { Json } from '../../sim/testing';
import { bearer, demoPayload, stackForBlock } from './harness';
import { makeAutomation, rule } from './automation-kit';

// An automation is checked against the launch it joins (docs/automations.md#attaching-to-a-launch), by the API as by
// Step 2's field: the currency of its amounts against the ad account's, a budget change on a launch without a budget
// of its own, amounts saved without a currency. A refusal is a 400 naming automationIds, for the review's plan as for
// the launch, before anything reaches the platform; an automation's amounts never go without their currency.

describe('automations checked against the launch they join', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' });
  const post = (token: string, payload: LaunchPayload, plan = false) =>
    stack.app.inject({
      method: 'POST',
      url: `/facebook/adlauncher${plan ? '/plan' : ''}?accountId=${payload.accountId}`,
      headers: bearer(token),
      payload,
    });
  const writes = async () => ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Json[] }).data.filter((r) => r.method !== 'GET').length;
  /** Both the review's plan and the launch answer 400 with these fields; nothing is queued or written. */
  async function expectRefused(token: string, payload: LaunchPayload, fields: Record<string, string[]>) {
    const queued = stack.queued.length;
    await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
    for (const plan of [true, false]) {
      const res = await post(token, payload, plan);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    expect(stack.queued.length).toBe(queued);
    expect(await writes()).toBe(0);
  }

  it('refuses an automation whose amounts are in another currency than the ad account, naming automationIds', async () => {
    const dollars = await makeAutomation(stack, tokens.sam, { name: 'Dollar limits', currency: 'USD', rules: [rule()] });
    await expectRefused(tokens.sam, demoPayload(stack.fx, 'act_206', { automationIds: [dollars], dailyBudget: 500000 }), {
      automationIds: ['Dollar limits: its amounts are in USD; this ad account pays in JPY. Attach an automation in JPY.'],
    });
    // The same automation joins a dollar account; one without amounts joins the yen one.
    expect((await post(tokens.sam, demoPayload(stack.fx, 'act_201', { automationIds: [dollars] }), true)).statusCode).toBe(200);
    const ctr = await makeAutomation(stack, tokens.sam, { name: 'Low CTR', currency: undefined, rules: [rule({ metric: 'ctr', value: 0.5, operator: 'lt' })] });
    expect((await post(tokens.sam, demoPayload(stack.fx, 'act_206', { automationIds: [ctr], dailyBudget: 500000 }), true)).statusCode).toBe(200);
  });

  it("refuses a budget change on a launch whose budget is an existing campaign's (CBO) or existing ad sets'", async () => {
    const scale = await makeAutomation(stack, tokens.ava, {
      name: 'Scale winners',
      rules: [rule({ metric: 'roas', value: 3, action: 'increase_budget', actionUnit: 'percent', actionValue: 20 })],
    });
    const cbo = stack.fx.campaigns.find((c) => c.name === 'Spring Sale – Website')!;
    const intoCbo = demoPayload(stack.fx, 'act_101', { existingCampaignId: cbo.id, isCBO: true, targetRoas: 2, automationIds: [scale] });
    await expectRefused(tokens.ava, intoCbo, {
      automationIds: [
        "Scale winners changes a budget, and this launch has none of its own: its budget is the existing campaign's (a campaign budget). Remove it from this launch.",
      ],
    });
    const abo = stack.fx.campaigns.find((c) => c.name === 'Holiday Value')!;
    const intoAdSets = demoPayload(stack.fx, 'act_101', {
      existingCampaignId: abo.id,
      existingAdsetIdList: [abo.adSetIds[0]!],
      isCBO: false,
      useSingleAdset: true,
      automationIds: [scale],
    });
    await expectRefused(tokens.ava, intoAdSets, {
      automationIds: ["Scale winners changes a budget, and this launch has none of its own: its budget is the existing ad sets'. Remove it from this launch."],
    });
    // Its own campaign budget (a new CBO campaign), or new ad sets' own budgets: it joins.
    expect((await post(tokens.ava, demoPayload(stack.fx, 'act_101', { isCBO: true, automationIds: [scale] }), true)).statusCode).toBe(200);
    const newAdSets = demoPayload(stack.fx, 'act_101', {
      existingCampaignId: abo.id,
      isCBO: false,
      dailyBudget: 1275,
      bidStrategy: 'highestVolume',
      automationIds: [scale],
    });
    expect((await post(tokens.ava, newAdSets, true)).statusCode).toBe(200);
  });

  it('refuses an automation whose amounts were saved before automations had a currency; its amounts are never read', async () => {
    const legacy = await makeAutomation(stack, tokens.ava, { name: 'Saved long ago', rules: [rule()] });
    // As migration 0014 leaves an automation stored before 0012 gave automations a currency.
    await stack.deps.database.query('UPDATE automations SET currency = NULL WHERE id = $1', [legacy]);
    await expectRefused(tokens.ava, demoPayload(stack.fx, 'act_101', { automationIds: [legacy] }), {
      automationIds: ['Saved long ago: its amounts were saved before automations had a currency. Edit it on the Automations page and enter its amounts again.'],
    });
    const listed = await stack.app.inject({ method: 'GET', url: '/automations', headers: bearer(tokens.ava) });
    expect(listed.json().data.find((a: Json) => a.automationId === legacy)).toMatchObject({ currency: null, rules: [{ value: 4000 }] });
  });

  it('refuses an automation with amounts and no currency, naming currency', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/automations',
      headers: bearer(tokens.ava),
      payload: { name: 'No currency', failureBehaviour: 'NONE', rules: [rule()] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ currency: ['Give the currency of its amounts, such as USD: an amount is never read without one.'] });
  });
});
