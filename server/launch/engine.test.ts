import { markedItem } from './markers';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPayloadSchema, type LaunchPayload } from '../../lib/contract/launch';
import { sampleLaunchPayload } from '../../lib/contract/test-fixtures';
import { upsertPlatformUser } from '../auth/sessions';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../db/test-db';
import { createDeps, type AppDeps } from '../deps';
import { GraphClient } from '../platform/graph-client';
import { insertPlannedLaunch } from './accept';
import { executeLaunch } from './engine';
import { TransientLaunchError } from './outcomes';
import { RECORD_CHUNK } from './batch-round';
import { liveObjects, loadLedger, recordCreated } from '../db/repos/launch-ledger';
import { getLaunch } from '../db/repos/launches';

// The executor against a scripted platform: partial failure, transient errors and resuming from the ledger.
// (Lost answers, markers and throttles against the simulator: tests/integration/launch-*.test.ts.)

type Handler = (method: string, path: string, body: URLSearchParams) => { status: number; body: unknown } | 'network-error';

const account = { id: 'act_1', name: 'A', data: { currency: 'USD', timezone_name: 'Etc/UTC', timezone_offset_hours_utc: 0 } };
const quiet = { info: () => undefined, warn: () => undefined };

function payload(ads: number, useSingleAdset = true): LaunchPayload {
  return launchPayloadSchema.parse({
    ...sampleLaunchPayload,
    accountId: 'act_1',
    ads: Array.from({ length: ads }, (_, i) => ({ imageId: `hash${i}` })),
    useSingleAdset,
  });
}

