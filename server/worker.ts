import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { loggerOptions } from './app';
import { loadConfigOrExit, type Config } from './config';
import { startLaunchWorker } from './launch/queue';
import { closeOnSignals } from './main';
import { startMetricsServer } from './ops/metrics-server';
import { startDeps } from './start-deps';

// A worker-only process (`npm run worker`): runs launch jobs from the shared database. Several may run
// against one PostgreSQL (DATABASE_URL); the embedded PGlite allows one process, so there the API's own
// worker is the one to use.

export interface RunningWorker {
  /** The metrics' own address (METRICS_PORT), when set: a worker's only port. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

export interface StartWorkerOptions {
  /** Postgres only: the schema to work in (tests give each run its own). */
  schema?: string;
}

export async function startWorker(
  config: Config,
  log: pino.Logger = pino(loggerOptions(config.logLevel) as pino.LoggerOptions),
  options: StartWorkerOptions = {},
): Promise<RunningWorker> {
  const { database, boss, deps } = await startDeps(config, log, { schema: options.schema });
  const worker = await startLaunchWorker(deps, boss, log);
  const metrics = config.metrics ? await startMetricsServer(deps, config.metrics, log) : null;
  let closing: Promise<void> | null = null;
  return {
    metricsUrl: metrics?.url,
    close() {
      closing ??= (async () => {
        await metrics?.close();
        await worker.stop();
        await boss.stop({ graceful: true, timeout: 10_000 });
        await database.close();
      })();
      return closing;
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  try {
    const worker = await startWorker(config, log);
    log.info({ metrics: worker.metricsUrl, database: config.databaseUrl ? 'postgres' : `pglite in ${config.dataDir}` }, 'Salvo worker ready');
    closeOnSignals(worker.close, log);
  } catch (error) {
    log.error({ err: error }, 'Salvo worker failed to start');
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
