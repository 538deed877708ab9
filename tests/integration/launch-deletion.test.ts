import { describe, expect, it } from 'vitest';
import type { Json } from '../../sim/testing';
import { handleLaunchJob } from '../../server/launch/queue';
import { bearer, demoPayload, stackForBlock } from './harness';
import { addFaults, clearFaults, expectExactly, launch, launchRecord, markedObjects, quiet, runToEnd } from './launch-kit';

// Deleting what a launch created (now, or by the scheduled job), retrying only what failed, and never
// touching an object the launch did not create.

describe('deletion and retry', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';

  const post = (path: string) => stack.app.inject({ method: 'POST', url: path, headers: bearer(tokens.ava) });
  const simLog = async (): Promise<Json[]> => (await (await fetch(`${stack.simUrl}/__sim/requests`)).json()).data;
  const allObjects = async (): Promise<Json[]> => (await (await fetch(`${stack.simUrl}/__sim/objects`)).json()).data;
  const twoAds = () => {
    const images = stack.fx.adImages.filter((i) => i.adAccountId === accountId);
    return [{ imageId: images[0]!.hash }, { imageId: images[1]!.hash }];
  };

  it('deletes now exactly what the launch created: ads first, then ad sets, then the campaign', async () => {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Delete me', ads: twoAds() }));
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });

    const res = await post(`/campaign-launches/${id}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, deleted: 5 });
    for (const type of ['campaign', 'adset', 'ad'] as const) {
      for (const o of await markedObjects(stack, type, id)) expect(o.status, `${type} ${o.id}`).toBe('DELETED');
    }
    const kinds = new Map<string, string>();
    for (const type of ['campaign', 'adset', 'ad'] as const) for (const o of await markedObjects(stack, type, id)) kinds.set(o.id, type);
    const order = (await simLog()).filter((r) => r.method === 'DELETE').map((r) => kinds.get(r.path.replace(/^\//, '')));
    expect(order).toEqual(['ad', 'ad', 'adset', 'adset', 'campaign']);
    // A second delete finds nothing left to delete.
    expect((await post(`/campaign-launches/${id}/delete`)).json()).toEqual({ success: true, deleted: 0 });
  });

  it('never touches objects it did not create, launching into an existing campaign and ad set and deleting', async () => {
    const campaign = stack.fx.campaigns.find((c) => c.accountId === accountId && c.adSetIds.length > 0)!;
    const before = new Map((await allObjects()).map((o) => [o.id, JSON.stringify(o)]));
    await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
    const payload = demoPayload(stack.fx, accountId, {
      existingCampaignId: campaign.id,
      existingAdsetIdList: [campaign.adSetIds[0]!],
      useSingleAdset: true,
      ads: twoAds(),
    });
    const id = await launch(stack, tokens.ava, payload);
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    await expectExactly(stack, id, { campaign: 0, adset: 0, ad: 2 });
    expect((await post(`/campaign-launches/${id}/delete`)).json()).toEqual({ success: true, deleted: 2 });

    const ours = new Set((await markedObjects(stack, 'ad', id)).map((o) => o.id));
    for (const o of await allObjects()) if (before.has(o.id)) expect(JSON.stringify(o), `object ${o.id}`).toBe(before.get(o.id));
    // The batch envelope (POST /) is logged besides its operations.
    const writes = (await simLog()).filter((r) => r.method !== 'GET' && r.path !== '/');
    for (const w of writes) expect(w.path === `/${accountId}/ads` || ours.has(w.path.replace(/^\//, '')), `${w.method} ${w.path}`).toBe(true);
  });

  it('schedules the deletion: the launch job waits for the due time, then deletes', async () => {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Delete later', ads: twoAds().slice(0, 1) }));
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    stack.queued.length = 0;
    const res = await post(`/campaign-launches/${id}/schedule-deletion`);
    expect(res.statusCode, res.body).toBe(200);
    const due = new Date(res.json().deletionDueAt);
    expect(due.getTime() - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(due.getTime() - Date.now()).toBeLessThan(48 * 3600_000);
    expect(stack.queued).toEqual([id]);

    const deferred: Date[] = [];
    const job = { id: 'j', data: { launchId: id }, retryCount: 0 };
    await handleLaunchJob(stack.deps, job, quiet, async (_id, until) => void deferred.push(until));
    expect(deferred).toEqual([due]);
    expect((await markedObjects(stack, 'ad', id))[0].status).toBe('ACTIVE');

    await handleLaunchJob({ ...stack.deps, now: () => new Date(due.getTime() + 1000) }, job, quiet);
    for (const type of ['campaign', 'adset', 'ad'] as const) expect((await markedObjects(stack, type, id)).map((o) => o.status)).toEqual(['DELETED']);
  });

  it('retries only the items that failed, into the objects that already exist', async () => {
    await addFaults(stack, [{ kind: 'error', method: 'POST', path: '/ads$', nth: 2, error: { code: 100, subcode: 1487457, message: 'Invalid image' } }]);
    const images = stack.fx.adImages.filter((i) => i.adAccountId === accountId);
    const id = await launch(
      stack,
      tokens.ava,
      demoPayload(stack.fx, accountId, { campaignName: 'Retry me', useSingleAdset: true, ads: [...twoAds(), { imageId: images[0]!.hash }] }),
    );
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED_WITH_ISSUES');
    await clearFaults(stack);
    const first = await launchRecord(stack, tokens.ava, id);
    expect(first).toMatchObject({ adsCompleted: 2, adsTotal: 3 });
    expect(first.errors).toHaveLength(1);
    expect(first.errors[0].message).toMatch(/The ad ".*" could not be created/);

    stack.queued.length = 0;
    const res = await post(`/campaign-launches/${id}/retry`);
    expect(res.json()).toEqual({ success: true, campaignLaunchId: id, status: 'PENDING' });
    expect(stack.queued).toEqual([id]);
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    expect(await launchRecord(stack, tokens.ava, id)).toMatchObject({ status: 'COMPLETED', adsCompleted: 3, errors: [], campaignId: first.campaignId });
    await expectExactly(stack, id, { campaign: 1, adset: 1, ad: 3 });
    expect((await post(`/campaign-launches/${id}/retry`)).statusCode).toBe(409);
  });

  it('refuses to delete a launch that is still running', async () => {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Pending' }));
    expect((await post(`/campaign-launches/${id}/delete`)).statusCode).toBe(409);
    expect((await post(`/campaign-launches/${id}/schedule-deletion`)).statusCode).toBe(409);
    expect((await post(`/campaign-launches/00000000-0000-4000-8000-000000000000/delete`)).statusCode).toBe(404);
  });
});