describe('executeLaunch', () => {
  let database: TestDatabase;
  let handler: Handler;
  let deps: AppDeps;
  let userId: string;
  const calls: string[] = [];
  let nextId = 1000;
  /** Looks, as a batch arrives, for its items' attempts in the database. */
  let checkAttempts: ((batch: URLSearchParams) => Promise<void>) | null = null;

  beforeAll(async () => {
    // The attempts' writes go in the same log as the platform's calls: each batch must come after its own.
    database = await createTestDatabase({ onQuery: (sql) => void (/^insert into "launch_attempts"/.test(sql) && calls.push('ATTEMPTS')) });
    const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = new URLSearchParams(String(init?.body ?? ''));
      const path = url.pathname.replace(/^\/v25\.0\/?/, '');
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '' && checkAttempts) await checkAttempts(body);
      const answer = handler(init?.method ?? 'GET', path, body);
      if (answer === 'network-error') throw new TypeError('fetch failed');
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    deps = createDeps({
      config: loadConfig({ TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'), LOG_LEVEL: 'silent' }),
      database,
      queue: { enqueue: async () => undefined },
      graph: new GraphClient({ baseUrl: 'http://platform.test', version: 'v25.0', appSecret: 'test-secret', fetch: fakeFetch }),
    });
    userId = (await upsertPlatformUser(deps, { platformUserId: 'u1', name: 'U', accessToken: 'tok', scopes: '', tokenExpiresAt: null })).id;
  });
  afterAll(async () => {
    await database?.close();
  });

  async function newLaunch(ads: number, useSingleAdset = true): Promise<string> {
    const launch = { id: crypto.randomUUID(), createdAt: new Date(), userId, idempotencyKey: null, payload: payload(ads, useSingleAdset), account };
    return (await insertPlannedLaunch(database, launch)).id;
  }

  /** A platform that creates everything, except what `refuse` says; children lists are empty. */
  function platform(refuse: (op: { path: string; body: URLSearchParams }) => unknown = () => null): Handler {
    return (method, path, body) => {
      if (method === 'GET') return { status: 200, body: { data: [] } };
      if (path === '') {
        const ops = JSON.parse(body.get('batch') ?? '[]') as Array<{ relative_url: string; body: string }>;
        return {
          status: 200,
          body: ops.map((op) => {
            const error = refuse({ path: op.relative_url, body: new URLSearchParams(op.body) });
            return error ? { code: 400, body: JSON.stringify({ error }) } : { code: 200, body: JSON.stringify({ id: String(nextId++) }) };
          }),
        };
      }
      const error = refuse({ path, body });
      return error ? { status: 400, body: { error } } : { status: 200, body: { id: String(nextId++) } };
    };
  }
  const fast = { backoffMs: () => 0 };

  it("lists a launch's objects by kind and platform id, however they were recorded", async () => {
    // An automation's platform rule is scoped to these ids (server/automations/rule-spec.ts), and a change of the list
    // updates the rule: the same objects must give the same list on PostgreSQL, which keeps no insertion order.
    const launchId = await newLaunch(1);
    await recordCreated(database, launchId, [{ kind: 'adset', itemKey: 'b', platformId: '1209' }]);
    await recordCreated(database, launchId, [{ kind: 'ad', itemKey: 'x', platformId: '1301' }]);
    await recordCreated(database, launchId, [
      { kind: 'adset', itemKey: 'a', platformId: '1201' },
      { kind: 'campaign', itemKey: 'c', platformId: '1100' },
    ]);
    expect((await liveObjects(database, launchId)).map((o) => `${o.kind} ${o.platformId}`)).toEqual(['ad 1301', 'adset 1201', 'adset 1209', 'campaign 1100']);
  });

  it("completes with issues when one ad is refused, keeping the platform's error", async () => {
    const id = await newLaunch(3);
    handler = platform(({ path, body }) =>
      path.endsWith('/ads') && body.get('creative')?.includes('hash1')
        ? {
            message: 'Invalid image',
            type: 'OAuthException',
            code: 100,
            error_subcode: 1487457,
            error_user_title: 'Image not found',
            error_user_msg: 'The image could not be found.',
          }
        : null,
    );
    expect(await executeLaunch(deps, id, quiet, fast)).toBe('COMPLETED_WITH_ISSUES');
    const row = await getLaunch(database, id);
    expect(row).toMatchObject({ status: 'COMPLETED_WITH_ISSUES', step: 'COMPLETED', adsTotal: 3, adsCompleted: 2, adsetsCompleted: 1 });
    const errors = row?.errors as Array<{ message: string; details: string; technicalDetails: string }>;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('The image could not be found.');
    expect(JSON.parse(errors[0]!.technicalDetails)).toMatchObject({ code: 100, error_subcode: 1487457 });
  });

  it('retries "Adcreative Create Failed" (1487390), which usually succeeds the second time', async () => {
    const id = await newLaunch(2);
    let refusals = 1;
    handler = platform(({ path }) =>
      path.endsWith('/ads') && refusals-- > 0
        ? { message: 'Invalid parameter', code: 100, error_subcode: 1487390, error_user_title: 'Adcreative Create Failed' }
        : null,
    );
    expect(await executeLaunch(deps, id, quiet, fast)).toBe('COMPLETED');
    expect(await getLaunch(database, id)).toMatchObject({ adsCompleted: 2, errors: [] });
  });

  it('writes the attempts a chunk of batches at a time, each before its batches leave', async () => {
    // An ad set per ad: 140 batches, three chunks of attempts.
    const id = await newLaunch(140, false);
    handler = platform();
    const unwritten: string[] = [];
    let checked = 0;
    checkAttempts = async (batch) => {
      const ops = JSON.parse(batch.get('batch') ?? '[]') as Array<{ body: string }>;
      const items = ops.flatMap((op) => {
        const item = markedItem(JSON.parse(new URLSearchParams(op.body).get('adlabels') ?? '[]'));
        return item?.launchId === id ? [item.itemKey] : [];
      });
      const written = new Set(
        (await database.query<{ item_key: string }>('SELECT item_key FROM launch_attempts WHERE launch_id = $1', [id])).map((r) => r.item_key),
      );
      checked += items.length;
      unwritten.push(...items.filter((item) => !written.has(item)));
    };
    calls.length = 0;
    try {
      expect(await executeLaunch(deps, id, quiet, fast)).toBe('COMPLETED');
    } finally {
      checkAttempts = null;
    }
    expect(unwritten).toEqual([]);
    // The campaign, 140 ad sets and 140 ads.
    expect(checked).toBe(281);
    // The campaign's request, then the 140 batches; the attempts written in chunks. That the first batches leave
    // while later chunks are written is a matter of speed, measured by npm run bench: the order of concurrent
    // work is not asserted here, as a busy machine may finish the writes first.
    expect(calls.filter((c) => c === 'POST ')).toHaveLength(141);
    expect(calls.filter((c) => c === 'ATTEMPTS').length).toBe(1 + Math.ceil(140 / RECORD_CHUNK));
  });

  it('fails when the campaign is refused', async () => {
    const id = await newLaunch(1);
    handler = platform(({ path }) =>
      path.endsWith('/campaigns') ? { message: '(#200) Requires ads_management permission', type: 'OAuthException', code: 200 } : null,
    );
    expect(await executeLaunch(deps, id, quiet, fast)).toBe('FAILED');
    const row = await getLaunch(database, id);
    expect((row?.errors as Array<{ details: string }>)[0]!.details).toContain('permission');
  });

  it('throws on a lasting transient error and resumes from the ledger without creating anything twice', async () => {
    const id = await newLaunch(2);
    let down = true;
    handler = (method, path, body) => (down && path === '' && body.get('batch')?.includes('/adsets') ? 'network-error' : platform()(method, path, body));
    await expect(executeLaunch(deps, id, quiet, fast)).rejects.toThrow(TransientLaunchError);
    expect((await getLaunch(database, id))?.status).toBe('RUNNING');
    expect([...(await loadLedger(database, id)).keys()]).toEqual(['campaign:campaign']);

    down = false;
    calls.length = 0;
    expect(await executeLaunch(deps, id, quiet, fast)).toBe('COMPLETED');
    // The unknown ad set was looked up by its marker before it was sent again; the campaign was not (the account's
    // images are read for their names, image-names.ts).
    expect(calls.filter((c) => c.startsWith('GET'))).toEqual([
      'GET act_1/adimages',
      expect.stringMatching(/^GET \d+\/adsets$/),
      expect.stringMatching(/^GET \d+\/ads$/),
    ]);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect((await loadLedger(database, id)).size).toBe(1 + 1 + 2);

    calls.length = 0;
    expect(await executeLaunch(deps, id, quiet, fast)).toBe('COMPLETED');
    expect(calls).toEqual([]);
  });
});
