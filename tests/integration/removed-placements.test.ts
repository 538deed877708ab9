import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removedPlacementMessage } from '../../lib/contract/launch';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { templateFromDraft } from '../../lib/rules/templates';
import { bearer, signIn, startStack, type Stack } from './harness';

// Facebook video feeds, which the platform removed in v24, Instagram Explore (v26) and Messenger Stories (every version
// since 2026-10-27) (docs/product-rules.md#placements): a template saved with it still reads (the side panel drops it
// when applying, with a notice), a new template or a launch naming it is refused at the field.

const ACCOUNT = 'act_101';

describe('Facebook video feeds after the platform removed it', () => {
  let stack: Stack;
  let ava: string;
  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    ava = await signIn(stack, 'Ava Advertiser');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    stack.app.inject({ method, url, headers: bearer(ava), ...(payload ? { payload } : {}) });
  const fields = () => {
    const { id: _id, ...rest } = templateFromDraft(
      createDefaultDraft({ id: ACCOUNT, name: 'A', currency: 'USD', timezoneName: 'UTC', timezoneOffsetHoursUtc: 0 }, new Date()),
      'Old one',
    );
    return { ...rest, placementPlatforms: { facebook: ['feed', 'story'] } };
  };

  it('a template saved with it still reads, with it, for the panel to drop', async () => {
    const created = await inject('POST', '/campaign-templates', fields());
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    // As saved before v24: the stored fields name the position.
    await stack.database.query(
      `UPDATE campaign_templates SET fields = jsonb_set(fields, '{placementPlatforms,facebook}', '["feed","video_feeds","story"]') WHERE id = $1`,
      [id],
    );
    const list = await inject('GET', '/campaign-templates');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((t: { id: string }) => t.id === id).placementPlatforms).toEqual({ facebook: ['feed', 'video_feeds', 'story'] });
  });

  it('a new template naming it is refused at the field', async () => {
    const res = await inject('POST', '/campaign-templates', { ...fields(), placementPlatforms: { facebook: ['feed', 'video_feeds'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['placementPlatforms.facebook.1']).toEqual([removedPlacementMessage('Facebook video feeds')]);
  });

  it('a launch naming it is refused at the field, and nothing reaches the platform', async () => {
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const pixel = stack.fx.pixels.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const image = stack.fx.adImages.find((i) => i.adAccountId === ACCOUNT)!;
    await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
    const res = await inject('POST', `/facebook/adlauncher?accountId=${ACCOUNT}`, {
      ads: [{ imageId: image.hash }],
      facebookPageId: page.id,
      pixelId: pixel.id,
      customEventType: 'PURCHASE',
      destinationUrl: 'https://shop.example.com/offer',
      advantagePlacement: false,
      placementPlatforms: { facebook: ['feed', 'video_feeds'] },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields['placementPlatforms.facebook.1']).toEqual([removedPlacementMessage('Facebook video feeds')]);
    expect(((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: unknown[] }).data).toEqual([]);
    expect(stack.queued).toEqual([]);
  });

  it.each([
    ['instagram', ['stream', 'explore'], 'Instagram Explore'],
    ['messenger', ['messenger_home', 'story'], 'Messenger Stories'],
  ])('a launch naming %s %s is refused at the field, saying so', async (platform, keys, name) => {
    const page = stack.fx.pages.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const pixel = stack.fx.pixels.find((p) => p.adAccountIds.includes(ACCOUNT))!;
    const image = stack.fx.adImages.find((i) => i.adAccountId === ACCOUNT)!;
    const res = await inject('POST', `/facebook/adlauncher?accountId=${ACCOUNT}`, {
      ads: [{ imageId: image.hash }],
      facebookPageId: page.id,
      pixelId: pixel.id,
      customEventType: 'PURCHASE',
      destinationUrl: 'https://shop.example.com/offer',
      advantagePlacement: false,
      placementPlatforms: { facebook: ['feed'], [platform]: keys },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[`placementPlatforms.${platform}.1`]).toEqual([removedPlacementMessage(name)]);
  });
});
