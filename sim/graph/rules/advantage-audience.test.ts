// Advantage+ audience's ages (advantage-audience-ages): hard limits of a minimum up to 25 and a maximum of 65, other
// ages as suggestions in targeting.age_range, which needs Advantage+ audience on; on create and on updates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing';
import { startSim, validAdSet, validCampaign } from '../../testing';

let h: Harness;
let pixelId = '';
let campaignId = '';
beforeAll(async () => {
  h = await startSim();
  pixelId = h.fx.pixels.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
  campaignId = (await h.post('act_101/campaigns', validCampaign())).body.id;
});
afterAll(async () => {
  await h.sim.close();
});

const targeting = (over: Record<string, unknown>, advantage = 1) => ({
  geo_locations: { countries: ['US'] },
  targeting_automation: { advantage_audience: advantage },
  ...over,
});
const create = (over: Record<string, unknown>, advantage = 1) =>
  h.post('act_101/adsets', { ...validAdSet(campaignId, pixelId), targeting: targeting(over, advantage) });
const message = async (over: Record<string, unknown>, advantage = 1): Promise<string> => {
  const { error } = (await create(over, advantage)).body;
  expect(error).toMatchObject({ code: 100, error_user_title: 'Invalid Age Controls for Advantage+ Audience' });
  return error.error_user_msg;
};

describe('Advantage+ audience ages', () => {
  it('takes a minimum up to 25 and a maximum of 65 as hard limits', async () => {
    expect((await create({ age_min: 25, age_max: 65 })).body.id).toBeTruthy();
    expect((await create({ age_min: 18 })).body.id).toBeTruthy();
    expect(await message({ age_min: 26 })).toBe(
      'With Advantage+ audience the minimum age can be at most 25. You can add a higher minimum age as a suggestion instead (targeting.age_range).',
    );
    expect(await message({ age_max: 64 })).toContain('You can add a lower maximum age as a suggestion instead');
  });

  it('takes other ages as suggestions in age_range, a pair from 18 to 65', async () => {
    const id = (await create({ age_min: 21, age_range: [35, 54] })).body.id;
    expect((await h.get(id, { fields: 'targeting' })).body.targeting).toMatchObject({ age_min: 21, age_range: [35, 54] });
    expect(await message({ age_range: [40, 30] })).toBe('targeting.age_range must be [minimum, maximum], ages from 18 to 65.');
    expect(await message({ age_range: [17, 30] })).toContain('ages from 18 to 65');
    expect(await message({ age_range: [30] })).toContain('[minimum, maximum]');
  });

  it('takes any hard ages, and no suggestions, with Advantage+ audience off', async () => {
    expect((await create({ age_min: 35, age_max: 54 }, 0)).body.id).toBeTruthy();
    expect(await message({ age_range: [35, 54] }, 0)).toBe('targeting.age_range (age suggestions) needs Advantage+ audience on.');
  });

  it('checks the targeting an update sends, and leaves other updates alone', async () => {
    const id = (await create({ age_min: 25 })).body.id;
    const bad = await h.post(id, { targeting: targeting({ age_min: 40 }) });
    expect(bad.body.error.error_user_msg).toContain('at most 25');
    expect((await h.post(id, { name: 'renamed' })).body).toEqual({ success: true });
  });
});
