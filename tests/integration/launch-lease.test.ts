import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../server/deps';
import { executeLaunch } from '../../server/launch/engine';
import { handleLaunchJob } from '../../server/launch/queue';
import { LeaseHeldError, LeaseLostError } from '../../server/launch/lease';
import { getLaunch } from '../../server/db/repos/launches';
import { GraphClient } from '../../server/platform/graph-client';
import { DEFAULT_APP } from '../../sim';
import { demoPayload, stackForBlock } from './harness';
import { adsOf, expectExactly, fast, launch, quiet } from './launch-kit';

// The launch's lease (server/launch/lease.ts): two runs of one launch at once, as when pg-boss hands the
// launch of a stalled worker to another, create each object once; the run without the lease writes nothing.

/**
 * A client of its own per run, counting the writes (POSTs) it sends; `gate` holds each write's answer (sent, not yet
 * read) until opened. Reads pass (a run reads the account's images before its first write).
 */
function countingGraph(simUrl: string, gate?: { wait: Promise<void>; entered: () => void }): { graph: GraphClient; writes: () => number } {
  let writes = 0;
  const counting: typeof fetch = async (input, init) => {
    const write = (init?.method ?? 'GET').toUpperCase() === 'POST';
    if (write) writes += 1;
    const res = await fetch(input, init);
    if (gate && write) {
      gate.entered();
      await gate.wait;
    }
    return res;
  };
  return { graph: new GraphClient({ baseUrl: simUrl, version: 'v25.0', appSecret: DEFAULT_APP.secret, fetch: counting }), writes: () => writes };
}

describe('launch lease', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';
  const setLease = (id: string, owner: string, offsetSeconds: number) =>
    stack.database.query(`UPDATE launches SET lease_owner = $2, lease_until = now() + $3::integer * interval '1 second' WHERE id = $1`, [
      id,
      owner,
      offsetSeconds,
    ]);
  const leaseOf = async (id: string) => (await stack.database.query<{ lease_owner: string | null }>('SELECT lease_owner FROM launches WHERE id = $1', [id]))[0];

  it('two runs of one launch at the same time: one runs it, the other stops without writing', async () => {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Two runners', ads: adsOf(stack, accountId, 4) }));
    const a = countingGraph(stack.simUrl);
    const b = countingGraph(stack.simUrl);
    const results = await Promise.allSettled([
      executeLaunch({ ...stack.deps, graph: a.graph }, id, quiet, { ...fast, lease: { owner: 'worker-a' } }),
      executeLaunch({ ...stack.deps, graph: b.graph }, id, quiet, { ...fast, lease: { owner: 'worker-b' } }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(won.map((r) => r.value)).toEqual(['COMPLETED']);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(LeaseHeldError);
    const loser = results[0]!.status === 'rejected' ? a : b;
    expect(loser.writes()).toBe(0);
    await expectExactly(stack, id, { campaign: 1, adset: 4, ad: 4 });
    // Released at the end: the next run (a retry, a deletion) need not wait for it to lapse.
    expect((await leaseOf(id))?.lease_owner).toBeNull();
  });

  it('a run that lost its lease while stalled stops before its next write; the new holder completes the launch', async () => {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Stalled runner', ads: adsOf(stack, accountId, 3) }));
    // Run A stalls in its first call (the campaign's create: sent and done, its answer not yet read)...
    let open!: () => void;
    let entered!: () => void;
    const inCall = new Promise<void>((resolve) => (entered = resolve));
    const a = countingGraph(stack.simUrl, { wait: new Promise<void>((resolve) => (open = resolve)), entered: () => entered() });
    // A stalled process renews nothing: here its renewals are simply too rare to come (the test cannot block
    // A's event loop without blocking B's).
    const runA = executeLaunch({ ...stack.deps, graph: a.graph }, id, quiet, { ...fast, lease: { owner: 'worker-a', ttlMs: 300, renewEveryMs: 3_600_000 } });
    await inCall;
    // ...past its lease: run B takes the launch over and runs it to the end (releasing the lease).
    await new Promise((r) => setTimeout(r, 500));
    const b = countingGraph(stack.simUrl);
    expect(await executeLaunch({ ...stack.deps, graph: b.graph }, id, quiet, { ...fast, lease: { owner: 'worker-b' } })).toBe('COMPLETED');
    // B found A's campaign by its marker and made the rest. A wakes up and stops before its next write.
    open();
    await expect(runA).rejects.toBeInstanceOf(LeaseLostError);
    expect(a.writes()).toBe(1);
    expect(b.writes()).toBeGreaterThan(0);
    await expectExactly(stack, id, { campaign: 1, adset: 3, ad: 3 });
    expect((await getLaunch(stack.database, id))?.status).toBe('COMPLETED');
  });

  it('an expired lease (a dead worker) is taken over; a live one ends the job, leaving the launch to its holder', async () => {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Taken over', ads: adsOf(stack, accountId, 2) }));
    const deferred: Date[] = [];
    const defer = async (_launchId: string, until: Date) => void deferred.push(until);
    const job = { id: 'job-1', data: { launchId: id }, retryCount: 0 };
    const counting = countingGraph(stack.simUrl);
    const deps: AppDeps = { ...stack.deps, graph: counting.graph };

    // Held by a live worker: nothing is sent and nothing queued (should the holder die, the lease scan takes over).
    await setLease(id, 'live-worker', 60);
    await handleLaunchJob(deps, job, quiet, defer);
    expect(counting.writes()).toBe(0);
    expect(deferred).toEqual([]);
    expect((await getLaunch(stack.database, id))?.status).toBe('PENDING');

    // Its holder died a while ago: the lease has lapsed and the next run takes it.
    await setLease(id, 'dead-worker', -5);
    expect(await executeLaunch(deps, id, quiet, fast)).toBe('COMPLETED');
    await expectExactly(stack, id, { campaign: 1, adset: 2, ad: 2 });
    expect((await leaseOf(id))?.lease_owner).toBeNull();
  });
});
