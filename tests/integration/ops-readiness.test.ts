import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestDatabase, type TestDatabase } from '../../server/db/test-db';
import { createDeps, type AppDeps } from '../../server/deps';
import { bossQueue, createBoss, LAUNCH_QUEUE, startBoss } from '../../server/launch/queue';
import { startMetricsServer, type MetricsServer } from '../../server/ops/metrics-server';
import { queueStatusOf } from '../../server/ops/queue-status';
import { stackForBlock } from './harness';
import { quiet } from './launch-kit';

// Liveness and readiness (server/ops/health-routes.ts, docs/operations.md#health-and-readiness): /health answers while
// the process does; /ready asks the database and the launch queue and names what it does not reach, with nothing
// else. And the queue's depth and wait as the metrics show them, from pg-boss itself.

const scrape = async (server: MetricsServer) => (await fetch(`${server.url}/metrics`)).text();
const sampleOf = (text: string, line: string): number | undefined => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('readiness', () => {
  const { stack } = stackForBlock();

  it('answers ok on the public port while the database answers; /health too', async () => {
    expect((await stack.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ ok: true });
    expect((await stack.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
  });

  it('a database down: 503 naming the database and nothing else, while /health still answers', async () => {
    const database = await createTestDatabase();
    const deps = createDeps({ config: stack.config, database, queue: { enqueue: async () => undefined } });
    const app = await buildApp({ deps });
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      await database.close();
      // Asked again once its last answer is a second old.
      await expect.poll(async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode, { interval: 200, timeout: 10_000 }).toBe(503);
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.json()).toEqual({ ok: false, failed: ['database'], error: 'Not ready: the database does not answer.' });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the launch queue, as readiness and the metrics see it', () => {
  let database: TestDatabase;
  let boss: ReturnType<typeof createBoss>;
  let deps: AppDeps;
  let server: MetricsServer;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const config = loadConfig({ TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), LOG_LEVEL: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    boss = createBoss(database, { monitorIntervalSeconds: 1 });
    await startBoss(boss, quiet);
    deps = createDeps({ config, database, queue: { ...bossQueue(boss), status: queueStatusOf(boss, database) } });
    app = await buildApp({ deps });
    server = await startMetricsServer(deps, { port: 0, host: '127.0.0.1', token: undefined }, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
    await boss?.stop({ graceful: false, timeout: 2000 });
    await database?.close();
  });

  it('counts due and deferred jobs, and how long the oldest due one has waited; a stopped queue is a 503 naming the queue', async () => {
    // No worker here: one job waits, another is due in an hour.
    await deps.queue.enqueue(crypto.randomUUID());
    await boss.send(LAUNCH_QUEUE, { launchId: crypto.randomUUID() }, { singletonKey: crypto.randomUUID(), startAfter: 3600 });
    // pg-boss counts on its monitor's passes (every second here).
    await expect
      .poll(
        async () => {
          const text = await scrape(server);
          return [sampleOf(text, 'salvo_launch_queue_jobs{state="ready"}'), sampleOf(text, 'salvo_launch_queue_jobs{state="deferred"}')];
        },
        { interval: 500, timeout: 30_000 },
      )
      .toEqual([1, 1]);
    await expect
      .poll(async () => sampleOf(await scrape(server), 'salvo_launch_queue_oldest_ready_seconds'), { interval: 500, timeout: 10_000 })
      .toBeGreaterThan(1);
    const ready = await scrape(server);
    expect(sampleOf(ready, 'salvo_launch_queue_jobs{state="active"}')).toBe(0);
    expect(sampleOf(ready, 'salvo_ready{check="queue"}')).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ ok: true });
    expect(await (await fetch(`${server.url}/ready`)).json()).toEqual({ ok: true });

    await boss.stop({ graceful: false, timeout: 2000 });
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode, { interval: 200, timeout: 10_000 }).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({
      ok: false,
      failed: ['queue'],
      error: 'Not ready: the launch queue cannot be read.',
    });
    // The worker's own probe, on the metrics' address, says the same (once its own last answer is a second old).
    await expect.poll(async () => (await fetch(`${server.url}/ready`)).status, { interval: 200, timeout: 10_000 }).toBe(503);
    expect(await (await fetch(`${server.url}/ready`)).json()).toMatchObject({ failed: ['queue'] });
    // The metrics: the queue not ready, the database ready, and no queue figure rather than a stale one (each read at
    // most once a second).
    const figures = async () => {
      const text = await scrape(server);
      return ['salvo_ready{check="queue"}', 'salvo_ready{check="database"}', 'salvo_launch_queue_jobs{state="ready"}'].map((line) => sampleOf(text, line));
    };
    await expect.poll(figures, { interval: 200, timeout: 10_000 }).toEqual([0, 1, undefined]);
  });
});
