// Automated rules the platform documents are taken here, and run as written: the list operators ANY, ALL and NONE,
// insights fields with an object level or a time preset prefix ("Evaluation spec filters"), prefixed metadata
// fields, and a change_spec that scales a budget towards a target_field ("Ad Rules Change Spec").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Json } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';

let h: Harness;
let pixelId = '';
let pageId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  pageId = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
});
afterAll(async () => {
  await h.sim.close();
});

const control = async (method: string, path: string, body?: unknown): Promise<Json> =>
  (await fetch(`${h.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })).json();
const status = async (id: string): Promise<string> => (await h.get(id, { fields: 'status' })).body.status;

/** An active campaign, `n` active ad sets of $20 a day and an ad in the first, fresh for each test. */
async function launched(n = 1): Promise<{ campaignId: string; adSetIds: string[]; adId: string }> {
  const campaignId = (await h.post('act_101/campaigns', { ...validCampaign(), name: 'Spring sale', status: 'ACTIVE' })).body.id;
  const adSetIds: string[] = [];
  for (let i = 0; i < n; i += 1) adSetIds.push((await h.post('act_101/adsets', { ...validAdSet(campaignId, pixelId), status: 'ACTIVE' })).body.id);
  const creative = { name: 'c', object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com' } } };
  const adId = (await h.post('act_101/ads', { name: 'ad', adset_id: adSetIds[0], creative, status: 'ACTIVE', conversion_domain: 'example.com' })).body.id;
  return { campaignId, adSetIds, adId };
}
const rule = (entity: string, filters: Json[], execution: Json = { execution_type: 'PAUSE' }): Json => ({
  name: 'Documented',
  evaluation_spec: { evaluation_type: 'SCHEDULE', filters: [{ field: 'entity_type', value: entity, operator: 'EQUAL' }, ...filters] },
  execution_spec: execution,
  schedule_spec: { schedule_type: 'DAILY' },
});
const create = async (body: Json): Promise<string> => {
  const res = await h.post('act_101/adrules_library', body);
  expect(res.body.error, JSON.stringify(res.body.error)).toBeUndefined();
  return res.body.id;
};
const refusal = async (body: Json): Promise<string> => (await h.post('act_101/adrules_library', body)).body.error.error_user_msg;
const run = () => control('POST', '/__sim/rules/run', { accountId: 'act_101' });

describe('what the platform documents, taken and run', () => {
  it('takes ANY, ALL and NONE with a list, and runs them on ids and prefixed names', async () => {
    const { adSetIds } = await launched(3);
    const [a, b, c] = adSetIds as [string, string, string];
    await create(
      rule('ADSET', [
        { field: 'id', value: [a, b], operator: 'ANY' },
        { field: 'campaign.name', value: ['Spring sale'], operator: 'ANY' },
      ]),
    );
    await create(rule('ADSET', [{ field: 'id', value: [a, b, c], operator: 'NONE' }]));
    await create(
      rule('ADSET', [
        { field: 'id', value: [c], operator: 'ALL' },
        { field: 'adset.name', value: 'Test', operator: 'CONTAIN' },
      ]),
    );
    await run();
    expect([await status(a), await status(b), await status(c)]).toEqual(['PAUSED', 'PAUSED', 'PAUSED']);
    expect(await refusal(rule('ADSET', [{ field: 'id', value: [], operator: 'ANY' }]))).toMatch(/ANY takes a non-empty list/);
  });

  it("reads prefixed insights: the level above, and a time preset of its own instead of the rule's", async () => {
    const { adSetIds, adId } = await launched();
    // An ad rule on its ad set's spend yesterday: no time_preset filter needed, the prefix carries one.
    await create(
      rule('AD', [
        { field: 'id', value: [adId], operator: 'IN' },
        { field: 'adset.yesterday_spent', value: 5000, operator: 'GREATER_THAN' },
      ]),
    );
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await control('PUT', `/__sim/insights/${adSetIds[0]}`, { spend: 60, date_start: yesterday, date_stop: yesterday });
    await run();
    expect(await status(adId)).toBe('PAUSED');
    await create(rule('ADSET', [{ field: 'campaign.28d_view_1d_click:lifetime_results', value: 0, operator: 'GREATER_THAN' }]));
    expect(
      await refusal(
        rule('ADSET', [
          { field: 'ad.spent', value: 1, operator: 'GREATER_THAN' },
          { field: 'time_preset', value: 'TODAY', operator: 'EQUAL' },
        ]),
      ),
    ).toBe('ADSET rules read insights of their own level or one above, not ad.');
    expect(await refusal(rule('ADSET', [{ field: 'yesterday_colour', value: 1, operator: 'GREATER_THAN' }]))).toMatch(/is not a field/);
  });

  it('scales a budget towards a target_field within limit [low, high]', async () => {
    const { adSetIds } = await launched(2);
    const [a, b] = adSetIds as [string, string];
    const target = (ids: string[], limit?: number[]) =>
      rule(
        'ADSET',
        [
          { field: 'id', value: ids, operator: 'IN' },
          { field: 'time_preset', value: 'TODAY', operator: 'EQUAL' },
        ],
        {
          execution_type: 'CHANGE_BUDGET',
          execution_options: [
            { field: 'change_spec', value: { amount: 1000, target_field: 'cost_per_result', ...(limit ? { limit } : {}) }, operator: 'EQUAL' },
          ],
        },
      );
    await create(target([a]));
    await create(target([b], [1500, 1800]));
    // $40 for 2 results: $20 a result, twice the $10 target: the $20 budget halves (held at $15 for b).
    for (const id of adSetIds) await control('PUT', `/__sim/insights/${id}`, { spend: 40, results: 2 });
    await run();
    expect((await h.get(a, { fields: 'daily_budget' })).body.daily_budget).toBe('1000');
    expect((await h.get(b, { fields: 'daily_budget' })).body.daily_budget).toBe('1500');
    const bad = target([a]);
    bad.execution_spec.execution_options[0].value.target_field = 'colour';
    expect(await refusal(bad)).toMatch(/target_field must be an insights field/);
  });
});
