// Legacy Advantage+ shopping and app campaigns: readable, but nothing may be added to, changed in or copied from them
// (sim/README.md#legacy-advantage-campaigns).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing';
import { startSim, validAdSet } from '../../testing';

let h: Harness;
let legacy: { id: string; adset_id: string };
beforeAll(async () => {
  h = await startSim();
  const res = await fetch(`${h.url}/__sim/legacy-campaigns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountId: 'act_101', smart_promotion_type: 'SMART_APP_PROMOTION' }),
  });
  legacy = (await res.json()) as typeof legacy;
});
afterAll(async () => {
  await h.sim.close();
});

const count = async (type: string): Promise<number> =>
  ((await (await fetch(`${h.url}/__sim/objects?type=${type}&accountId=act_101`)).json()) as { data: unknown[] }).data.length;

describe('a legacy Advantage+ campaign', () => {
  it('reads with its smart_promotion_type and its created time before 2026-05-19', async () => {
    const read = (await h.get(legacy.id, { fields: 'smart_promotion_type,created_time' })).body;
    expect(read).toMatchObject({ smart_promotion_type: 'SMART_APP_PROMOTION', created_time: '2026-03-02T10:00:00+0000' });
  });

  it('takes no new ad set or ad, no update and no copy, on every served version; nothing made', async () => {
    const pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))!.id;
    const before = [await count('campaign'), await count('adset'), await count('ad')];
    for (const version of ['v25.0', 'v27.0']) {
      const at = h.at(version);
      const refusals = [
        await at.post('act_101/adsets', validAdSet(legacy.id, pixelId)),
        await at.post('act_101/ads', { name: 'a', adset_id: legacy.adset_id, status: 'PAUSED', creative: { creative_id: '1' } }),
        await at.post(legacy.id, { name: 'renamed' }),
        await at.post(legacy.adset_id, { daily_budget: 9000 }),
        await at.post(`${legacy.id}/copies`, { deep_copy: false }),
        await at.post(`${legacy.adset_id}/copies`, {}),
      ];
      for (const res of refusals) {
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.error.error_user_title).toBe('Advantage+ Shopping or App Campaign No Longer Editable');
      }
    }
    expect([await count('campaign'), await count('adset'), await count('ad')]).toEqual(before);
  });
});
