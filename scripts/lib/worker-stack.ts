import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

// The simulator and the Salvo API of one e2e worker: two processes on ports of their own, the API with its own
// embedded database in a temp folder. Workers share nothing, so tests in parallel cannot see each other's objects.

/** The API base the e2e extension is built for. Each worker's Chromium resolves this name to its own API
 * (--host-resolver-rules), so one build serves every worker; `.test` names never resolve elsewhere. */
export const E2E_API_BASE = 'http://salvo-api.test';
/** The platform's login origin the e2e extension opens and the APIs answer, resolved the same way to each worker's
 * simulator (the extension opens that origin only: docs/security.md#sign-in). */
export const E2E_PLATFORM_LOGIN_BASE = 'http://salvo-platform.test';

export interface WorkerStack {
  simUrl: string;
  /** The API as this machine reaches it (127.0.0.1 and its port); the browser reaches it as E2E_API_BASE. */
  apiUrl: string;
  adminToken: string;
  /** The Chromium flag that sends E2E_API_BASE to this worker's API and E2E_PLATFORM_LOGIN_BASE to its simulator. */
  hostResolverRules: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const partScript = path.join(root, 'scripts', 'lib', 'stack-part.ts');

interface Part {
  child: ChildProcess;
  url: string;
}

/** Starts `stack-part.ts <part>`; its output goes to `logFile`. Resolves with its URL once it listens. */
function startPart(part: 'sim' | 'api', env: NodeJS.ProcessEnv, logFile: string, ms: number): Promise<Part> {
  const log = fs.createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', partScript, part], { cwd: root, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stderr!.pipe(log, { end: false });
  return new Promise<Part>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the ${part} did not start within ${ms / 1000} s (see ${logFile})`)), ms);
    const fail = (e: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(e);
    };
    child.once('exit', (code) => fail(new Error(`the ${part} exited with code ${code} before it listened (see ${logFile})`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      log.write(`${line}\n`);
      if (!line.startsWith('{"ready":')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, url: (JSON.parse(line) as { ready: string }).ready });
    });
  });
}

/** Ends a part: its stdin closes (it shuts down cleanly), then SIGKILL if it is still there after `graceMs`. */
function stopPart({ child }: Part, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.stdin!.end();
  });
}

const apiEnv = (dataDir: string, simUrl: string, adminToken: string): NodeJS.ProcessEnv => ({
  PUBLIC_URL: E2E_API_BASE,
  DATA_DIR: dataDir,
  GRAPH_API_BASE: simUrl,
  PLATFORM_LOGIN_BASE: E2E_PLATFORM_LOGIN_BASE,
  DATABASE_URL: '',
  LOG_LEVEL: 'info',
  FEATURE_FLAGS: 'automations',
  ADMIN_TOKEN: adminToken,
  // A finished launch's ad review checked a second after it, not a minute (tests/e2e/ad-review.spec.ts).
  AD_REVIEW_FIRST_CHECK_SECONDS: '1',
});

/** A fresh API's data folder (the embedded database migrated, the job queue's schema made) in `dir`: starting
 * from a copy of it skips what takes a new API longest to start. */
export async function makeApiDataTemplate(dir: string, logDir: string): Promise<void> {
  fs.mkdirSync(logDir, { recursive: true });
  const api = await startPart('api', apiEnv(dir, 'http://127.0.0.1:9', ''), path.join(logDir, 'e2e-api-template.log'), 300_000);
  await stopPart(api);
}

/** The worker's simulator and its API (which talks to that simulator), logs in `logDir` named by `name`. The API's
 * data starts as a copy of `dataTemplate` when one is given (makeApiDataTemplate). */
export async function startWorkerStack(opts: { logDir: string; name: string; dataTemplate?: string; startMs?: number }): Promise<WorkerStack> {
  const { logDir, name, startMs = 120_000 } = opts;
  fs.mkdirSync(logDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-e2e-'));
  if (opts.dataTemplate) fs.cpSync(opts.dataTemplate, dataDir, { recursive: true });
  const adminToken = crypto.randomBytes(24).toString('base64url');
  // Its preview renderer's iframes point at E2E_PLATFORM_LOGIN_BASE, the platform's web origin as Chromium reaches it.
  const sim = await startPart('sim', { SIM_WEB_BASE: E2E_PLATFORM_LOGIN_BASE }, path.join(logDir, `${name}-sim.log`), startMs);
  let api: Part;
  try {
    api = await startPart('api', apiEnv(dataDir, sim.url, adminToken), path.join(logDir, `${name}-api.log`), startMs);
  } catch (e) {
    await stopPart(sim);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const apiPort = new URL(api.url).port;
  return {
    simUrl: sim.url,
    apiUrl: api.url,
    adminToken,
    hostResolverRules: [
      `MAP ${new URL(E2E_API_BASE).hostname} 127.0.0.1:${apiPort}`,
      `MAP ${new URL(E2E_PLATFORM_LOGIN_BASE).hostname} 127.0.0.1:${new URL(sim.url).port}`,
    ].join(', '),
    async stop() {
      await Promise.all([stopPart(api), stopPart(sim)]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
