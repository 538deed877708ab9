import { describe, expect, it } from 'vitest';
import { databasePace } from '../../server/launch/account-pace';
import { handleLaunchJob } from '../../server/launch/queue';
import { GraphClient } from '../../server/platform/graph-client';
import { DEFAULT_APP } from '../../sim';
import { RateGovernor } from '../../server/platform/rate-governor';
import { demoPayload, signIn, stackForBlock } from './harness';
import { addFaults, clearFaults, expectExactly, launch, launchRecord, quiet, runToEnd } from './launch-kit';

// Rate limits: a throttled account waits while another account's launch proceeds; a blocked account's launch
// is deferred to when access returns (the block shared in the database) and then completes.

describe('throttles', () => {
  const { stack } = stackForBlock();

  const simPost = (path: string, body: object) =>
    fetch(`${stack.simUrl}/__sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const adsOf = (accountId: string, n: number) => {
    const images = stack.fx.adImages.filter((i) => i.adAccountId === accountId);
    return Array.from({ length: n }, (_, i) => ({ imageId: images[i % images.length]!.hash }));
  };

  it("waits out a throttled account while another account's launch proceeds", async () => {
    const agency = stack.fx.users.find((u) => u.role === 'agency')!;
    const token = await signIn(stack, agency.name);
    await addFaults(stack, [
      {
        kind: 'error',
        method: 'POST',
        accountId: 'act_201',
        times: 2,
        error: { code: 80004, subcode: 2446079, message: 'There have been too many calls to this ad-account.', isTransient: true },
      },
    ]);
    try {
      const slow = await launch(stack, token, demoPayload(stack.fx, 'act_201', { campaignName: 'Throttled', ads: adsOf('act_201', 3) }));
      const fast = await launch(stack, token, demoPayload(stack.fx, 'act_202', { campaignName: 'Unhindered', ads: adsOf('act_202', 3) }));
      const finished: string[] = [];
      await Promise.all(
        [slow, fast].map(async (id) => {
          expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
          finished.push(id);
        }),
      );
      expect(finished).toEqual([fast, slow]);
      await expectExactly(stack, slow, { campaign: 1, adset: 3, ad: 3 });
      await expectExactly(stack, fast, { campaign: 1, adset: 3, ad: 3 });
    } finally {
      await clearFaults(stack);
    }
  });

  it('defers a launch whose account is blocked until access returns, then completes it', async () => {
    const user = stack.fx.users[0]!;
    const token = await signIn(stack, user.name);
    let offset = 0;
    // The engine's view of time moves with the simulator's clock, so five blocked minutes pass at once.
    const governor = new RateGovernor({ now: () => Date.now() + offset, pace: databasePace(stack.database) });
    const deps = { ...stack.deps, graph: new GraphClient({ baseUrl: stack.simUrl, version: 'v25.0', appSecret: DEFAULT_APP.secret, governor }) };
    await simPost('config', { tier: 'limited' });
    try {
      // 1 campaign + 12 ad sets + 12 ads = 25 writes = 75 points: the limited tier blocks at 60.
      const id = await launch(stack, token, demoPayload(stack.fx, 'act_101', { campaignName: 'Blocked', ads: adsOf('act_101', 12) }));
      const deferred: Date[] = [];
      const job = { id: 'j', data: { launchId: id }, retryCount: 0 };
      await handleLaunchJob(deps, job, quiet, async (_id, until) => void deferred.push(until));
      expect(deferred).toHaveLength(1);
      const wait = deferred[0]!.getTime() - Date.now();
      expect(wait).toBeGreaterThan(4 * 60_000);
      expect(wait).toBeLessThan(6 * 60_000);
      const partial = await launchRecord(stack, token, id);
      expect(partial.status).toBe('RUNNING');
      expect(partial.adsCompleted).toBeGreaterThan(0);
      expect(partial.adsCompleted).toBeLessThan(12);
      const shared = await stack.database.query<{ blocked_until: Date }>('SELECT blocked_until FROM account_throttles WHERE account_id = $1', ['act_101']);
      expect(shared).toHaveLength(1);

      offset += 301_000;
      await simPost('clock', { advanceMs: 301_000 });
      await handleLaunchJob(deps, job, quiet);
      expect(await launchRecord(stack, token, id)).toMatchObject({ status: 'COMPLETED', adsCompleted: 12 });
      await expectExactly(stack, id, { campaign: 1, adset: 12, ad: 12 });
    } finally {
      await simPost('config', { tier: 'full' });
    }
  });
});
