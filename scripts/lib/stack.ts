import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The three parts as real processes: the simulator, the Salvo API (with its worker), and the
// extension built for that API. Used by `npm start`; the e2e run builds with it (e2e-build.ts).

export const root = path.resolve(import.meta.dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export interface Proc {
  name: string;
  child: ChildProcess;
}

/** Runs `script` with tsx; its output goes to the terminal, or to `logFile` when one is given. */
export function startProcess(name: string, script: string, env: NodeJS.ProcessEnv, logFile?: string): Proc {
  const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
  const child = spawn(bin('tsx'), [script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null && !stopping) console.error(`${name} exited with code ${code}`);
  });
  return { name, child };
}

/** Resolves once `url` answers HTTP at all (any status), or rejects after `ms`. */
export async function waitForHttp(url: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * Builds the extension for `apiUrl`; with `simUrl`, its content script also runs on the simulator's Ads Manager page;
 * `platformLoginBase`: the only login origin its sign-in opens (default: `simUrl`, else the simulator's default).
 */
export function buildExtension(opts: { apiUrl: string; simUrl?: string; platformLoginBase?: string; outDir: string }): Promise<void> {
  const platformLoginBase = opts.platformLoginBase ?? opts.simUrl;
  return new Promise((resolve, reject) => {
    const child = spawn(bin('wxt'), ['build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        WXT_API_BASE: opts.apiUrl,
        // A build for this machine or the e2e run: its API may be plain http (wxt.config.ts).
        SALVO_DEV_BUILD: '1',
        ...(opts.simUrl ? { WXT_SIM_ADSMANAGER: `${opts.simUrl}/*` } : {}),
        ...(platformLoginBase ? { WXT_PLATFORM_LOGIN_BASE: platformLoginBase } : {}),
        SALVO_OUTPUT_DIR: opts.outDir,
      },
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wxt build failed (${code}):\n${out}`))));
  });
}

let stopping = false;
/** Stops the processes, politely first; resolves when they are gone. */
export async function stopAll(procs: Proc[], graceMs = 8000): Promise<void> {
  stopping = true;
  await Promise.all(
    procs.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
