import type { Config } from './config';
import type { Database } from './db/database';
import { createTokenCipher, loadEncryptionKey, type TokenCipher } from './auth/token-crypto';
import { GraphClient } from './platform/graph-client';

/** Puts a stored launch on the queue (pg-boss in the process; tests may run the job directly). */
export interface LaunchQueue {
  enqueue(launchId: string): Promise<void>;
}

/** What routes, the auth layer and the launch job share; built once by main.ts or a test. */
export interface AppDeps {
  config: Config;
  database: Database;
  graph: GraphClient;
  cipher: TokenCipher;
  queue: LaunchQueue;
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
  return {
    config: options.config,
    database: options.database,
    queue: options.queue,
    graph:
      options.graph ??
      new GraphClient({ baseUrl: options.config.graphApiBase, version: options.config.graphApiVersion, appSecret: options.config.platformAppSecret }),
    cipher: createTokenCipher(loadEncryptionKey(options.config)),
    now: options.now ?? (() => new Date()),
  };
}
