// The Salvo API with an in-process simulator and its own test database: what every integration test starts
// from. The API is reached with app.inject; the simulator over real HTTP (its login dialog and Graph API).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';
import { createSimulator, type SimFixtures, type SimOptions, type Simulator } from '../../sim';
import { buildApp, loggerOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createTestDatabase, type TestDatabase } from '../../server/db/test-db';
import { createDeps, type AppDeps, type LaunchQueue } from '../../server/deps';
import { bossQueue, createBoss, startBoss, startLaunchWorker } from '../../server/launch/queue';
import type { LaunchPayload } from '../../lib/contract/launch';
import { DEV_EXTENSION_ID, extensionRedirectUri } from '../../lib/contract/extension-id';
import { panelPayload } from '../fixtures/panel-payload';

const PUBLIC_URL = 'http://salvo.test';

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
  /** The simulator's options (other apps, appsecret_proof required, ...). */
  sim?: SimOptions;
  /** More of the API's environment (EXTENSION_IDS, ...). */
  env?: Record<string, string>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const sim = createSimulator(options.sim);
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-test-'));
  const config = loadConfig({
    GRAPH_API_BASE: simUrl,
    PUBLIC_URL,
    DATA_DIR: dataDir,
    TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
    ...options.env,
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

/**
 * The stack of the enclosing describe block, started before its tests and closed after them, with `people` signed
 * in: `tokens` holds their session tokens by the keys given. Both are filled when the block's tests start, so read
 * them in tests and hooks, not while the block is declared.
 */
export function stackForBlock<K extends string = never>(
  people: Record<K, string> = {} as Record<K, string>,
  options: StackOptions = {},
): { stack: Stack; tokens: Record<K, string> } {
  const stack = {} as Stack;
  const tokens = {} as Record<K, string>;
  beforeAll(async () => {
    Object.assign(stack, await startStack(options));
    for (const [key, name] of Object.entries<string>(people)) tokens[key as K] = await signIn(stack, name);
  });
  afterAll(async () => {
    await stack.close?.();
  });
  return { stack, tokens };
}

/** The development extension's sign-in redirect: what the built extension's launchWebAuthFlow uses. */
export const EXTENSION_REDIRECT = extensionRedirectUri(DEV_EXTENSION_ID);

/** A PKCE pair (RFC 7636, S256) as the extension's background makes one. */
export function newPkce(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
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
  return text
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The platform's login URL for a sign-in, from GET /auth/facebook/dialog. */
export async function dialogUrl(
  stack: Pick<Stack, 'app'>,
  pkce: { challenge: string },
  state: string,
  redirectUri = EXTENSION_REDIRECT,
  remoteAddress?: string,
): Promise<string> {
  const res = await stack.app.inject({
    method: 'GET',
    url: '/auth/facebook/dialog',
    query: { redirectUri, state, codeChallenge: pkce.challenge },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`dialog answered ${res.statusCode}: ${res.body}`);
  return res.json<{ url: string }>().url;
}

/**
 * The extension's whole sign-in, as its background does it: the dialog's URL (its state wrapping the extension's),
 * the platform's login dialog, the redirect's state checked, the code exchanged with the state and the verifier. Answers the session token. `app`: another API
 * instance on the stack's database (one with a clock of the test's, say); `remoteAddress`: the client's address.
 */
export async function signIn(stack: Stack, userName: string, app: FastifyInstance = stack.app, remoteAddress?: string): Promise<string> {
  const pkce = newPkce();
  const state = crypto.randomBytes(16).toString('base64url');
  const dialog = await dialogUrl({ app }, pkce, state, EXTENSION_REDIRECT, remoteAddress);
  const sent = new URL(dialog).searchParams.get('state') ?? '';
  if (!sent.startsWith(`${state}.`)) throw new Error(`The dialog's state does not wrap the extension's: ${sent}`);
  const back = new URL(await passLoginDialog(dialog, userName));
  if (back.searchParams.get('state') !== sent) throw new Error(`The redirect came back with another state: ${back.toString()}`);
  const payload = { code: back.searchParams.get('code') ?? '', state: sent, codeVerifier: pkce.verifier, redirectUri: EXTENSION_REDIRECT };
  const exchange = await app.inject({ method: 'POST', url: '/auth/facebook/exchange', payload, remoteAddress });
  if (exchange.statusCode !== 200) throw new Error(`exchange answered ${exchange.statusCode}: ${exchange.body}`);
  return exchange.json<{ token: string }>().token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A valid launch for `accountId` with the sim's first page, pixel and image of that account. */
export function demoPayload(fx: SimFixtures, accountId: string, overrides: Partial<LaunchPayload> = {}): LaunchPayload {
  return { ...panelPayload(fx, accountId, { campaignName: 'Skeleton campaign' }), ...overrides };
}

/** The model tests launch hundreds of ads through the same few Pages in one world: their Pages get a large Page's
 * running-ads limit (the simulator's default is a small Page's 250, sim/README.md#ads-volume), so the limit, which its
 * own tests cover, does not end a long run. */
export async function raisePageAdLimits(stack: Stack, limit = 1_000_000): Promise<void> {
  for (const page of stack.fx.pages) {
    const res = await fetch(`${stack.simUrl}/__sim/pages/${page.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit_on_ads_running_or_in_review: limit }),
    });
    if (!res.ok) throw new Error(`the simulator refused a Page limit: ${res.status}`);
  }
}
