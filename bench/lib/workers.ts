import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { spawnNode, type Spawned } from './processes';

// PostgreSQL and launch workers for the benchmarks of several processes: a throwaway cluster (as the test
// runner makes), a database of its own per measurement, and `npm run worker` processes (server/worker.ts).

export async function startCluster(): Promise<ThrowawayPostgres> {
  const cluster = await startThrowawayPostgres();
  if (!cluster) throw new Error("This benchmark needs PostgreSQL: install Debian's postgresql (initdb and pg_ctl in /usr/lib/postgresql/*/bin)");
  return cluster;
}

/** A new database on the cluster; answers its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface Worker extends Spawned {
  /** Resolves once the worker said it is ready (its queue polled). */
  ready: Promise<void>;
}

/** A launch worker process, as `npm run worker` runs it (server/worker.ts), reading `env` (DATABASE_URL, ...). */
export function startWorker(env: NodeJS.ProcessEnv): Worker {
  const p = spawnNode('server/worker.ts', { LOG_LEVEL: 'info', ...env }, { stdout: 'pipe' });
  const ready = new Promise<void>((resolve, reject) => {
    let seen = '';
    const onData = (d: Buffer) => {
      seen = (seen + d.toString()).slice(-4096);
      if (seen.includes('Salvo worker ready')) {
        p.child.stdout?.off('data', onData);
        // Keep draining its log, unread.
        p.child.stdout?.resume();
        resolve();
      }
    };
    p.child.stdout?.on('data', onData);
    void p.exited.then((code) => reject(new Error(`A worker exited (${code}) before it was ready`)));
  });
  ready.catch(() => undefined);
  return { ...p, ready };
}
