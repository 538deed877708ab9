import type { Config } from './config';
import type { Database } from './db/database';
import { loadKeyring, type Keyring } from './auth/keyring';
import { createTokenCipher, type TokenCipher } from './auth/token-crypto';
import { enginePace } from './launch/account-pace';
import { Metrics } from './ops/metrics';
import type { QueueStatus } from './ops/queue-status';
import { readinessOf } from './ops/readiness';
import { GraphClient } from './platform/graph-client';
import { RateGovernor } from './platform/rate-governor';

/** Puts a stored launch on the queue (pg-boss in the process; tests may run the job directly). */
export interface LaunchQueue {
  enqueue(launchId: string): Promise<void>;
  /** pg-boss's: the queue's jobs as it counts them; throws when it cannot be read (server/ops/queue-status.ts). */
  status?(): Promise<QueueStatus>;
  /** Checks the launch's ad review at `at` (server/ad-review/queue.ts); a queue without it (tests, benchmarks) leaves
   * the checks to its caller. */
  followAdReview?(launchId: string, at: Date): Promise<void>;
}

/** What routes, the auth layer and the launch job share; built once by main.ts or a test. */
export interface AppDeps {
  config: Config;
  database: Database;
  graph: GraphClient;
  /** The server's keys (server/auth/keyring.ts): platform tokens' encryption, the sign-in state's and sessions' MACs. */
  keyring: Keyring;
  cipher: TokenCipher;
  queue: LaunchQueue;
  /** This process's metrics (server/ops/metrics.ts), served on their own address when METRICS_PORT is set. */
  metrics: Metrics;
  now: () => Date;
}

export interface CreateDepsOptions {
  config: Config;
  database: Database;
  queue: LaunchQueue;
  /** The platform's HTTP client; tests may pass one with a short timeout. */
  graph?: GraphClient;
  now?: () => Date;
}

export function createDeps(options: CreateDepsOptions): AppDeps {
  const keyring = loadKeyring(options.config);
  // What the metrics read at each scrape (server/ops/metrics.ts); the Graph client tells them each call's outcome.
  const metrics: Metrics = new Metrics({
    queueStatus: options.queue.status?.bind(options.queue),
    readiness: readinessOf(options.database, options.queue),
    governor: () => deps.graph.governor,
  });
  const deps: AppDeps = {
    config: options.config,
    database: options.database,
    queue: options.queue,
    // Every worker paces an ad account's writes on the same clock, in the database (account-pace.ts); PGlite has
    // one process, whose pace is its own.
    graph:
      options.graph ??
      new GraphClient({
        baseUrl: options.config.graphApiBase,
        version: options.config.graphApiVersion,
        appSecret: options.config.platformAppSecret,
        governor: new RateGovernor({ pace: enginePace(options.database) }),
        observer: metrics,
      }),
    metrics,
    keyring,
    cipher: createTokenCipher(keyring),
    now: options.now ?? (() => new Date()),
  };
  return deps;
}
