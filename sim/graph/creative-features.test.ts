// The Advantage+ creative features an ad ends with: the platform's default-on features unless the creative opts out,
// read back from the creative and through the ad.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ON_CREATIVE_FEATURES } from './creative-features';
import { structFields } from './struct-fields';
import type { Harness } from '../testing';
import { startSim } from '../testing';

let h: Harness;
let pageId = '';
beforeAll(async () => {
  h = await startSim();
  pageId = h.fx.pages.find((p) => p.adAccountIds.includes('act_101'))?.id ?? '';
});
afterAll(async () => {
  await h.sim.close();
});

const featuresOf = async (spec?: Record<string, unknown>): Promise<Record<string, { enroll_status: string }>> => {
  const created = await h.post('act_101/adcreatives', {
    name: 'c',
    object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com' } },
    ...(spec ? { degrees_of_freedom_spec: { creative_features_spec: spec } } : {}),
  });
  expect(created.body.error).toBeUndefined();
  return (await h.get(created.body.id, { fields: 'degrees_of_freedom_spec' })).body.degrees_of_freedom_spec.creative_features_spec;
};
const each = (status: string, features: readonly string[]) => Object.fromEntries(features.map((f) => [f, { enroll_status: status }]));

describe('Advantage+ creative features an ad ends with', () => {
  it('are features of the spec', () => {
    for (const f of DEFAULT_ON_CREATIVE_FEATURES) expect(structFields.AdCreativeFeaturesSpec, f).toHaveProperty(f);
  });

  it('turns every default-on feature on when the creative says nothing', async () => {
    expect(await featuresOf()).toEqual(each('OPT_IN', DEFAULT_ON_CREATIVE_FEATURES));
  });

  it('leaves on what the creative does not opt out of', async () => {
    const ends = await featuresOf(each('OPT_OUT', ['image_touchups', 'text_optimizations', 'inline_comment', 'enhance_cta']));
    expect(
      Object.entries(ends)
        .filter(([, v]) => v.enroll_status === 'OPT_IN')
        .map(([k]) => k),
    ).toEqual(['adapt_to_placement', 'description_automation', 'image_templates', 'video_auto_crop']);
    expect(await featuresOf(each('OPT_OUT', DEFAULT_ON_CREATIVE_FEATURES))).toEqual(each('OPT_OUT', DEFAULT_ON_CREATIVE_FEATURES));
  });
});
