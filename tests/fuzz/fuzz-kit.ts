// What every fuzz test shares (docs/security.md "The fuzz test"): each case goes through the real app (app.inject, the
// real database, the in-process simulator; nothing of Salvo's mocked), and for every one: no 5xx; every 400 names a
// field with a message; a refused request costs no platform call, except the reads whose answer refuses it (named by
// the route: the fields or statuses the platform's answer gives), and no refused request ever writes to the platform.
// FUZZ_RUNS sets the cases per test (npm run fuzz: 10,000), FUZZ_SEED replays a run.
import fc from 'fast-check';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { Stack } from '../integration/harness';
import { bodies, rawJson } from './arbitraries';

export const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** A test's time: its stack, then its cases (about 0.1 s each on a busy 2-core machine). */
export const fuzzTimeout = 60_000 + RUNS * 200;

/** The limits have their own tests (tests/integration/rate-limits, refusal-cost, address-limits); here every request reaches validation. */
export const UNLIMITED: Record<string, string> = Object.fromEntries(
  [
    'RATE_LIMIT_SIGN_IN',
    'RATE_LIMIT_TOKEN_SIGN_IN',
    'RATE_LIMIT_LAUNCHES',
    'RATE_LIMIT_UPLOADS',
    'RATE_LIMIT_REQUESTS',
    'RATE_LIMIT_UNAUTHENTICATED',
    'RATE_LIMIT_UNAUTHORIZED',
    'RATE_LIMIT_PLATFORM_CALLS',
    'RATE_LIMIT_DECODES',
  ].map((name) => [name, '100000000']),
);

export interface Case {
  route: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** What goes on the wire; none: no body. */
  payload?: string | Buffer;
}

/** What the platform's own answer may refuse, after the route read it: 400s naming these fields, these statuses. */
export interface PlatformRefusals {
  fields?: readonly string[];
  statuses?: readonly number[];
}

interface Logged {
  method: string;
  path: string;
  batchIndex?: number;
}

/**
 * A write to the platform: any call but a GET, the envelope of a batch (its operations are logged with their own
 * methods) and the sign-in's own code exchange (oauth/access_token, a POST with the app's secret).
 */
const isWrite = (call: Logged) => call.method !== 'GET' && !(call.path === '/' && call.batchIndex === undefined) && !call.path.startsWith('/oauth/');

/** JSON bodies for one route: mostly mutations of `valid()` (tests/fuzz/arbitraries.ts), sometimes not JSON at all. */
export function jsonCases(
  route: string,
  method: Case['method'],
  url: () => string,
  valid: () => Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const as = (payload: string | undefined): Case => ({
    route,
    method,
    url: url(),
    headers: { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  });
  return fc.oneof(
    { weight: 19, arbitrary: bodies(valid).map((body) => as(body === undefined ? undefined : JSON.stringify(body))) },
    { weight: 1, arbitrary: rawJson.map((raw) => as(raw)) },
  );
}

export class Fuzz {
  readonly counts = {
    sent: 0,
    byStatus: {} as Record<string, number>,
    refused: 0,
    refusedWithPlatformCalls: 0,
    platformCallsOfRefused: 0,
    platformWritesOfRefused: 0,
    byRoute: {} as Record<string, number>,
  };

  constructor(
    private readonly stack: Stack,
    private readonly refusals: (route: string) => PlatformRefusals = () => ({}),
  ) {}

  private async platformLog(): Promise<Logged[]> {
    return ((await (await fetch(`${this.stack.simUrl}/__sim/requests`)).json()) as { data: Logged[] }).data;
  }

  /** Sends one case and checks what holds for every answer; answers the response. */
  async send(c: Case): Promise<Response> {
    await fetch(`${this.stack.simUrl}/__sim/requests`, { method: 'DELETE' });
    const res = await this.stack.app.inject({
      method: c.method,
      url: c.url,
      headers: c.headers ?? {},
      ...(c.payload === undefined ? {} : { payload: c.payload }),
    });
    const calls = await this.platformLog();
    const { counts } = this;
    counts.sent += 1;
    counts.byStatus[res.statusCode] = (counts.byStatus[res.statusCode] ?? 0) + 1;
    counts.byRoute[c.route] = (counts.byRoute[c.route] ?? 0) + 1;
    const shown = typeof c.payload === 'string' ? c.payload : c.payload ? `<${c.payload.length} bytes>` : '';
    const what = `${c.method} ${c.url} ${shown} → ${res.statusCode} ${res.body}`.slice(0, 3000);
    expect(res.statusCode, what).toBeLessThan(500);
    if (res.statusCode >= 300) {
      counts.refused += 1;
      const writes = calls.filter(isWrite);
      counts.platformCallsOfRefused += calls.length;
      counts.platformWritesOfRefused += writes.length;
      if (calls.length > 0) counts.refusedWithPlatformCalls += 1;
      expect(writes, what).toEqual([]);
    }
    const fields = res.statusCode === 400 ? Object.entries((res.json() as { fields?: Record<string, unknown> }).fields ?? {}) : [];
    if (res.statusCode === 400) {
      const answer = res.json();
      expect(answer.success, what).toBe(false);
      expect(fields.length, what).toBeGreaterThan(0);
      for (const [field, messages] of fields) {
        expect(field.length, what).toBeGreaterThan(0);
        expect(Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string' && m.length > 0), what).toBe(true);
      }
    }
    // Refused before the platform, unless the platform's own answer refused it.
    if (res.statusCode >= 300 && calls.length > 0) {
      const allowed = this.refusals(c.route);
      const byPlatform =
        (allowed.statuses ?? []).includes(res.statusCode) ||
        (res.statusCode === 400 && fields.every(([field]) => (allowed.fields ?? []).includes(field.split('.')[0]!)));
      expect(byPlatform, `${what}\nplatform calls: ${JSON.stringify(calls)}`).toBe(true);
    }
    return res;
  }

  /** Runs RUNS cases of `cases`; `after` tidies up what a case made (so caps and quotas stay far). Prints the counts. */
  async run(name: string, cases: fc.Arbitrary<Case>, after: (c: Case, res: Response) => Promise<void> = async () => undefined): Promise<void> {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => after(c, await this.send(c))),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: true },
    );
    console.log(`fuzz ${name}: ${JSON.stringify(this.counts, null, 1)}`);
    expect(this.counts.sent).toBeGreaterThanOrEqual(RUNS);
    expect(this.counts.platformWritesOfRefused).toBe(0);
    expect(this.counts.byStatus[429] ?? 0).toBe(0);
  }
}
