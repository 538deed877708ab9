import { describe, expect, it } from 'vitest';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { Json } from '../../sim/testing';
import { importMessages } from '../../server/launch/imported-media';
import { bearer, demoPayload, stackForBlock } from './harness';
import { launch, launchRecord, runToEnd } from './launch-kit';

// Importing a campaign from another ad account (docs/campaign-modes.md): its images are copied into the launch's
// account (adimages copy_from) before the ads refer to them; what cannot be brought over is refused with a 400.

describe('imported campaigns', () => {
  const { stack, tokens } = stackForBlock({ sam: 'Sam Agency', ava: 'Ava Advertiser' });

  const source = () => stack.fx.campaigns.find((c) => c.accountId === 'act_201')!;
  const importInto = (accountId: string, overrides: Partial<LaunchPayload> = {}) =>
    demoPayload(stack.fx, accountId, {
      campaignName: 'Imported',
      isImportedCampaign: true,
      importedAccountId: 'act_201',
      importedCampaignId: source().id,
      ads: stack.fx.adImages.filter((i) => i.adAccountId === 'act_201').map((i) => ({ imageId: i.hash })),
      ...overrides,
    });
  async function graph(path: string, params: Record<string, string>): Promise<Json> {
    const token = stack.fx.users.find((u) => u.role === 'agency')!.accessToken;
    return (await fetch(`${stack.simUrl}/v25.0/${path}?${new URLSearchParams(params)}`, { headers: { authorization: `Bearer ${token}` } })).json();
  }

  it("copies the imported campaign's images into the account, then launches with them", async () => {
    const hashes = stack.fx.adImages.filter((i) => i.adAccountId === 'act_201').map((i) => i.hash);
    const before = await graph('act_202/adimages', { fields: 'hash', hashes: JSON.stringify(hashes) });
    expect(before.data).toEqual([]);

    const id = await launch(stack, tokens.sam, importInto('act_202'));
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    const record = await launchRecord(stack, tokens.sam, id);
    // The record names its account's currency, in which the side panel shows its budgets.
    expect(record.currency).toBe('CAD');
    const campaign = await graph(record.campaignId, { fields: 'name,account_id' });
    expect(campaign).toMatchObject({ name: 'Imported', account_id: '202' });
    const after = await graph('act_202/adimages', { fields: 'hash', hashes: JSON.stringify(hashes) });
    expect((after.data as Json[]).map((i) => i.hash).sort()).toEqual([...hashes].sort());
    const ads = (await graph(`${record.campaignId}/ads`, { fields: 'creative' })).data as Json[];
    const creatives = await Promise.all(ads.map((a) => graph(a.creative.id, { fields: 'object_story_spec' })));
    expect(creatives.map((c) => c.object_story_spec.link_data.image_hash).sort()).toEqual([...hashes].sort());
  });

  it('refuses what cannot be imported with a 400 naming the field, before anything is queued', async () => {
    const post = (token: string, payload: LaunchPayload) =>
      stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${payload.accountId}`, headers: bearer(token), payload });
    const queued = stack.queued.length;

    const video = await post(tokens.sam, importInto('act_202', { ads: [{ facebookVideoId: '123' }] }));
    expect(video.statusCode).toBe(400);
    expect(video.json().fields.ads).toEqual([importMessages.videos]);

    const same = await post(tokens.sam, importInto('act_201'));
    expect(same.json().fields.importedAccountId).toEqual([importMessages.sameAccount]);

    const missingIds = await post(tokens.sam, importInto('act_202', { importedCampaignId: undefined }));
    expect(missingIds.json().fields.importedCampaignId).toEqual([importMessages.ids]);

    // Ava does not reach Sam's account: the import is refused, not launched without its images.
    const notReached = await post(tokens.ava, importInto('act_101'));
    expect(notReached.statusCode).toBe(400);
    expect(notReached.json().fields.importedAccountId).toEqual([importMessages.notReached('act_201')]);

    const gone = await post(tokens.sam, importInto('act_202', { ads: [{ imageId: 'f'.repeat(32) }] }));
    expect(gone.json().fields.ads).toEqual([importMessages.imageMissing('f'.repeat(32), 'act_201')]);
    expect(stack.queued.length).toBe(queued);
  });
});
