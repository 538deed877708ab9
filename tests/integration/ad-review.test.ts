import { describe, expect, it } from 'vitest';
import { adReviewsResponseSchema } from '../../lib/contract/ad-review';
import { getAdReview } from '../../server/db/repos/launch-ad-reviews';
import { handleAdReviewJob } from '../../server/ad-review/queue';
import { handleLaunchJob } from '../../server/launch/queue';
import { bearer, demoPayload, stackForBlock } from './harness';
import { addFaults, adsOf, clearFaults, fast, launch, launchRecord, markedObjects, quiet } from './launch-kit';

// After a launch completes, its ads' review is followed (server/ad-review/follow.ts): the simulator's review decided
// by its control, read back through GET /dashboard/ad-reviews.

describe('the ad review of a launch', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record' });

  const reviews = (token: string, ids: string) => stack.app.inject({ method: 'GET', url: `/dashboard/ad-reviews?launchIds=${ids}`, headers: bearer(token) });
  const control = (body: object) =>
    fetch(`${stack.simUrl}/__sim/ad-review`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('shows the one ad the control disapproves, with its reason, and the launch stays COMPLETED', async () => {
    await control({ delayMs: 600_000 });
    const launchId = await launch(stack, tokens.ava, demoPayload(stack.fx, 'act_101', { campaignName: 'Reviewed' }));
    await handleLaunchJob(stack.deps, { id: 'j1', data: { launchId }, retryCount: 0 }, quiet, undefined, fast);
    expect((await launchRecord(stack, tokens.ava, launchId)).status).toBe('COMPLETED');
    // Followed from its completion: the first check a minute later.
    const begun = await getAdReview(stack.database, launchId);
    expect(begun?.nextCheckAt?.getTime()).toBe(begun!.watchUntil.getTime() - 24 * 60 * 60_000 + 60_000);

    await handleAdReviewJob(stack.deps, { launchId }, quiet);
    const first = adReviewsResponseSchema.parse((await reviews(tokens.ava, launchId)).json());
    expect(first.data).toEqual([expect.objectContaining({ launchId, live: 0, inReview: 1, disapproved: 0, disapprovals: [], following: true })]);
    // Back-off: the next check two minutes after the first.
    const afterFirst = await getAdReview(stack.database, launchId);
    expect(afterFirst!.nextCheckAt!.getTime() - afterFirst!.checkedAt!.getTime()).toBe(120_000);

    const [ad] = await markedObjects(stack, 'ad', launchId);
    expect(await markedObjects(stack, 'ad', launchId)).toHaveLength(1);
    const reason = 'Your ad makes claims about health that are not allowed.';
    expect((await control({ adId: ad.id, outcome: 'DISAPPROVED', reason })).status).toBe(200);
    await handleAdReviewJob(stack.deps, { launchId }, quiet);

    const res = await reviews(tokens.ava, launchId);
    expect(res.statusCode, res.body).toBe(200);
    expect(adReviewsResponseSchema.parse(res.json()).data).toEqual([
      expect.objectContaining({
        launchId,
        live: 0,
        inReview: 0,
        disapproved: 1,
        withIssues: 0,
        disapprovals: [{ adId: ad.id, adName: ad.name, reason }],
        following: false,
      }),
    ]);
    // None left in review: no more checks; the launch's own status is still the spec's.
    expect((await getAdReview(stack.database, launchId))?.nextCheckAt).toBeNull();
    expect((await launchRecord(stack, tokens.ava, launchId)).status).toBe('COMPLETED');

    // Someone else's launch is not answered; bad ids are refused naming the field.
    expect(adReviewsResponseSchema.parse((await reviews(tokens.sam, launchId)).json()).data).toEqual([]);
    const bad = await reviews(tokens.ava, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/launchIds/);
    expect((await stack.app.inject({ method: 'GET', url: `/dashboard/ad-reviews?launchIds=${launchId}` })).statusCode).toBe(401);
  });

  it('follows a retried launch afresh: its new ad is counted', async () => {
    await control({ outcome: 'APPROVED', delayMs: 0 });
    await addFaults(stack, [{ kind: 'error', method: 'POST', path: '/ads$', nth: 2, error: { code: 100, subcode: 1487457, message: 'Invalid image' } }]);
    const payload = demoPayload(stack.fx, 'act_101', { campaignName: 'Retried', useSingleAdset: true, ads: adsOf(stack, 'act_101', 2) });
    const launchId = await launch(stack, tokens.ava, payload);
    await handleLaunchJob(stack.deps, { id: 'r1', data: { launchId }, retryCount: 0 }, quiet, undefined, fast);
    await clearFaults(stack);
    expect((await launchRecord(stack, tokens.ava, launchId)).status).toBe('COMPLETED_WITH_ISSUES');
    await handleAdReviewJob(stack.deps, { launchId }, quiet);
    expect(await getAdReview(stack.database, launchId)).toMatchObject({ live: 1, nextCheckAt: null });
    // The job delivered again changes nothing: the review stays ended.
    await handleLaunchJob(stack.deps, { id: 'r1', data: { launchId }, retryCount: 0 }, quiet, undefined, fast);
    expect((await getAdReview(stack.database, launchId))?.nextCheckAt).toBeNull();

    expect((await stack.app.inject({ method: 'POST', url: `/campaign-launches/${launchId}/retry`, headers: bearer(tokens.ava) })).statusCode).toBe(200);
    await handleLaunchJob(stack.deps, { id: 'r2', data: { launchId }, retryCount: 0 }, quiet, undefined, fast);
    expect((await launchRecord(stack, tokens.ava, launchId)).status).toBe('COMPLETED');
    expect((await getAdReview(stack.database, launchId))?.nextCheckAt).not.toBeNull();
    await handleAdReviewJob(stack.deps, { launchId }, quiet);
    expect(await getAdReview(stack.database, launchId)).toMatchObject({ live: 2, inReview: 0, disapproved: 0, nextCheckAt: null });
  });
});
