import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { loadConfigOrExit, type Config } from './config';
import type { Database } from './db/database';
import { startLaunchWorker } from './launch/queue';
import { startMetricsServer } from './ops/metrics-server';
import { startDeps } from './start-deps';
import { startSweeps } from './sweeps';

// The API process (`npm run server`): opens the database (migrations run), starts pg-boss with a launch
// worker in this process, listens, sweeps (sweeps.ts), and shuts down cleanly on SIGINT/SIGTERM within a time limit.

export interface RunningApi {
  app: FastifyInstance;
  database: Database;
  /** The address it listens on, e.g. http://127.0.0.1:4000 */
  url: string;
  /** The metrics' own address (METRICS_PORT), when set. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

export interface StartApiOptions {
  /** Run launch jobs in this process too (default true); false when separate workers run them. */
  worker?: boolean;
}

export async function startApi(config: Config, options: StartApiOptions = {}): Promise<RunningApi> {
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  const { database, boss, deps } = await startDeps(config, log);
  const worker = options.worker !== false ? await startLaunchWorker(deps, boss, log) : null;
  const app = await buildApp({ deps, logger: loggerOptions(config.logLevel) });
  const url = await app.listen({ port: config.port, host: config.host });
  const metrics = config.metrics ? await startMetricsServer(deps, config.metrics, log) : null;
  const sweeps = startSweeps(deps, log);
  let closing: Promise<void> | null = null;
  return {
    app,
    database,
    url,
    metricsUrl: metrics?.url,
    close() {
      closing ??= (async () => {
        await app.close();
        await metrics?.close();
        await worker?.stop();
        await sweeps.stop();
        // Running launches get a moment to record what they created; the rest resume on the next start.
        await boss.stop({ graceful: true, timeout: 10_000 });
        await database.close();
      })();
      return closing;
    },
  };
}

/** Closes `close` on SIGINT/SIGTERM; a second signal, or the time limit, ends the process at once. */
export function closeOnSignals(close: () => Promise<void>, log: pino.Logger, timeLimitMs = 15_000): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, timeLimitMs);
    timer.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  try {
    const api = await startApi(config);
    log.info(
      { url: api.url, metrics: api.metricsUrl, database: config.databaseUrl ? 'postgres' : `pglite in ${config.dataDir}`, graph: config.graphApiBase },
      'Salvo API ready',
    );
    closeOnSignals(api.close, log);
  } catch (error) {
    log.error({ err: error }, 'Salvo API failed to start');
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
