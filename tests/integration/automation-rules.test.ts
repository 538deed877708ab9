import { describe, expect, it } from 'vitest';
import type { Json } from '../../sim/testing';
import { bearer, stackForBlock } from './harness';
import { filterOf, launchRules, launchWith, makeAutomation, rule, rulesOf, runPlatformRules, runQueued, simObject, tellInsights } from './automation-kit';
import { addFaults, clearFaults } from './launch-kit';

// Automations that act (docs/automations.md): at a launch's end its job makes one platform rule per rule of each
// attached automation, scoped to exactly the launch's objects; the platform runs them; a retry rescopes them, a
// changed or paused automation updates them, deleting a launch or an automation deletes them.

describe('automations make the platform rules of a launch', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' });
  const accountId = 'act_101';

  it('makes one rule per rule, scoped to exactly the launched ad sets; under the threshold nothing changes, over it the ad set is paused', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, {
      name: 'Stop expensive ad sets',
      rules: [rule(), rule({ metric: 'spend', operator: 'gte', value: 10000, window: 'today', action: 'notify' })],
    });
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId], { ads: 2 });
    expect(launched.status).toBe('COMPLETED');
    expect(launched.adSetIds).toHaveLength(2);

    const [pause, notify] = (await rulesOf(stack, launched.launchId)).sort((a, b) => a.name.localeCompare(b.name));
    expect(pause.name).toMatch(/^Stop expensive ad sets \(1 of 2\) · salvo:/);
    expect(pause.status).toBe('ENABLED');
    expect(pause.evaluation_spec).toEqual({
      evaluation_type: 'SCHEDULE',
      filters: [
        { field: 'entity_type', value: 'ADSET', operator: 'EQUAL' },
        { field: 'id', value: launched.adSetIds, operator: 'IN' },
        { field: 'time_preset', value: 'LAST_3_DAYS', operator: 'EQUAL' },
        // $40.00 in cents, the platform's unit of USD.
        { field: 'cost_per_result', value: 4000, operator: 'GREATER_THAN' },
      ],
    });
    expect(pause.execution_spec).toEqual({ execution_type: 'PAUSE' });
    expect(pause.schedule_spec).toEqual({ schedule_type: 'SEMI_HOURLY' });
    // "At least $100.00": the platform has no such operator, an inclusive range does it.
    expect(filterOf(notify, 'spent')).toEqual({ field: 'spent', value: [10000, 999_999_999_999], operator: 'IN_RANGE' });
    expect(filterOf(notify, 'time_preset').value).toBe('TODAY');
    expect(notify.execution_spec).toEqual({ execution_type: 'NOTIFICATION' });

    const [view] = await launchRules(stack, tokens.ava, [launched.launchId]);
    expect(view.automations).toEqual([
      expect.objectContaining({ automationId, automationName: 'Stop expensive ad sets', state: 'READY', message: null, pausedObjectIds: [] }),
    ]);
    expect(view.automations[0].rules.map((r: Json) => [r.ruleId, r.status])).toEqual([
      [pause.id, 'ENABLED'],
      [notify.id, 'ENABLED'],
    ]);

    const [first, second] = launched.adSetIds as [string, string];
    // $78.00 for 2 results ($39.00 each) and $30.00 for none: under $40.00 a result, and no result is no cost per result.
    await tellInsights(stack, first, { spend: 78, results: 2 });
    await tellInsights(stack, second, { spend: 30, results: 0 });
    await runPlatformRules(stack, accountId);
    expect((await simObject(stack, first)).status).toBe('ACTIVE');
    expect((await simObject(stack, second)).status).toBe('ACTIVE');
    expect((await launchRules(stack, tokens.ava, [launched.launchId]))[0].automations[0].rules[0].lastActions).toEqual([]);

    // $90.00 for 2 results: $45.00 a result.
    await tellInsights(stack, first, { spend: 90, results: 2 });
    await runPlatformRules(stack, accountId);
    expect((await simObject(stack, first)).status).toBe('PAUSED');
    expect((await simObject(stack, second)).status).toBe('ACTIVE');
    const actions = (await launchRules(stack, tokens.ava, [launched.launchId]))[0].automations[0].rules[0].lastActions;
    const adSetName = (await simObject(stack, first)).name as string;
    expect(adSetName).toMatch(/\S/);
    expect(actions).toEqual([
      expect.objectContaining({
        ruleId: pause.id,
        objectId: first,
        // Named as the platform names it, for the launches page.
        objectName: adSetName,
        objectType: 'ADSET',
        action: 'PAUSED',
        field: 'status',
        oldValue: 'ACTIVE',
        newValue: 'PAUSED',
      }),
    ]);
    const activity = async (query = '') => stack.app.inject({ method: 'GET', url: `/automations/activity${query}`, headers: bearer(tokens.ava) });
    const paused = expect.objectContaining({ launchId: launched.launchId, automationName: 'Stop expensive ad sets', objectId: first, action: 'PAUSED' });
    const [item] = (await activity()).json().data;
    expect(item).toEqual(paused);
    // Names are read for the actions after `namedAfter` only (what the background has not seen: what it notifies).
    expect(item).not.toHaveProperty('objectName');
    const before = new Date(Date.parse(item.at) - 1000).toISOString();
    expect((await activity(`?namedAfter=${before}`)).json().data[0]).toEqual({ ...item, objectName: adSetName });
    expect((await activity(`?namedAfter=${encodeURIComponent(item.at)}`)).json().data[0]).toEqual(item);
    const bad = await activity('?namedAfter=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('namedAfter');
  });

  it('resumes, changes budgets by percent to a limit and by amount, changes a campaign budget, and notifies', async () => {
    const make = (r: Record<string, unknown>) => makeAutomation(stack, tokens.ava, { name: `Rule ${String(r.action)}`, rules: [rule(r)] });
    const resume = await launchWith(stack, tokens.ava, accountId, [
      await make({ metric: 'clicks', operator: 'gt', value: 10, window: 'today', action: 'resume' }),
    ]);
    // $50.00 a day each.
    const budget = { payload: { dailyBudget: 5000 } };
    const up = await launchWith(
      stack,
      tokens.ava,
      accountId,
      [await make({ metric: 'roas', operator: 'gt', value: 2, action: 'increase_budget', actionValue: 50, actionUnit: 'percent', actionLimit: 6000 })],
      budget,
    );
    const down = await launchWith(
      stack,
      tokens.ava,
      accountId,
      [await make({ metric: 'cpc', operator: 'gt', value: 200, action: 'decrease_budget', actionValue: 500, actionUnit: 'amount' })],
      budget,
    );
    const cbo = await launchWith(
      stack,
      tokens.ava,
      accountId,
      [await make({ metric: 'ctr', operator: 'gt', value: 1.5, action: 'increase_budget', actionValue: 10 })],
      {
        payload: { isCBO: true, dailyBudget: 5000 },
      },
    );
    const notify = await launchWith(stack, tokens.ava, accountId, [
      await make({ metric: 'impressions', operator: 'gt', value: 1000, window: 'lifetime', action: 'notify' }),
    ]);

    const budgetRule = (await rulesOf(stack, cbo.launchId))[0];
    expect(budgetRule.execution_spec).toEqual({
      execution_type: 'CHANGE_CAMPAIGN_BUDGET',
      execution_options: [
        { field: 'change_spec', value: { amount: 10, unit: 'PERCENTAGE' }, operator: 'EQUAL' },
        { field: 'execution_count_limit', value: 10, operator: 'EQUAL' },
      ],
    });
    expect(filterOf(budgetRule, 'entity_type').value).toBe('CAMPAIGN');
    expect(filterOf(budgetRule, 'id').value).toEqual([cbo.campaignId]);
    expect(budgetRule.schedule_spec).toEqual({ schedule_type: 'DAILY' });
    expect((await rulesOf(stack, down.launchId))[0].execution_spec.execution_options[0].value).toEqual({ amount: -500, unit: 'ACCOUNT_CURRENCY' });

    const budgetOf = async (id: string) => Number((await simObject(stack, id)).daily_budget);
    expect([await budgetOf(up.adSetIds[0]!), await budgetOf(down.adSetIds[0]!), await budgetOf(cbo.campaignId)]).toEqual([5000, 5000, 5000]);
    await fetch(`${stack.simUrl}/v25.0/${resume.adSetIds[0]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `OAuth ${stack.fx.users[0]!.accessToken}` },
      body: JSON.stringify({ status: 'PAUSED' }),
    });
    await tellInsights(stack, resume.adSetIds[0]!, { spend: 5, clicks: 20 });
    await tellInsights(stack, up.adSetIds[0]!, { spend: 10, purchase_value: 30 });
    await tellInsights(stack, down.adSetIds[0]!, { spend: 30, clicks: 10 });
    await tellInsights(stack, cbo.campaignId, { spend: 10, impressions: 1000, clicks: 20 });
    await tellInsights(stack, notify.adSetIds[0]!, { spend: 10, impressions: 5000, date_start: '2020-01-01', date_stop: '2020-01-02' });
    await runPlatformRules(stack, accountId);

    expect((await simObject(stack, resume.adSetIds[0]!)).status).toBe('ACTIVE');
    // $50.00 + 50% held at the $60.00 limit; $50.00 - $5.00; the campaign's $50.00 + 10%.
    expect(await budgetOf(up.adSetIds[0]!)).toBe(6000);
    expect(await budgetOf(down.adSetIds[0]!)).toBe(4500);
    expect(await budgetOf(cbo.campaignId)).toBe(5500);
    const [view] = await launchRules(stack, tokens.ava, [notify.launchId]);
    expect(view.automations[0].rules[0].lastActions).toEqual([expect.objectContaining({ objectId: notify.adSetIds[0], action: 'FACEBOOK_NOTIFICATION_SENT' })]);
  });

  it('a retry that adds an ad set rescopes the same rule', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Rescoped', rules: [rule()] });
    await addFaults(stack, [{ kind: 'error', path: '/adsets$', nth: 2, error: { code: 100, message: 'Invalid parameter' } }]);
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId], { ads: 2 });
    await clearFaults(stack);
    expect(launched.status).toBe('COMPLETED_WITH_ISSUES');
    const [before] = await rulesOf(stack, launched.launchId);
    expect(filterOf(before, 'id').value).toEqual(launched.adSetIds);
    expect(launched.adSetIds).toHaveLength(1);

    const retried = await stack.app.inject({ method: 'POST', url: `/campaign-launches/${launched.launchId}/retry`, headers: bearer(tokens.ava) });
    expect(retried.statusCode, retried.body).toBe(200);
    await runQueued(stack);
    const after = await rulesOf(stack, launched.launchId);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before.id);
    expect(filterOf(after[0], 'id').value).toHaveLength(2);
    expect(filterOf(after[0], 'id').value).toContain(launched.adSetIds[0]);
  });

  it('a paused automation disables its rules, an edited one updates them, and the launches follow', async () => {
    const body = { name: 'Edited', failureBehaviour: 'NONE', currency: 'USD', rules: [rule()] };
    const automationId = await makeAutomation(stack, tokens.ava, body);
    const launched = await launchWith(stack, tokens.ava, accountId, [automationId]);
    const put = (change: Record<string, unknown>) =>
      stack.app.inject({ method: 'PUT', url: `/automations/${automationId}`, headers: bearer(tokens.ava), payload: { ...body, ...change } });

    expect((await put({ status: 'PAUSED' })).json().data.status).toBe('PAUSED');
    expect(stack.queued).toEqual([launched.launchId]);
    await runQueued(stack);
    expect((await rulesOf(stack, launched.launchId))[0].status).toBe('DISABLED');
    // A disabled rule does not run.
    await tellInsights(stack, launched.adSetIds[0]!, { spend: 100, results: 1 });
    await runPlatformRules(stack, accountId);
    expect((await simObject(stack, launched.adSetIds[0]!)).status).toBe('ACTIVE');

    await put({ status: 'ACTIVE', name: 'Edited again', rules: [rule({ value: 20000 })] });
    await runQueued(stack);
    const [edited] = await rulesOf(stack, launched.launchId);
    expect(edited.status).toBe('ENABLED');
    expect(edited.name).toMatch(/^Edited again /);
    expect(filterOf(edited, 'cost_per_result').value).toBe(20000);
    expect(await rulesOf(stack, launched.launchId)).toHaveLength(1);
  });

  it('deleting a launch deletes its rules; deleting an automation deletes its rules on every launch', async () => {
    const one = await makeAutomation(stack, tokens.ava, { name: 'With the launch', rules: [rule()] });
    const two = await makeAutomation(stack, tokens.ava, { name: 'Deleted', rules: [rule(), rule({ action: 'notify' })] });
    const first = await launchWith(stack, tokens.ava, accountId, [one, two]);
    const second = await launchWith(stack, tokens.ava, accountId, [two]);
    expect(await rulesOf(stack, first.launchId)).toHaveLength(3);

    const deleted = await stack.app.inject({ method: 'POST', url: `/campaign-launches/${first.launchId}/delete`, headers: bearer(tokens.ava) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await rulesOf(stack, first.launchId)).map((r) => r.status)).toEqual(['DELETED', 'DELETED', 'DELETED']);

    const gone = await stack.app.inject({ method: 'DELETE', url: `/automations/${two}`, headers: bearer(tokens.ava) });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await rulesOf(stack, second.launchId)).map((r) => r.status)).toEqual(['DELETED', 'DELETED']);
    expect((await launchRules(stack, tokens.ava, [second.launchId]))[0].automations).toEqual([]);
    await runQueued(stack);
    expect((await rulesOf(stack, second.launchId)).map((r) => r.status)).toEqual(['DELETED', 'DELETED']);
  });

  it("makes amounts in the account's currency unit (¥5,000 is 5000); an automation changed to another currency since is not made", async () => {
    const jpy = 'act_206';
    const body = { name: 'Yen', currency: 'JPY', rules: [rule({ metric: 'spend', value: 500000 })] };
    const yen = await makeAutomation(stack, tokens.sam, body);
    const launched = await launchWith(stack, tokens.sam, jpy, [yen], { payload: { dailyBudget: 500000 } });
    const made = await rulesOf(stack, launched.launchId);
    expect(made).toHaveLength(1);
    expect(filterOf(made[0], 'spent').value).toBe(5000);

    // Edited into dollars after the launch: the launch's rules step reads the same rule as Step 2 and the API.
    const put = await stack.app.inject({
      method: 'PUT',
      url: `/automations/${yen}`,
      headers: bearer(tokens.sam),
      payload: { ...body, currency: 'USD', failureBehaviour: 'NONE' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await runQueued(stack);
    const [view] = await launchRules(stack, tokens.sam, [launched.launchId]);
    expect(view.automations[0]).toMatchObject({
      state: 'FAILED',
      message:
        'Yen: its amounts are in USD; this ad account pays in JPY. Attach an automation in JPY. The launch keeps running without it (Keep Campaign Active).',
      rules: [{ ruleIndex: 0, ruleId: null, status: 'NOT_MADE', lastActions: [] }],
    });
    expect((await rulesOf(stack, launched.launchId)).map((r) => r.status)).toEqual(['DELETED']);
    expect((await simObject(stack, launched.campaignId)).status).toBe('ACTIVE');
    expect((await simObject(stack, launched.adSetIds[0]!)).status).toBe('ACTIVE');
  });

  it("answers nothing of another user's launch, and 404 for their automation or launch", async () => {
    const automationId = await makeAutomation(stack, tokens.sam, { name: "Sam's", rules: [rule()] });
    const launched = await launchWith(stack, tokens.sam, 'act_201', [automationId]);
    expect(await launchRules(stack, tokens.ava, [launched.launchId])).toEqual([{ launchId: launched.launchId, automations: [] }]);
    const asAva = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) => stack.app.inject({ method, url, headers: bearer(tokens.ava), payload });
    expect((await asAva('PUT', `/automations/${automationId}`, { name: 'Mine', rules: [rule()], failureBehaviour: 'NONE', currency: 'USD' })).statusCode).toBe(
      404,
    );
    expect((await asAva('DELETE', `/automations/${automationId}`)).statusCode).toBe(404);
    expect((await asAva('POST', `/automations/launches/${launched.launchId}/setup`)).statusCode).toBe(404);
    expect((await rulesOf(stack, launched.launchId))[0].status).toBe('ENABLED');
    const bad = await stack.app.inject({ method: 'GET', url: '/automations/launch-rules?launchIds=nope', headers: bearer(tokens.ava) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)[0]).toMatch(/^launchIds/);
  });
});
