// The Salvo API with an in-process simulator and its own test database: what every integration test starts
// from. The API is reached with app.inject; the simulator over real HTTP (its login dialog and Graph API).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { createSimulator, type SimFixtures, type Simulator } from '../../sim';
import { buildApp, loggerOptions } from '../../server/app';
import { sha256Base64url } from '../../server/auth/token-crypto';
import { loadConfig, type Config } from '../../server/config';
import { createTestDatabase, type TestDatabase } from '../../server/db/test-db';
import { createDeps, type AppDeps, type LaunchQueue } from '../../server/deps';
import { bossQueue, createBoss, startBoss, startLaunchWorker } from '../../server/launch/job';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { buildLaunchPayload } from '../../lib/rules/payload';
import type { LaunchPayload } from '../../lib/contract/launch';

export const PUBLIC_URL = 'http://salvo.test';

export interface Stack {
  sim: Simulator;
  simUrl: string;
  fx: SimFixtures;
  config: Config;
  database: TestDatabase;
  deps: AppDeps;
  app: FastifyInstance;
  boss: PgBoss | null;
  /** Launches queued while `queue: 'record'`: the test runs the job itself. */
  queued: string[];
  close(): Promise<void>;
}

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface StackOptions {
  /** 'boss': pg-boss with a worker in process (the real path); 'record': remember launch ids only. */
  queue?: 'boss' | 'record';
  /** Collects the API's log lines (at debug level) here, to check that nothing secret is logged. */
  logLines?: string[];
  /** Sees every statement sent to the database (tests that count a request's queries). */
  onQuery?: (sql: string) => void;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const sim = createSimulator();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-test-'));
  const config = loadConfig({
    GRAPH_API_BASE: simUrl,
    PUBLIC_URL,
    DATA_DIR: dataDir,
    TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
  });
  const database = await createTestDatabase({ onQuery: options.onQuery });
  const queued: string[] = [];
  let boss: PgBoss | null = null;
  let queue: LaunchQueue = { enqueue: async (id) => void queued.push(id) };
  if (options.queue === 'boss') {
    boss = createBoss(database, { monitorIntervalSeconds: 1 });
    await startBoss(boss, quietLog);
    queue = bossQueue(boss);
  }
  const deps = createDeps({ config, database, queue });
  const worker = boss ? await startLaunchWorker(deps, boss, quietLog, { pollingIntervalSeconds: 0.5 }) : null;
  const lines = options.logLines;
  const logger = lines ? { ...(loggerOptions('debug') as object), stream: { write: (line: string) => void lines.push(line) } } : false;
  const app = await buildApp({ deps, logger });
  return {
    sim,
    simUrl,
    fx: sim.fixtures(),
    config,
    database,
    deps,
    app,
    boss,
    queued,
    async close() {
      await app.close();
      await worker?.stop();
      if (boss) await boss.stop({ graceful: false, timeout: 2000 });
      await database.close();
      await sim.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function newVerifier(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: sha256Base64url(verifier) };
}

/** Follows the platform's login dialog as a person would: opens it, presses "Continue as {name}". */
export async function passLoginDialog(dialogUrl: string, userName: string): Promise<string> {
  const page = await fetch(dialogUrl);
  const html = await page.text();
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = forms.find((f) => f[2]?.includes(`Continue as ${userName}<`));
  if (!form?.[1] || !form[2]) throw new Error(`No "Continue as ${userName}" button in the dialog:\n${html}`);
  const fields = new URLSearchParams();
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.append(input[1] ?? '', decodeHtml(input[2] ?? ''));
  }
  const submitted = await fetch(new URL(form[1], dialogUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const location = submitted.headers.get('location');
  if (submitted.status !== 302 || !location) throw new Error(`The dialog answered ${submitted.status}`);
  return location;
}

function decodeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'");
}

/** The whole sign-in: start, the dialog, the callback, the claim. Answers the session token. */
export async function signIn(stack: Stack, userName: string): Promise<string> {
  const { verifier, challenge } = newVerifier();
  const start = await stack.app.inject({ method: 'GET', url: `/auth/facebook/start?challenge=${challenge}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const callback = new URL(await passLoginDialog(String(start.headers.location), userName));
  const done = await stack.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  if (done.statusCode !== 200) throw new Error(`callback answered ${done.statusCode}: ${done.body}`);
  const claim = await stack.app.inject({ method: 'POST', url: '/auth/claim', payload: { verifier } });
  const body = claim.json<{ status: string; token?: string }>();
  if (body.status !== 'complete' || !body.token) throw new Error(`claim answered ${claim.body}`);
  return body.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A valid launch for `accountId` with the sim's first page, pixel and image of that account. */
export function demoPayload(fx: SimFixtures, accountId: string, overrides: Partial<LaunchPayload> = {}): LaunchPayload {
  const account = fx.adAccounts.find((a) => a.id === accountId);
  const page = fx.pages.find((p) => p.adAccountIds.includes(accountId));
  const pixel = fx.pixels.find((p) => p.adAccountIds.includes(accountId));
  const image = fx.adImages.find((i) => i.adAccountId === accountId);
  if (!account || !page || !pixel || !image) throw new Error(`The simulator has no page, pixel or image for ${accountId}`);
  const context = { id: account.id, name: account.name, currency: account.currency, timezoneName: account.timezone_name, timezoneOffsetHoursUtc: account.timezone_offset_hours_utc };
  const draft = {
    ...createDefaultDraft(context, new Date()),
    page: { id: page.id, name: page.name },
    pixel: { id: pixel.id, name: pixel.name },
    conversionEvent: { id: 'PURCHASE', fbId: 'PURCHASE', name: 'Purchase', type: 'standard' as const },
    destinationUrl: 'https://shop.example.com/offer',
    campaignName: 'Skeleton campaign',
  };
  return { ...buildLaunchPayload(draft, { ads: [{ imageId: image.hash }], account: context }), ...overrides };
}
