import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../server/deps';
import { executeLaunch } from '../../server/launch/engine';
import { takeOver } from '../../server/launch/queue';
import { LEASE_TTL_MS, LeaseLostError } from '../../server/launch/lease';
import { LeaseScan } from '../../server/launch/lease-scan';
import { getLaunch } from '../../server/db/repos/launches';
import { GraphClient } from '../../server/platform/graph-client';
import { DEFAULT_APP } from '../../sim';
import { demoPayload, stackForBlock } from './harness';
import { adsOf, expectExactly, fast, launch, quiet } from './launch-kit';

// Taking over the launch of a dead worker (server/launch/lease-scan.ts): the lease lapses LEASE_TTL_MS after its
// holder's last renewal, and the next scan of any worker takes the launch over, never earlier, and only one
// scan of several. The lease clock is moved by the test (clockOffsetMs), so no test waits for it.

/**
 * A client counting the writes it sends; each write's answer is held (sent, not yet read) until `open()`: a stalled or
 * dead worker. Reads pass (a run reads the account's images before its first write).
 */
function stalledGraph(simUrl: string): { graph: GraphClient; writes: () => number; inCall: Promise<void>; open: () => void } {
  let writes = 0;
  let open!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const inCall = new Promise<void>((resolve) => (entered = resolve));
  const stalled: typeof fetch = async (input, init) => {
    const write = (init?.method ?? 'GET').toUpperCase() === 'POST';
    if (write) writes += 1;
    const res = await fetch(input, init);
    if (!write) return res;
    entered();
    await gate;
    return res;
  };
  return { graph: new GraphClient({ baseUrl: simUrl, version: 'v25.0', appSecret: DEFAULT_APP.secret, fetch: stalled }), writes: () => writes, inCall, open };
}

function countingGraph(simUrl: string): { graph: GraphClient; writes: () => number } {
  let writes = 0;
  const counting: typeof fetch = async (input, init) => {
    if ((init?.method ?? 'GET').toUpperCase() === 'POST') writes += 1;
    return fetch(input, init);
  };
  return { graph: new GraphClient({ baseUrl: simUrl, version: 'v25.0', appSecret: DEFAULT_APP.secret, fetch: counting }), writes: () => writes };
}

describe("taking over a dead worker's launch", () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';
  /** The lease clock's offset (ms ahead of the database's now()). */
  let offset = 0;
  const clock = () => offset;
  const leaseLeft = async (id: string) =>
    Number(
      (await stack.database.query<{ ms: unknown }>(`SELECT extract(epoch from (lease_until - now())) * 1000 AS ms FROM launches WHERE id = $1`, [id]))[0]?.ms,
    );

  /** A scan of one worker whose takeovers run with `deps` and the test's lease clock. */
  const scanOf = (deps: AppDeps) =>
    new LeaseScan(stack.database, (launchId) => takeOver(deps, launchId, quiet, async () => undefined, { ...fast, lease: { clock } }), { capacity: 4, clock });

  it("a dead run's launch is taken over by the first scan after its lease lapses, never before, and completed", async () => {
    offset = 0;
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Dead worker', ads: adsOf(stack, accountId, 3) }));
    // Worker A dies in its first call (the campaign's create, sent and done): its renewals stop with it.
    const a = stalledGraph(stack.simUrl);
    const runA = executeLaunch({ ...stack.deps, graph: a.graph }, id, quiet, { ...fast, lease: { owner: 'worker-a', renewEveryMs: 3_600_000, clock } });
    await a.inCall;
    // Its lease lapses at most LEASE_TTL_MS after it was last renewed.
    const left = await leaseLeft(id);
    expect(left).toBeLessThanOrEqual(LEASE_TTL_MS);

    const b = countingGraph(stack.simUrl);
    const scan = scanOf({ ...stack.deps, graph: b.graph });
    offset = left - 1000;
    expect(await scan.scanOnce()).toEqual([]);
    offset = left + 1;
    expect(await scan.scanOnce()).toEqual([id]);
    await scan.stop();
    expect((await getLaunch(stack.database, id))?.status).toBe('COMPLETED');
    await expectExactly(stack, id, { campaign: 1, adset: 3, ad: 3 });
    expect(b.writes()).toBeGreaterThan(0);

    // A comes back to life: it stops before writing anything more.
    a.open();
    await expect(runA).rejects.toBeInstanceOf(LeaseLostError);
    expect(a.writes()).toBe(1);
  });

  it('a live run renews its lease: no scan takes its launch while it lives', async () => {
    offset = 0;
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Live worker', ads: adsOf(stack, accountId, 2) }));
    const a = stalledGraph(stack.simUrl);
    const runA = executeLaunch({ ...stack.deps, graph: a.graph }, id, quiet, { ...fast, lease: { owner: 'worker-a', renewEveryMs: 20, clock } });
    await a.inCall;
    const scan = scanOf({ ...stack.deps, graph: countingGraph(stack.simUrl).graph });
    // Time passes, half a lease at a time: each renewal (while A waits for its answer) moves the lease on.
    for (let step = 1; step <= 4; step += 1) {
      offset = (step * LEASE_TTL_MS) / 2;
      await expect.poll(() => leaseLeft(id), { interval: 10 }).toBeGreaterThan(offset + LEASE_TTL_MS / 2);
      expect(await scan.scanOnce()).toEqual([]);
    }
    a.open();
    expect(await runA).toBe('COMPLETED');
    await scan.stop();
    await expectExactly(stack, id, { campaign: 1, adset: 2, ad: 2 });
  });

  it('of several workers scanning at once, exactly one runs the launch', async () => {
    offset = 0;
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Raced', ads: adsOf(stack, accountId, 2) }));
    const a = stalledGraph(stack.simUrl);
    const runA = executeLaunch({ ...stack.deps, graph: a.graph }, id, quiet, { ...fast, lease: { owner: 'worker-a', renewEveryMs: 3_600_000, clock } });
    await a.inCall;
    offset = (await leaseLeft(id)) + 1;
    const workers = [countingGraph(stack.simUrl), countingGraph(stack.simUrl), countingGraph(stack.simUrl)];
    const scans = workers.map((w) => scanOf({ ...stack.deps, graph: w.graph }));
    const taken = await Promise.all(scans.map((s) => s.scanOnce()));
    await Promise.all(scans.map((s) => s.stop()));
    // Each scan saw the launch; the lease let one of them run it.
    expect(taken.filter((ids) => ids.includes(id)).length).toBeGreaterThanOrEqual(1);
    expect(workers.filter((w) => w.writes() > 0)).toHaveLength(1);
    expect((await getLaunch(stack.database, id))?.status).toBe('COMPLETED');
    await expectExactly(stack, id, { campaign: 1, adset: 2, ad: 2 });
    a.open();
    await expect(runA).rejects.toBeInstanceOf(LeaseLostError);
  });
});
