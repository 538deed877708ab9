import type { Database } from '../../server/db/database';
import { round } from './results';
import type { Worker } from './workers';

// The killer of bench:chaos: every few seconds a working worker process is killed with SIGKILL (no shutdown, its
// leases left to lapse), never the last one running, and a new one started in its place; a watcher notes, for each launch the dead worker
// held, how long after the kill another worker held its lease (the launch resumed).

export interface Kill {
  atMs: number;
  pid: number;
  /** The launches the worker held a lease on when it died. */
  held: string[];
  /** Workers left running (ready) when it died: the ones that can take its launches over. */
  survivors: number;
  /** ms from the kill until its replacement process was ready (it does not wait for it: the survivors take over). */
  replacementReadyMs?: number;
  /** ms from the kill until another worker held each launch's lease (100 ms resolution). */
  resumedAfterMs: Record<string, number>;
}

export interface KillerOptions {
  database: Database;
  /** The launches of the run: only their leases are looked at. */
  launchIds: string[];
  /** The workers alive; the killer removes its victims and adds their replacements. */
  workers: Set<Worker>;
  startWorker: () => Worker;
  /** A kill every [min, max] ms. */
  everyMs: [number, number];
  /** Draws in [0, 1): a seeded generator, so a run's kills can be repeated. */
  random: () => number;
  /** ms since the measurement started. */
  elapsed: () => number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The workers that said they are ready: one still starting holds nothing, so it is no victim. */
async function readyWorkers(all: Worker[]): Promise<Worker[]> {
  const ready = await Promise.all(
    all.map((w) =>
      Promise.race([
        w.ready.then(
          () => true,
          () => false,
        ),
        sleep(0).then(() => false),
      ]),
    ),
  );
  return all.filter((_, i) => ready[i]);
}

/** Starts killing and watching; `stop()` ends both and answers the kills. */
export function startKiller(o: KillerOptions): { stop(): Promise<Kill[]> } {
  const kills: Kill[] = [];
  let done = false;
  const killLoop = (async () => {
    while (!done) {
      await sleep(o.everyMs[0] + o.random() * (o.everyMs[1] - o.everyMs[0]));
      if (done) return;
      // Never the last worker running: a launch resumes on another worker, so one must be up (a replacement
      // starting takes seconds, which no lease shortens).
      const live = await readyWorkers([...o.workers]);
      if (live.length < 2) continue;
      const victim = live[Math.floor(o.random() * live.length)]!;
      const pid = victim.child.pid!;
      victim.child.kill('SIGKILL');
      const atMs = o.elapsed();
      o.workers.delete(victim);
      await victim.exited;
      // A lease's owner is host:pid:run (server/launch/lease.ts).
      const held = await o.database.query<{ id: string }>('SELECT id FROM launches WHERE id = ANY($1) AND lease_owner LIKE $2', [o.launchIds, `%:${pid}:%`]);
      const kill: Kill = { atMs, pid, held: held.map((r) => r.id), survivors: live.length - 1, resumedAfterMs: {} };
      kills.push(kill);
      const replacement = o.startWorker();
      o.workers.add(replacement);
      replacement.ready.then(
        () => (kill.replacementReadyMs = round(o.elapsed() - atMs, 0)),
        () => undefined,
      );
    }
  })();
  const watchLoop = (async () => {
    while (!done) {
      await sleep(100);
      const open = kills.flatMap((k) => k.held.filter((id) => k.resumedAfterMs[id] === undefined).map((id) => ({ k, id })));
      if (open.length === 0) continue;
      const rows = await o.database.query<{ id: string; lease_owner: string | null; status: string }>(
        'SELECT id, lease_owner, status FROM launches WHERE id = ANY($1)',
        [open.map((x) => x.id)],
      );
      for (const { k, id } of open) {
        const row = rows.find((r) => r.id === id);
        // Another owner now, or already finished by one between two looks (then it resumed before now).
        const resumed = (row?.lease_owner && !row.lease_owner.includes(`:${k.pid}:`)) || (row && !['PENDING', 'RUNNING'].includes(row.status));
        if (resumed) k.resumedAfterMs[id] = round(o.elapsed() - k.atMs, 0);
      }
    }
  })();
  return {
    async stop() {
      done = true;
      await Promise.allSettled([killLoop, watchLoop]);
      return kills;
    },
  };
}
