import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../../sim';
import { loadConfig } from '../../server/config';
import { startApi } from '../../server/main';
import { startWorker } from '../../server/worker';

// The processes as they run (server/main.ts, server/worker.ts), over HTTP: each serves its metrics on their own
// address when METRICS_PORT is set, never on the API's public port. Each on an embedded database of its own in its
// DATA_DIR (a worker alone on PGlite runs as it would on PostgreSQL), so the file stays on PGlite (vitest.config.ts).

describe('the API and worker processes', () => {
  let sim: Simulator;
  let simUrl: string;
  const dirs: string[] = [];
  const env = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-ops-'));
    dirs.push(dataDir);
    return { PORT: '0', GRAPH_API_BASE: simUrl, DATA_DIR: dataDir, TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), LOG_LEVEL: 'silent' };
  };

  beforeAll(async () => {
    sim = createSimulator();
    simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sim?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the API: /health and /ready on its port, its metrics on their own address only', async () => {
    const api = await startApi(loadConfig({ ...env(), METRICS_PORT: '0' }));
    try {
      expect(api.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(api.metricsUrl).not.toBe(api.url);
      expect(await (await fetch(`${api.url}/ready`)).json()).toEqual({ ok: true });
      expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
      const text = await (await fetch(`${api.metricsUrl}/metrics`)).text();
      expect(text).toContain('salvo_ready{check="database"} 1');
      expect(text).toContain('salvo_ready{check="queue"} 1');
      expect(text).toMatch(/^salvo_launch_queue_jobs\{state="ready"\} 0$/m);
    } finally {
      await api.close();
    }
  });

  it('a worker: its metrics and probes on their address', async () => {
    const worker = await startWorker(loadConfig({ ...env(), METRICS_PORT: '0' }), pino({ level: 'silent' }));
    try {
      expect(await (await fetch(`${worker.metricsUrl}/ready`)).json()).toEqual({ ok: true });
      expect(await (await fetch(`${worker.metricsUrl}/metrics`)).text()).toMatch(/^salvo_launch_queue_oldest_ready_seconds 0$/m);
    } finally {
      await worker.close();
    }
  });
});
