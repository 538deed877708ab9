// The platform simulator: createSimulator(options) serves the Graph API subset, the login dialog, the Ads Manager
// stand-in and the /__sim control API over HTTP (see sim/README.md).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { SimFixtures } from './control/fixtures';
import { fixturesOf } from './control/fixtures';
import type { ResolvedOptions } from './runtime';
import { createRuntime } from './runtime';
import type { SimApp } from './state/world';

export type { SimFixtures } from './control/fixtures';
export type { SimApp } from './state/world';
export type { AccountCounters } from './limits/rate-limiter';

export interface SimOptions {
  seed?: number;
  /** The app Salvo uses; `redirectUris` default to the development extension's (DEV_EXTENSION_REDIRECT_URI). */
  app?: { id: string; secret: string; redirectUris?: string[] };
  /** Further apps (for instance an attacker's), with their own redirect URIs. */
  otherApps?: SimApp[];
  /** Like the platform's "Require App Secret" setting: calls with a user or app token must send appsecret_proof. */
  requireAppSecretProof?: boolean;
  latency?: { baseMs?: number; perBatchOpMs?: number };
  tier?: 'development' | 'limited' | 'full';
  videoReadyDelayMs?: number;
  /** More agency ad accounts (act_2101, act_2102, ...) beyond the seeded ones. */
  extraAccounts?: number;
  /** The platform's web origin as browsers reach it, where previews' iframes point (default: the simulator's address). */
  webBase?: string;
  logger?: boolean;
}

export interface Simulator {
  /** Resolves the base URL, e.g. 'http://127.0.0.1:4010' (port 0 = a free port). */
  listen(opts?: { port?: number; host?: string }): Promise<string>;
  url: string;
  close(): Promise<void>;
  fixtures(): SimFixtures;
}

/**
 * The development extension's sign-in redirect (lib/contract/extension-id.ts, which the simulator may not import;
 * tests/conformance/dev-extension.test.ts checks the two agree).
 */
export const DEV_EXTENSION_REDIRECT_URI = 'https://nanlcpdjdoecddgboljdpaihakdikake.chromiumapp.org/oauth';

export const DEFAULT_APP: Readonly<SimApp> = { id: '1234567890', secret: 'sim-app-secret', redirectUris: [DEV_EXTENSION_REDIRECT_URI] };

function resolveOptions(options: SimOptions = {}): ResolvedOptions {
  return {
    seed: options.seed ?? 1,
    app: { ...DEFAULT_APP, ...options.app, redirectUris: [...(options.app?.redirectUris ?? DEFAULT_APP.redirectUris)] },
    otherApps: (options.otherApps ?? []).map((a) => ({ ...a, redirectUris: [...a.redirectUris] })),
    requireAppSecretProof: options.requireAppSecretProof ?? false,
    latency: { baseMs: options.latency?.baseMs ?? 0, perBatchOpMs: options.latency?.perBatchOpMs ?? 0 },
    tier: options.tier ?? 'full',
    videoReadyDelayMs: options.videoReadyDelayMs ?? 2000,
    extraAccounts: options.extraAccounts ?? 0,
    ...(options.webBase ? { webBase: options.webBase.replace(/\/+$/, '') } : {}),
  };
}

export function createSimulator(options: SimOptions = {}): Simulator {
  const rt = createRuntime(resolveOptions(options));
  let app: FastifyInstance | undefined;
  const sim: Simulator = {
    url: '',
    async listen(opts = {}) {
      if (app) throw new Error('simulator already listening');
      app = await buildApp(rt, { logger: options.logger });
      const host = opts.host ?? '127.0.0.1';
      await app.listen({ port: opts.port ?? 0, host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : opts.port;
      sim.url = `http://${host.includes(':') ? `[${host}]` : host}:${String(port)}`;
      rt.baseUrl = sim.url;
      return sim.url;
    },
    async close() {
      const a = app;
      app = undefined;
      if (a) await a.close();
    },
    fixtures: () => fixturesOf(rt.world),
  };
  return sim;
}
