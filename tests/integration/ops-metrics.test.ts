import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeLaunch } from '../../server/launch/engine';
import { LeaseLostError } from '../../server/launch/lease';
import { LeaseScan } from '../../server/launch/lease-scan';
import { takeOver } from '../../server/launch/queue';
import { getLaunch } from '../../server/db/repos/launches';
import { startMetricsServer, type MetricsServer } from '../../server/ops/metrics-server';
import { GraphClient } from '../../server/platform/graph-client';
import { DEFAULT_APP } from '../../sim';
import { demoPayload, stackForBlock } from './harness';
import { addFaults, adsOf, clearFaults, expectExactly, fast, launch, quiet, runToEnd } from './launch-kit';

// The Prometheus endpoint (server/ops/, docs/operations.md#metrics) scraped over HTTP on its own address, as
// Prometheus does, after a launch and after a takeover: each figure is what the launch did.

/** The value of one sample of a scrape (`name{a="b",…} value`), the labels in any order; undefined when absent. */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of scrape.split('\n')) {
    const m = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.keys(got).length === Object.keys(labels).length && Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('the metrics endpoint', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';
  const token = crypto.randomBytes(24).toString('base64url');
  let server: MetricsServer;
  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    server = await startMetricsServer(stack.deps, { port: 0, host: '127.0.0.1', token }, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is read with METRICS_TOKEN only, and serves liveness and readiness beside', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token.slice(1)}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('salvo_');
    expect((await fetch(`${server.url}/nothing`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ ok: true });
    expect(await (await fetch(`${server.url}/ready`)).json()).toEqual({ ok: true });
    // The process's own figures come with it.
    expect(sample(await scrape(), 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('after a launch: the launch by status and kind, its duration and steps, its platform calls by outcome and code, the account usage', async () => {
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Scraped', ads: adsOf(stack, accountId, 3) }));
    // One transient refusal of the campaign's create, retried in the run.
    await addFaults(stack, [{ kind: 'transient', method: 'POST', path: '/campaigns$', times: 1 }]);
    expect(await runToEnd(stack.deps, id)).toBe('COMPLETED');
    await clearFaults(stack);

    const text = await scrape();
    expect(sample(text, 'salvo_launches_finished_total', { status: 'COMPLETED', kind: 'new' })).toBe(1);
    expect(sample(text, 'salvo_launch_duration_seconds_count', { status: 'COMPLETED', kind: 'new' })).toBe(1);
    expect(sample(text, 'salvo_launch_duration_seconds_sum', { status: 'COMPLETED', kind: 'new' })).toBeGreaterThan(0);
    for (const step of ['PREPARING', 'CREATING_CAMPAIGN', 'CREATING_ADSETS', 'FINALIZING'])
      expect(sample(text, 'salvo_launch_step_duration_seconds_count', { step }), step).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'salvo_launch_runs_active', { kind: 'new' })).toBe(0);
    // The campaign, 3 ad sets and 3 ads created (each operation of a batch a call), the reads besides.
    expect(sample(text, 'salvo_platform_calls_total', { outcome: 'ok', code: '' })).toBeGreaterThanOrEqual(7);
    expect(sample(text, 'salvo_platform_calls_total', { outcome: 'transient', code: '2' })).toBe(1);
    // As the simulator's usage headers last said (its full tier: a launch's calls round to 0%).
    expect(sample(text, 'salvo_platform_account_usage_percent', { account: accountId })).toBe(0);
    expect(sample(text, 'salvo_platform_account_blocked_seconds', { account: accountId })).toBe(0);
    expect(sample(text, 'salvo_launch_takeovers_total')).toBe(0);
    expect(sample(text, 'salvo_ready', { check: 'database' })).toBe(1);
  });

  it('an account the platform blocks: its usage at 100%, the time to regain access it gave, the refusal by its code', async () => {
    // Another user's account (Sam's), blocked by the simulator as its score would.
    const sam = stack.fx.users[1]!;
    const blocked = sam.adAccountIds[0]!;
    const res = await fetch(`${stack.simUrl}/__sim/limits/block`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountId: blocked, ms: 120_000 }),
    });
    expect(res.status).toBe(200);
    await expect(stack.deps.graph.get(blocked, sam.accessToken, { fields: 'id' })).rejects.toMatchObject({ code: 80004 });
    const text = await scrape();
    expect(sample(text, 'salvo_platform_calls_total', { outcome: 'rate_limited', code: '80004' })).toBe(1);
    expect(sample(text, 'salvo_platform_account_usage_percent', { account: blocked })).toBe(100);
    const regain = sample(text, 'salvo_platform_account_regain_access_seconds', { account: blocked })!;
    expect(regain).toBeGreaterThan(0);
    expect(regain).toBeLessThanOrEqual(180);
    expect(sample(text, 'salvo_platform_account_blocked_seconds', { account: blocked })).toBeGreaterThan(0);
    // The other account is not blocked.
    expect(sample(text, 'salvo_platform_account_blocked_seconds', { account: accountId })).toBe(0);
  });

  it("after a takeover of a dead worker's launch: one takeover, the launch completed once", async () => {
    let offset = 0;
    const clock = () => offset;
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Taken over', ads: adsOf(stack, accountId, 2) }));
    // Worker A dies in its first write (sent and done, its answer never read): its renewals stop with it.
    let entered!: () => void;
    let open!: () => void;
    const inCall = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (open = resolve));
    const stalled: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if ((init?.method ?? 'GET').toUpperCase() !== 'POST') return res;
      entered();
      await gate;
      return res;
    };
    const dead = new GraphClient({ baseUrl: stack.simUrl, version: 'v25.0', appSecret: DEFAULT_APP.secret, fetch: stalled });
    const runA = executeLaunch({ ...stack.deps, graph: dead }, id, quiet, { ...fast, lease: { owner: 'worker-a', renewEveryMs: 3_600_000, clock } });
    await inCall;
    const before = await scrape();
    expect(sample(before, 'salvo_launch_runs_active', { kind: 'new' })).toBe(1);

    // Past its lease, this process's scan takes the launch over and completes it.
    offset = 60_000;
    const scan = new LeaseScan(stack.database, (launchId) => takeOver(stack.deps, launchId, quiet, async () => undefined, { ...fast, lease: { clock } }), {
      capacity: 4,
      clock,
    });
    expect(await scan.scanOnce()).toEqual([id]);
    await scan.stop();
    expect((await getLaunch(stack.database, id))?.status).toBe('COMPLETED');
    open();
    await expect(runA).rejects.toBeInstanceOf(LeaseLostError);
    await expectExactly(stack, id, { campaign: 1, adset: 2, ad: 2 });

    const text = await scrape();
    expect(sample(text, 'salvo_launch_takeovers_total')).toBe(1);
    expect(sample(text, 'salvo_launches_finished_total', { status: 'COMPLETED', kind: 'new' })).toBe(2);
    // The dead run is not counted as running on.
    expect(sample(text, 'salvo_launch_runs_active', { kind: 'new' })).toBe(0);
  });
});
