import { describe, expect, it } from 'vitest';
import { databasePace } from '../../server/launch/account-pace';
import { handleLaunchJob } from '../../server/launch/queue';
import { GraphClient } from '../../server/platform/graph-client';
import { RateGovernor } from '../../server/platform/rate-governor';
import { DEFAULT_APP } from '../../sim';
import { demoPayload, signIn, stackForBlock } from './harness';
import { addFaults, adsOf, clearFaults, expectExactly, fast, launch, launchRecord, quiet } from './launch-kit';

// Every platform call of a launch's run passes its account's gate (server/launch/platform-gate.ts), the reads
// before the first write included: a blocked account defers the job and a transient failure is retried within the
// run, so neither spends one of the job's retries (a throw from handleLaunchJob is one) nor calls a blocked
// account again.

describe('the launch gate', () => {
  const { stack } = stackForBlock();
  const simPost = (path: string, body: object) =>
    fetch(`${stack.simUrl}/__sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const counters = async (accountId: string) =>
    (await (await fetch(`${stack.simUrl}/__sim/limits?accountId=${accountId}`)).json()) as { blockedRefusals: number };

  it('a launch whose image-name read fails transiently: read again within the run, completed in one attempt of its job', async () => {
    const user = stack.fx.users[0]!;
    const token = await signIn(stack, user.name);
    const id = await launch(stack, token, demoPayload(stack.fx, 'act_101', { campaignName: 'Names read again', ads: adsOf(stack, 'act_101', 2) }));
    await addFaults(stack, [{ kind: 'transient', method: 'GET', path: '/adimages$', times: 2 }]);
    try {
      await handleLaunchJob(stack.deps, { id: 'j', data: { launchId: id }, retryCount: 0 }, quiet, undefined, fast);
      const fired = (await (await fetch(`${stack.simUrl}/__sim/faults`)).json()) as { data: Array<{ fired: number }> };
      expect(fired.data[0]!.fired).toBe(2);
      expect(await launchRecord(stack, token, id)).toMatchObject({ status: 'COMPLETED', adsCompleted: 2 });
      await expectExactly(stack, id, { campaign: 1, adset: 2, ad: 2 });
    } finally {
      await clearFaults(stack);
    }
  });

  // Last: the block it leaves is shared in the database on the moved clock.
  it('a launch whose account the platform blocked before its run: deferred after one refused read, then completed, no retry spent', async () => {
    const user = stack.fx.users[0]!;
    const token = await signIn(stack, user.name);
    let offset = 0;
    // The engine's view of time moves with the simulator's clock, so five blocked minutes pass at once.
    const governor = new RateGovernor({ now: () => Date.now() + offset, pace: databasePace(stack.database) });
    const deps = { ...stack.deps, graph: new GraphClient({ baseUrl: stack.simUrl, version: 'v25.0', appSecret: DEFAULT_APP.secret, governor }) };
    // The limited tier blocks for 5 minutes, and a call while blocked starts them again.
    await simPost('config', { tier: 'limited' });
    try {
      const id = await launch(stack, token, demoPayload(stack.fx, 'act_101', { campaignName: 'Blocked before it ran', ads: adsOf(stack, 'act_101', 2) }));
      const before = (await counters('act_101')).blockedRefusals;
      await simPost('limits/block', { accountId: 'act_101', ms: 300_000 });
      const deferred: Date[] = [];
      const job = { id: 'j', data: { launchId: id }, retryCount: 0 };
      // Resolves: the job is queued again for when access returns (a throw would spend a retry).
      await handleLaunchJob(deps, job, quiet, async (_id, until) => void deferred.push(until), fast);
      expect(deferred).toHaveLength(1);
      expect(deferred[0]!.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
      // The refusal that told the engine of the block, and no call after it.
      expect((await counters('act_101')).blockedRefusals - before).toBe(1);
      expect((await launchRecord(stack, token, id)).adsCompleted).toBe(0);

      offset += 301_000;
      await simPost('clock', { advanceMs: 301_000 });
      await handleLaunchJob(deps, job, quiet, undefined, fast);
      expect(await launchRecord(stack, token, id)).toMatchObject({ status: 'COMPLETED', adsCompleted: 2 });
      await expectExactly(stack, id, { campaign: 1, adset: 2, ad: 2 });
    } finally {
      await simPost('config', { tier: 'full' });
    }
  });
});
