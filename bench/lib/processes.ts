import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port';
import { root, waitForHttp } from '../../scripts/lib/stack';
import type { AccountCounters as SimAccountCounters } from '../../sim';

// The parts a benchmark starts as processes of their own, as in production: the simulator (the platform is
// another machine), workers (`npm run worker`), API servers. Each is node with tsx's loader, not the tsx CLI,
// so that a SIGKILL reaches the process itself.

export interface Spawned {
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
}

/** Runs `script` (relative to the repository) in a node process of its own; its output goes to `logFile`. */
export function spawnNode(script: string, env: NodeJS.ProcessEnv, options: { logFile?: string; nodeArgs?: string[]; stdout?: 'pipe' } = {}): Spawned {
  const out = options.logFile ? fs.openSync(options.logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', options.stdout ?? out, out],
  });
  if (typeof out === 'number') fs.closeSync(out);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, exited };
}

/** Stops a process politely, then for good after `graceMs`. */
export async function stop(p: Spawned, graceMs = 5000): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const kill = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  p.child.kill('SIGTERM');
  await p.exited;
  clearTimeout(kill);
}

export interface SimProcess extends Spawned {
  url: string;
}

/** The simulator as a process (npm run sim) on a free port, with `extraAccounts` more agency accounts. */
export async function startSimulator(options: { extraAccounts?: number; logFile?: string } = {}): Promise<SimProcess> {
  const port = await freePort();
  const p = spawnNode('sim/main.ts', { SIM_PORT: String(port), SIM_EXTRA_ACCOUNTS: String(options.extraAccounts ?? 0) }, { logFile: options.logFile });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/__sim/fixtures`);
  // The extra accounts all promote Northwind Outdoor: a bench's hundreds of running ads would pass a Page's limit
  // (250, docs/limits.md#a-pages-running-ads), which is not what a bench measures.
  await simControl(url, 'pages/400201', { limit_on_ads_running_or_in_review: 1_000_000 });
  return { ...p, url };
}

/** POST to the simulator's control API; throws on an error answer. */
export async function simControl<T = unknown>(simUrl: string, route: string, body: object): Promise<T> {
  const res = await fetch(`${simUrl}/__sim/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`/__sim/${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function simGet<T = unknown>(simUrl: string, route: string): Promise<T> {
  const res = await fetch(`${simUrl}/__sim/${route}`);
  if (!res.ok) throw new Error(`/__sim/${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Counters of every ad account the simulator saw (GET /__sim/limits). */
export type AccountCounters = SimAccountCounters & { accountId: string };

export async function accountCounters(simUrl: string): Promise<AccountCounters[]> {
  return (await simGet<{ data: AccountCounters[] }>(simUrl, 'limits')).data;
}
