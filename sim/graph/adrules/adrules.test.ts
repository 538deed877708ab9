// Automated rules over HTTP: the library's create, read, update and delete with the platform's checks and its 250-rule
// cap, insights told to the simulator, a run as the schedule would, what each action does, and the histories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';
import { MAX_RULES_PER_ACCOUNT } from './library';

let h: Harness;
let pixelId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
});
afterAll(async () => {
  await h.sim.close();
});

const control = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> => {
  const res = await fetch(`${h.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};
const run = () => control('POST', '/__sim/rules/run', { accountId: 'act_101' });

/** An active campaign with `n` active ad sets of $20 a day, fresh for each test. */
async function launched(n = 1): Promise<{ campaignId: string; adSetIds: string[] }> {
  const campaignId = (await h.post('act_101/campaigns', { ...validCampaign(), status: 'ACTIVE' })).body.id;
  const adSetIds: string[] = [];
  for (let i = 0; i < n; i += 1) adSetIds.push((await h.post('act_101/adsets', { ...validAdSet(campaignId, pixelId), status: 'ACTIVE' })).body.id);
  return { campaignId, adSetIds };
}

const filters = (ids: string[], more: Json[] = []): Json[] => [
  { field: 'entity_type', value: 'ADSET', operator: 'EQUAL' },
  { field: 'id', value: ids, operator: 'IN' },
  { field: 'time_preset', value: 'LAST_3_DAYS', operator: 'EQUAL' },
  ...more,
];
const pauseRule = (ids: string[], more: Json[] = [{ field: 'spent', value: 5000, operator: 'GREATER_THAN' }]): Json => ({
  name: 'Pause spenders',
  evaluation_spec: { evaluation_type: 'SCHEDULE', filters: filters(ids, more) },
  execution_spec: { execution_type: 'PAUSE' },
  schedule_spec: { schedule_type: 'SEMI_HOURLY' },
});
const status = async (id: string): Promise<string> => (await h.get(id, { fields: 'status' })).body.status;
const without = (params: Json, key: string): Json => Object.fromEntries(Object.entries(params).filter(([k]) => k !== key));

describe('the rules library', () => {
  it('creates, reads, lists, updates and deletes a rule', async () => {
    const { adSetIds } = await launched();
    const created = await h.post('act_101/adrules_library', pauseRule(adSetIds));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id;
    const read = await h.get(id, { fields: 'name,status,evaluation_spec,execution_spec,schedule_spec,account_id' });
    expect(read.body).toMatchObject({ id, name: 'Pause spenders', status: 'ENABLED', account_id: '101', execution_spec: { execution_type: 'PAUSE' } });
    expect(read.body.evaluation_spec.filters[1]).toEqual({ field: 'id', value: adSetIds, operator: 'IN' });
    expect((await h.get('act_101/adrules_library', { fields: 'name' })).body.data[0]).toEqual({ id, name: 'Pause spenders' });
    expect((await h.get(adSetIds[0]!, { fields: 'id' }).then(() => h.get(`${adSetIds[0]}/adrules_governed`))).body.data).toEqual([{ id }]);

    expect((await h.post(id, { status: 'DISABLED', name: 'Renamed' })).body).toEqual({ success: true });
    expect((await h.get(id, { fields: 'name,status' })).body).toMatchObject({ name: 'Renamed', status: 'DISABLED' });
    expect((await h.del(id)).body).toEqual({ success: true });
    expect(await status(id)).toBe('DELETED');
    expect((await h.get('act_101/adrules_library')).body.data.map((r: Json) => r.id)).not.toContain(id);
    expect((await h.post(id, { name: 'Again' })).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  const refused: Array<[string, (ids: string[]) => Json, RegExp]> = [
    ['an unknown filter field', (ids) => pauseRule(ids, [{ field: 'colour', value: 1, operator: 'EQUAL' }]), /colour is not a field/],
    ['an operator outside the spec', (ids) => pauseRule(ids, [{ field: 'spent', value: 1, operator: 'ABOVE' }]), /operator must be one of/],
    ['an operator the field does not take', (ids) => pauseRule(ids, [{ field: 'spent', value: [1], operator: 'IN' }]), /spent takes the operators/],
    ['a comparison with a list', (ids) => pauseRule(ids, [{ field: 'spent', value: [1], operator: 'GREATER_THAN' }]), /takes a number/],
    ['a range that is not [low, high]', (ids) => pauseRule(ids, [{ field: 'ctr', value: [3, 1], operator: 'IN_RANGE' }]), /\[low, high\]/],
    [
      'no entity_type',
      (ids) => ({ ...pauseRule(ids), evaluation_spec: { evaluation_type: 'SCHEDULE', filters: filters(ids).slice(1) } }),
      /needs an entity_type filter/,
    ],
    [
      'insights without a time_preset',
      (ids) => ({
        ...pauseRule(ids),
        evaluation_spec: { evaluation_type: 'SCHEDULE', filters: [...filters(ids).slice(0, 2), { field: 'spent', value: 1, operator: 'GREATER_THAN' }] },
      }),
      /needs a time_preset/,
    ],
    ['two time_presets', (ids) => pauseRule(ids, [{ field: 'time_preset', value: 'TODAY', operator: 'EQUAL' }]), /only one time_preset/],
    [
      'an unknown time_preset',
      (ids) => ({
        ...pauseRule(ids),
        evaluation_spec: {
          evaluation_type: 'SCHEDULE',
          filters: [...filters(ids).slice(0, 2), { field: 'time_preset', value: 'LAST_9_DAYS', operator: 'EQUAL' }],
        },
      }),
      /time_preset must be one of/,
    ],
    ['a SCHEDULE rule without schedule_spec', (ids) => without(pauseRule(ids), 'schedule_spec'), /needs a schedule_spec/],
    ['a schedule_type outside the list', (ids) => ({ ...pauseRule(ids), schedule_spec: { schedule_type: 'WEEKLY' } }), /schedule_type must be one of/],
    [
      'a custom schedule off the half hour',
      (ids) => ({ ...pauseRule(ids), schedule_spec: { schedule_type: 'CUSTOM', schedule: [{ start_minute: 45 }] } }),
      /multiple of 30/,
    ],
    ['an unknown key in a spec', (ids) => ({ ...pauseRule(ids), execution_spec: { execution_type: 'PAUSE', colour: 'red' } }), /colour is not a field/],
    ['a budget change without change_spec', (ids) => ({ ...pauseRule(ids), execution_spec: { execution_type: 'CHANGE_BUDGET' } }), /needs a change_spec/],
    [
      'a campaign budget change on ad sets',
      (ids) => ({
        ...pauseRule(ids),
        execution_spec: {
          execution_type: 'CHANGE_CAMPAIGN_BUDGET',
          execution_options: [{ field: 'change_spec', value: { amount: 10, unit: 'PERCENTAGE' }, operator: 'EQUAL' }],
        },
      }),
      /applies to entity_type CAMPAIGN only/,
    ],
    [
      'a change_spec amount in fractions of the minimum unit',
      (ids) => ({
        ...pauseRule(ids),
        execution_spec: {
          execution_type: 'CHANGE_BUDGET',
          execution_options: [{ field: 'change_spec', value: { amount: 10.5, unit: 'ACCOUNT_CURRENCY' }, operator: 'EQUAL' }],
        },
      }),
      /whole number/,
    ],
    ['an action the simulator does not run', (ids) => ({ ...pauseRule(ids), execution_spec: { execution_type: 'ROTATE' } }), /ROTATE is not built/],
    ['a missing name', (ids) => without(pauseRule(ids), 'name'), /name is required/],
  ];
  it.each(refused)('refuses %s (code 100)', async (_label, params, pattern) => {
    const { adSetIds } = await launched();
    const res = await h.post('act_101/adrules_library', params(adSetIds));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(100);
    expect(`${res.body.error.message} ${res.body.error.error_user_msg}`).toMatch(pattern);
  });

  it('checks an update merged with the rule', async () => {
    const { adSetIds } = await launched();
    const id = (await h.post('act_101/adrules_library', pauseRule(adSetIds))).body.id;
    const res = await h.post(id, { schedule_spec: { schedule_type: 'YEARLY' } });
    expect(res.body.error.error_user_msg).toMatch(/schedule_type must be one of/);
    expect((await h.get(id, { fields: 'schedule_spec' })).body.schedule_spec).toEqual({ schedule_type: 'SEMI_HOURLY' });
  });

  it(`holds at most ${MAX_RULES_PER_ACCOUNT} rules per ad account, paused ones included`, async () => {
    const agency = h.agency.accessToken;
    // 250 writes at once: beyond the platform's writes a second, lifted here.
    await control('POST', '/__sim/config', { mutationsPerSecond: null });
    const campaign = h.fx.campaigns.find((c) => c.accountId === 'act_206')!;
    const rule = { ...pauseRule(campaign.adSetIds), status: 'DISABLED' };
    const made: string[] = [];
    for (let i = 0; i < MAX_RULES_PER_ACCOUNT; i += 1) made.push((await h.post('act_206/adrules_library', rule, agency)).body.id);
    expect(made.every(Boolean)).toBe(true);
    const over = await h.post('act_206/adrules_library', rule, agency);
    expect(over.body.error).toMatchObject({ code: 100, error_user_title: 'Too Many Rules' });
    await h.del(made[0]!, agency);
    expect((await h.post('act_206/adrules_library', rule, agency)).status).toBe(200);
  });
});

describe('running rules', () => {
  it('pauses the ad sets over the threshold, leaves the others, and writes the history', async () => {
    const { adSetIds } = await launched(2);
    const [over, under] = adSetIds as [string, string];
    const id = (await h.post('act_101/adrules_library', pauseRule(adSetIds))).body.id;
    // $60.00 and $40.00 against a filter of 5000 cents.
    expect((await control('PUT', `/__sim/insights/${over}`, { spend: 60, impressions: 1000, clicks: 10, results: 1 })).status).toBe(200);
    await control('PUT', `/__sim/insights/${under}`, { spend: '40.00', impressions: 1000, clicks: 10, results: 1 });
    const ran = await run();
    expect(ran.body.data).toContainEqual({ rule_id: id, acted_on: 1 });
    expect(await status(over)).toBe('PAUSED');
    expect(await status(under)).toBe('ACTIVE');

    const history = (await h.get(`${id}/history`)).body.data;
    expect(history).toHaveLength(1);
    expect(history[0].results).toEqual([
      { object_id: over, object_type: 'ADSET', actions: [{ action: 'PAUSED', field: 'status', old_value: 'ACTIVE', new_value: 'PAUSED' }] },
    ]);
    expect(history[0].timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
    // Run again: nothing changes, and hide_no_changes hides that run.
    await run();
    expect((await h.get(`${id}/history`)).body.data).toHaveLength(2);
    expect((await h.get(`${id}/history`, { hide_no_changes: 'true' })).body.data).toHaveLength(1);
    expect((await h.get(`${id}/history`, { object_id: under })).body.data).toEqual([]);
    const account = (await h.get('act_101/adrules_history', { hide_no_changes: 'true' })).body.data;
    expect(account.find((e: Json) => e.rule_id === Number(id))?.results[0].object_id).toBe(over);
    expect((await h.get(`${id}/history`, { colour: 'red' })).body.error.code).toBe(100);
  });

  it('reads delivery over the time preset only, in the account time zone', async () => {
    const { adSetIds } = await launched();
    const id = (await h.post('act_101/adrules_library', pauseRule(adSetIds))).body.id;
    await control('PUT', `/__sim/insights/${adSetIds[0]}`, { date_start: '2020-01-01', date_stop: '2020-01-31', spend: 900 });
    await run();
    expect(await status(adSetIds[0]!)).toBe('ACTIVE');
    expect((await h.get(`${id}/history`)).body.data[0].results).toEqual([]);
  });

  it('reads an ad set from its ads when it was told nothing itself', async () => {
    const { campaignId, adSetIds } = await launched();
    const creative = {
      name: 'c',
      object_story_spec: { page_id: h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))!.id, link_data: { link: 'https://e.com' } },
    };
    const ads = [];
    for (let i = 0; i < 2; i += 1)
      ads.push((await h.post('act_101/ads', { name: `ad ${i}`, adset_id: adSetIds[0], creative, conversion_domain: 'example.com' })).body.id);
    await h.post('act_101/adrules_library', pauseRule(adSetIds, [{ field: 'cost_per_result', value: 4000, operator: 'GREATER_THAN' }]));
    // $30 + $60 for 2 results: $45.00 a result, over $40.00.
    await control('PUT', `/__sim/insights/${ads[0]}`, { spend: 30, results: 1 });
    await control('PUT', `/__sim/insights/${ads[1]}`, { spend: 60, results: 1 });
    await run();
    expect(await status(adSetIds[0]!)).toBe('PAUSED');
    expect((await h.get(adSetIds[0]!, { fields: 'effective_status' })).body.effective_status).toBe('PAUSED');
    expect(await status(campaignId)).toBe('ACTIVE');
  });

  it('unpauses, changes budgets by percent and amount up to the limit, notifies', async () => {
    const { campaignId, adSetIds } = await launched(3);
    const [a, b, c] = adSetIds as [string, string, string];
    await h.post(a, { status: 'PAUSED' });
    const spec = (execution_type: string, options: Json[] = []) => ({ execution_type, ...(options.length ? { execution_options: options } : {}) });
    const change = (amount: number, unit: string, limit?: number) => [
      { field: 'change_spec', value: { amount, unit, ...(limit ? { limit } : {}) }, operator: 'EQUAL' },
    ];
    const make = (ids: string[], execution: Json) => h.post('act_101/adrules_library', { ...pauseRule(ids), execution_spec: execution });
    await make([a], spec('UNPAUSE'));
    await make([b], spec('CHANGE_BUDGET', change(50, 'PERCENTAGE', 2500)));
    await make([c], spec('CHANGE_BUDGET', change(-500, 'ACCOUNT_CURRENCY')));
    const notify = (await make([c], spec('NOTIFICATION'))).body.id;
    for (const id of adSetIds) await control('PUT', `/__sim/insights/${id}`, { spend: 80, impressions: 2000, clicks: 40, results: 2 });
    await run();
    expect(await status(a)).toBe('ACTIVE');
    // $20.00 + 50% is $30.00, held at the $25.00 limit; $20.00 - $5.00.
    expect((await h.get(b, { fields: 'daily_budget' })).body.daily_budget).toBe('2500');
    expect((await h.get(c, { fields: 'daily_budget' })).body.daily_budget).toBe('1500');
    expect((await h.get(`${notify}/history`)).body.data[0].results[0].actions).toEqual([{ action: 'FACEBOOK_NOTIFICATION_SENT' }]);
    expect(await status(campaignId)).toBe('ACTIVE');
  });

  it('changes each object at most execution_count_limit times', async () => {
    const { adSetIds } = await launched();
    const id = adSetIds[0]!;
    const execution = {
      execution_type: 'CHANGE_BUDGET',
      execution_options: [
        { field: 'change_spec', value: { amount: 100, unit: 'ACCOUNT_CURRENCY' }, operator: 'EQUAL' },
        { field: 'execution_count_limit', value: 2, operator: 'EQUAL' },
      ],
    };
    await h.post('act_101/adrules_library', { ...pauseRule([id]), execution_spec: execution });
    await control('PUT', `/__sim/insights/${id}`, { spend: 80, impressions: 2000, clicks: 40, results: 2 });
    const budget = async () => Number((await h.get(id, { fields: 'daily_budget' })).body.daily_budget);
    const start = await budget();
    for (let i = 0; i < 3; i += 1) await run();
    expect(await budget()).toBe(start + 200);
    const zero = await h.post('act_101/adrules_library', {
      ...pauseRule([id]),
      execution_spec: { ...execution, execution_options: [execution.execution_options[0], { field: 'execution_count_limit', value: 0, operator: 'EQUAL' }] },
    });
    expect(zero.body.error.error_user_msg).toMatch(/positive whole number/);
  });

  it('compares spend in the minimum unit of the account currency (JPY has none below the yen)', async () => {
    await control('POST', '/__sim/accounts/act_101', { currency: 'JPY' });
    try {
      const { adSetIds } = await launched();
      // ¥5,000 is 5000 in the filter; ¥6,000 spent is over it.
      await h.post('act_101/adrules_library', pauseRule(adSetIds, [{ field: 'spent', value: 5000, operator: 'GREATER_THAN' }]));
      await control('PUT', `/__sim/insights/${adSetIds[0]}`, { spend: 6000 });
      await run();
      expect(await status(adSetIds[0]!)).toBe('PAUSED');
    } finally {
      await control('POST', '/__sim/accounts/act_101', { currency: 'USD' });
    }
  });

  it('skips disabled rules and rules with issues; an update that enables clears the issue', async () => {
    const { adSetIds } = await launched();
    const id = (await h.post('act_101/adrules_library', pauseRule(adSetIds))).body.id;
    expect((await control('POST', `/__sim/rules/${id}`, { status: 'HAS_ISSUES', disable_error_code: 42 })).status).toBe(200);
    expect((await h.get(id, { fields: 'status,disable_error_code' })).body).toMatchObject({ status: 'HAS_ISSUES', disable_error_code: 42 });
    await control('PUT', `/__sim/insights/${adSetIds[0]}`, { spend: 60 });
    await run();
    expect(await status(adSetIds[0]!)).toBe('ACTIVE');
    await h.post(id, { status: 'ENABLED' });
    expect((await h.get(id, { fields: 'status,disable_error_code' })).body).toEqual({ id, status: 'ENABLED' });
    await run();
    expect(await status(adSetIds[0]!)).toBe('PAUSED');
  });

  it('refuses bad insights and unknown objects', async () => {
    const { adSetIds } = await launched();
    expect((await control('PUT', `/__sim/insights/${adSetIds[0]}`, { spend: -1 })).status).toBe(400);
    expect((await control('PUT', `/__sim/insights/${adSetIds[0]}`, { spend: 1, date_start: '2026-13' })).status).toBe(400);
    expect((await control('PUT', '/__sim/insights/999', { spend: 1 })).status).toBe(404);
  });
});
