import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { templateFromDraft } from '../../lib/rules/templates';
import { buildApp } from '../../server/app';
import { sweepSignedRequests } from '../../server/auth/callback-replays';
import { createDeps } from '../../server/deps';
import { bearer, demoPayload, signIn, stackForBlock } from './harness';

// The platform's Deauthorize and Data Deletion Request callbacks (docs/security.md#the-platforms-callbacks): signed
// requests verified with the app secret; deauthorize ends the user's sessions and forgets their platform token;
// data deletion deletes what Salvo holds of them and answers {url, confirmation_code}, the url a page that says how
// the deletion stands.

/** The tables that hold a user's own rows. */
const USER_TABLES = [
  'sessions',
  'platform_connections',
  'launches',
  'asset_cache',
  'asset_refreshes',
  'user_plans',
  'campaign_templates',
  'launch_settings',
  'automations',
  'library_folders',
  'library_creatives',
  'library_copies',
  'library_offers',
  'library_uploads',
];

/** A signed request as the platform makes one: base64url(HMAC-SHA256(payload, secret)).base64url(payload). */
function signedRequest(payload: object, secret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${crypto.createHmac('sha256', secret).update(encoded).digest('base64url')}.${encoded}`;
}

describe("the platform's callbacks", () => {
  const logLines: string[] = [];
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record', logLines });
  const now = () => Math.floor(Date.now() / 1000);
  const about = (userName: string, extra: object = {}) => ({
    algorithm: 'HMAC-SHA256',
    issued_at: now(),
    user_id: stack.fx.users.find((u) => u.name === userName)!.id,
    ...extra,
  });
  const signed = (payload: object) => signedRequest(payload, stack.config.platformAppSecret);
  /** The platform posts a form. */
  const post = (url: string, signedRequestValue: string) =>
    stack.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ signed_request: signedRequestValue }).toString(),
    });
  const me = (token: string) => stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
  const userIdOf = async (name: string) => (await stack.database.query<{ id: string }>('SELECT id FROM users WHERE name = $1', [name]))[0]?.id;
  const rowsOf = async (userId: string) =>
    Object.fromEntries(
      await Promise.all(
        USER_TABLES.map(async (table) => [
          table,
          Number((await stack.database.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE user_id = $1`, [userId]))[0]?.n),
        ]),
      ),
    ) as Record<string, number>;

  it('refuse a bad signature, another algorithm, an old or malformed signed request with a 400, changing nothing', async () => {
    const rateLimitRows = async () => (await stack.database.query('SELECT key, hits FROM rate_limits ORDER BY key')).length;
    const before = await rateLimitRows();
    const refusals: Array<[string, string]> = [
      [signedRequest(about('Ava Advertiser'), 'not-the-app-secret'), 'The signature does not match'],
      [signed(about('Ava Advertiser', { algorithm: 'HMAC-SHA1' })), 'Expected algorithm HMAC-SHA256'],
      [signed({ user_id: about('Ava Advertiser').user_id, issued_at: now() }), 'Expected algorithm HMAC-SHA256'],
      [signed(about('Ava Advertiser', { issued_at: now() - 25 * 3600 })), 'Expired or not yet issued'],
      [signed(about('Ava Advertiser', { issued_at: now() + 3600 })), 'Expired or not yet issued'],
      [signed(about('Ava Advertiser', { user_id: '../1' })), 'Expected the user_id of a platform user'],
      [`${signed(about('Ava Advertiser')).split('.')[0]}.${Buffer.from('{"user_id":"100001"}').toString('base64url')}`, 'The signature does not match'],
    ];
    for (const url of ['/facebook/deauthorize', '/facebook/data-deletion']) {
      for (const [value, message] of refusals) {
        const res = await post(url, value);
        expect(res.statusCode, `${url} ${message}`).toBe(400);
        expect(res.json()).toEqual({ success: false, error: `signed_request: ${message}`, fields: { signed_request: [message] } });
      }
      for (const value of ['', 'no-dot', 'a.b.c']) {
        const res = await post(url, value);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fields)).toEqual(['signed_request']);
      }
      expect((await stack.app.inject({ method: 'POST', url, payload: {} })).json().fields).toHaveProperty('signed_request');
    }
    // Nothing changed, nothing counted, nothing deleted.
    expect(await rateLimitRows()).toBe(before);
    expect((await me(tokens.ava)).statusCode).toBe(200);
    expect(Number((await stack.database.query<{ n: string }>('SELECT count(*)::text AS n FROM data_deletions'))[0]?.n)).toBe(0);
    // The signed requests are not logged.
    const log = logLines.join('\n');
    for (const [value] of refusals) expect(log).not.toContain(value.split('.')[0]);
  });

  it('only the callbacks take a form: every other route refuses one with a 415, before it runs', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const logout = await stack.app.inject({ method: 'POST', url: '/auth/logout', headers: { ...bearer(tokens.ava), ...form }, payload: 'a=1' });
    expect(logout.statusCode).toBe(415);
    expect((await me(tokens.ava)).statusCode).toBe(200);
    const folder = await stack.app.inject({ method: 'POST', url: '/library/folders', headers: { ...bearer(tokens.ava), ...form }, payload: 'name=Formed' });
    expect(folder.statusCode).toBe(415);
    const exchange = await stack.app.inject({ method: 'POST', url: '/auth/facebook/exchange', headers: form, payload: 'code=x&state=y' });
    expect(exchange.statusCode).toBe(415);
  });

  it("deauthorize ends the user's sessions and deletes their platform token; what they made stays", async () => {
    const avaId = (await userIdOf('Ava Advertiser'))!;
    const { id: _id, ...template } = templateFromDraft(
      createDefaultDraft({ id: 'act_101', name: "Ava's Bakery", currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 }, new Date()),
      'Ava template',
    );
    expect((await stack.app.inject({ method: 'POST', url: '/campaign-templates', headers: bearer(tokens.ava), payload: template })).statusCode).toBe(200);
    const api = await stack.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { accessToken: stack.fx.systemUsers[0]!.accessToken },
    });
    expect(api.statusCode).toBe(200);

    const value = signed(about('Ava Advertiser'));
    const res = await post('/facebook/deauthorize', value);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me(tokens.ava)).statusCode).toBe(401);
    expect(await rowsOf(avaId)).toMatchObject({ sessions: 1, platform_connections: 0, campaign_templates: 1, user_plans: 1 });
    // Other users' sessions are theirs.
    expect((await me(tokens.sam)).statusCode).toBe(200);
    expect((await me(api.json().token)).statusCode).toBe(200);
    // Signing in again connects anew.
    tokens.ava = await signIn(stack, 'Ava Advertiser');
    expect((await stack.app.inject({ method: 'GET', url: '/facebook/adaccount/current?accountId=act_101', headers: bearer(tokens.ava) })).statusCode).toBe(200);
    expect(logLines.join('\n')).not.toContain(value.split('.')[0]);
  });

  it('deauthorize forgets the previews the API remembered of the user: a review seen again after it asks the platform again', async () => {
    const payload = demoPayload(stack.fx, 'act_101', { campaignName: 'Remembered' });
    const review = () => stack.app.inject({ method: 'POST', url: '/facebook/adlauncher/previews?accountId=act_101', headers: bearer(tokens.ava), payload });
    const previewCalls = async () =>
      ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Array<{ path: string }> }).data.filter((r) =>
        r.path.endsWith('/generatepreviews'),
      ).length;
    expect((await review()).statusCode).toBe(200);
    const asked = await previewCalls();
    expect(asked).toBeGreaterThan(0);
    expect((await review()).statusCode).toBe(200);
    expect(await previewCalls()).toBe(asked);
    // Its own request: the test before sent Ava's deauthorize too, and the same bytes within one second are one
    // callback received twice (acted on once), which would leave this one unacted on a fast database.
    expect((await post('/facebook/deauthorize', signed(about('Ava Advertiser', { issued_at: now() + 1 })))).statusCode).toBe(200);
    tokens.ava = await signIn(stack, 'Ava Advertiser');
    expect((await review()).statusCode).toBe(200);
    expect(await previewCalls()).toBeGreaterThan(asked);
  });

  it('data deletion deletes every row and file of the user, answers {url, confirmation_code}, and its page says it is done', async () => {
    const samId = (await userIdOf('Sam Agency'))!;
    const post200 = async (url: string, payload: object) => {
      const res = await stack.app.inject({ method: 'POST', url, headers: bearer(tokens.sam), payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    await post200('/library/folders', { name: 'Sam folder' });
    await post200('/library/copies', { name: 'Sam copy', primaryText: 'a', headline: 'b', description: 'c', callToAction: 'LEARN_MORE' });
    await post200('/library/uploads', { name: 'Sam clip', mimeType: 'video/mp4', size: 10 });
    const image = await stack.app.inject({
      method: 'PUT',
      url: '/library/creatives/upload?name=Sam',
      headers: { ...bearer(tokens.sam), 'content-type': 'image/png' },
      payload: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#363' } })
        .png()
        .toBuffer(),
    });
    expect(image.statusCode, image.body).toBe(200);
    await stack.app.inject({
      method: 'POST',
      url: '/facebook/adlauncher?accountId=act_201',
      headers: { ...bearer(tokens.sam), 'idempotency-key': 'sam-before-deletion' },
      payload: demoPayload(stack.fx, 'act_201'),
    });
    const files = (
      await stack.database.query<{ file_name: string; thumbnail_file_name: string | null }>(
        'SELECT file_name, thumbnail_file_name FROM library_creatives WHERE user_id = $1',
        [samId],
      )
    ).flatMap((r) => [r.file_name, r.thumbnail_file_name ?? []].flat());
    const paths = files.map((f) => path.join(stack.config.dataDir, 'library', 'files', f));
    expect(paths.length).toBeGreaterThan(0);
    for (const file of paths) expect(fs.existsSync(file), file).toBe(true);
    const uploadTemp = (await stack.database.query<{ id: string }>('SELECT id FROM library_uploads WHERE user_id = $1', [samId])).map((u) =>
      path.join(stack.config.dataDir, 'library', 'tmp', `${u.id}.part`),
    );
    for (const file of uploadTemp) expect(fs.existsSync(file), file).toBe(true);
    const held = await rowsOf(samId);
    for (const table of [
      'sessions',
      'platform_connections',
      'launches',
      'user_plans',
      'library_folders',
      'library_creatives',
      'library_copies',
      'library_uploads',
    ])
      expect(held[table], table).toBeGreaterThan(0);
    const avaBefore = await rowsOf((await userIdOf('Ava Advertiser'))!);

    const res = await post('/facebook/data-deletion', signed(about('Sam Agency')));
    expect(res.statusCode, res.body).toBe(200);
    const { url, confirmation_code: code } = res.json<{ url: string; confirmation_code: string }>();
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`${stack.config.publicUrl}/facebook/data-deletion/${code}`);

    expect(await userIdOf('Sam Agency')).toBeUndefined();
    expect(Object.values(await rowsOf(samId)).every((n) => n === 0)).toBe(true);
    expect((await stack.database.query('SELECT key FROM rate_limits WHERE key LIKE $1', [`%${samId}`])).length).toBe(0);
    for (const file of [...paths, ...uploadTemp]) expect(fs.existsSync(file), file).toBe(false);
    expect((await me(tokens.sam)).statusCode).toBe(401);
    // Ava's data is Ava's.
    expect(await rowsOf((await userIdOf('Ava Advertiser'))!)).toEqual(avaBefore);

    const page = await stack.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Confirmation code: <code>${code}</code>`);
    expect(page.body).toMatch(/Completed on \d{4}-\d\d-\d\dT/);
    // The record holds the code and its state, nothing of the user.
    expect(await stack.database.query('SELECT * FROM data_deletions WHERE confirmation_code = $1', [code])).toEqual([
      { confirmation_code: code, status: 'completed', requested_at: expect.any(Date), completed_at: expect.any(Date) },
    ]);
  });

  it('answers a user Salvo does not know the same way, and the page a code it does not know with a 404', async () => {
    const res = await post('/facebook/data-deletion', signed({ algorithm: 'HMAC-SHA256', issued_at: now(), user_id: '999999999' }));
    expect(res.statusCode).toBe(200);
    const page = await stack.app.inject({ method: 'GET', url: `/facebook/data-deletion/${res.json().confirmation_code}` });
    expect(page.body).toMatch(/Completed on/);
    const unknown = await stack.app.inject({ method: 'GET', url: `/facebook/data-deletion/${'0'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Salvo has no deletion request with the confirmation code');
    const malformed = await stack.app.inject({ method: 'GET', url: '/facebook/data-deletion/not-a-code' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('code');
    expect((await post('/facebook/deauthorize', signed({ algorithm: 'HMAC-SHA256', issued_at: now(), user_id: '999999999' }))).statusCode).toBe(200);
  });

  describe('replays', () => {
    // An API on the same database with a clock the tests move: a sign-in, then a request issued seconds later, then
    // the next sign-in, without waiting (issued_at has whole seconds).
    let clock = 0;
    let app: FastifyInstance;
    beforeAll(async () => {
      // After the sign-ins of the tests above, on the real clock.
      clock = Date.now() + 5_000;
      app = await buildApp({ deps: createDeps({ config: stack.config, database: stack.database, queue: stack.deps.queue, now: () => new Date(clock) }) });
    });
    afterAll(async () => {
      await app?.close();
    });
    const at = (userName: string) => signed(about(userName, { issued_at: Math.floor(clock / 1000) }));
    const postTo = (url: string, value: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ signed_request: value }).toString(),
      });
    const meAt = (token: string) => app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });

    it('a deauthorize received twice acts once; replayed after the user signed in again, it is refused and ends nothing', async () => {
      let ava = await signIn(stack, 'Ava Advertiser', app);
      clock += 5_000;
      const value = at('Ava Advertiser');
      expect((await postTo('/facebook/deauthorize', value)).statusCode).toBe(200);
      expect((await meAt(ava)).statusCode).toBe(401);
      // The platform sends it again (its answer was lost): answered the same, nothing more happens.
      const again = await postTo('/facebook/deauthorize', value);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true });

      clock += 5_000;
      ava = await signIn(stack, 'Ava Advertiser', app);
      clock += 5_000;
      const replay = await postTo('/facebook/deauthorize', value);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({
        success: false,
        error: "signed_request: Issued before the user's latest sign-in",
        fields: { signed_request: ["Issued before the user's latest sign-in"] },
      });
      expect((await meAt(ava)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/facebook/adaccount/current?accountId=act_101', headers: bearer(ava) })).statusCode).toBe(200);
      expect(logLines.join('\n')).not.toContain(value.split('.')[0]);
    });

    it('a data deletion received twice answers its first confirmation code; replayed after the user consented again, it is refused', async () => {
      await signIn(stack, 'Sam Agency', app);
      clock += 5_000;
      const value = at('Sam Agency');
      const first = await postTo('/facebook/data-deletion', value);
      expect(first.statusCode, first.body).toBe(200);
      expect(await userIdOf('Sam Agency')).toBeUndefined();
      const again = await postTo('/facebook/data-deletion', value);
      expect(again.json()).toEqual(first.json());
      const deletions = async () => Number((await stack.database.query<{ n: string }>('SELECT count(*)::text AS n FROM data_deletions'))[0]?.n);
      const before = await deletions();

      // Sam consents again and makes something; the old request, replayed, deletes none of it.
      clock += 5_000;
      const sam = await signIn(stack, 'Sam Agency', app);
      const folder = await app.inject({ method: 'POST', url: '/library/folders', headers: bearer(sam), payload: { name: 'After consent' } });
      expect(folder.statusCode, folder.body).toBe(200);
      clock += 5_000;
      const replay = await postTo('/facebook/data-deletion', value);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().fields).toEqual({ signed_request: ["Issued before the user's latest sign-in"] });
      expect((await meAt(sam)).statusCode).toBe(200);
      expect(await rowsOf((await userIdOf('Sam Agency'))!)).toMatchObject({ sessions: 1, library_folders: 1 });
      expect(await deletions()).toBe(before);
      // Remembered until the request expires, as a digest of its signature: nothing of the user.
      const remembered = await stack.database.query<{ digest: string }>('SELECT digest FROM signed_requests');
      const digest = crypto
        .createHash('sha256')
        .update(Buffer.from(value.split('.')[0]!, 'base64url'))
        .digest('hex');
      expect(remembered.map((r) => r.digest)).toContain(digest);
      expect(JSON.stringify(remembered)).not.toContain(about('Sam Agency').user_id);
      const digests = async (at: number) => {
        await sweepSignedRequests({ ...stack.deps, now: () => new Date(at) });
        return (await stack.database.query<{ digest: string }>('SELECT digest FROM signed_requests')).map((r) => r.digest);
      };
      expect(await digests(clock + 23 * 3600_000)).toContain(digest);
      expect(await digests(clock + 24 * 3600_000)).not.toContain(digest);
    });

    /** Makes each write (`INSERT`, `UPDATE`, `DELETE` of a table) fail while `run` runs, as a database failing for a moment would. */
    const failing = async <T>(writes: Array<[string, 'INSERT' | 'UPDATE' | 'DELETE']>, run: () => Promise<T>): Promise<T> => {
      await stack.database.query(
        `CREATE OR REPLACE FUNCTION fail_for_a_moment() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'failing for a moment'; END $$ LANGUAGE plpgsql`,
      );
      const triggers = writes.map(([table, op]) => [`fail_${op.toLowerCase()}_${table}`, table, op] as const);
      for (const [name, table, op] of triggers)
        await stack.database.query(`CREATE TRIGGER ${name} BEFORE ${op} ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_for_a_moment()`);
      try {
        return await run();
      } finally {
        for (const [name, table] of triggers) await stack.database.query(`DROP TRIGGER ${name} ON ${table}`);
      }
    };
    const failingDeletesOf = <T>(table: string, run: () => Promise<T>) => failing([[table, 'DELETE']], run);
    const deletionsOf = async (code: string) =>
      Number((await stack.database.query<{ n: string }>('SELECT count(*)::text AS n FROM data_deletions WHERE confirmation_code = $1', [code]))[0]?.n);

    it('a callback whose action failed acts when the platform sends it again: its error answer was no receipt', async () => {
      const ava = await signIn(stack, 'Ava Advertiser', app);
      clock += 5_000;
      const deauthorizeAva = at('Ava Advertiser');
      const failed = await failingDeletesOf('platform_connections', () => postTo('/facebook/deauthorize', deauthorizeAva));
      expect(failed.statusCode).toBe(500);
      expect(await rowsOf((await userIdOf('Ava Advertiser'))!)).toMatchObject({ platform_connections: 1 });
      // The platform retries: this time the sessions end and the token is gone.
      expect((await postTo('/facebook/deauthorize', deauthorizeAva)).statusCode).toBe(200);
      expect((await meAt(ava)).statusCode).toBe(401);
      expect(await rowsOf((await userIdOf('Ava Advertiser'))!)).toMatchObject({ platform_connections: 0 });

      await signIn(stack, 'Ava Advertiser', app);
      clock += 5_000;
      const deleteAva = at('Ava Advertiser');
      expect((await failingDeletesOf('users', () => postTo('/facebook/data-deletion', deleteAva))).statusCode).toBe(500);
      expect(await userIdOf('Ava Advertiser')).toBeDefined();
      const retried = await postTo('/facebook/data-deletion', deleteAva);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await userIdOf('Ava Advertiser')).toBeUndefined();
      // Done once: a further copy of it answers the retry's code.
      expect((await postTo('/facebook/data-deletion', deleteAva)).json()).toEqual(retried.json());
    });

    it("a data deletion whose receipt's own writes fail is done on the platform's retry: nothing was answered done", async () => {
      // The receipt cannot be written at all: nothing is deleted, and the retry deletes.
      await signIn(stack, 'Ava Advertiser', app);
      clock += 5_000;
      const first = at('Ava Advertiser');
      expect((await failing([['signed_requests', 'INSERT']], () => postTo('/facebook/data-deletion', first))).statusCode).toBe(500);
      expect(await userIdOf('Ava Advertiser')).toBeDefined();
      const retried = await postTo('/facebook/data-deletion', first);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await userIdOf('Ava Advertiser')).toBeUndefined();

      // The deletion's last write fails, and so would any write that took the receipt back: the receipt goes with the
      // deletion's rollback, and the retry deletes.
      await signIn(stack, 'Ava Advertiser', app);
      clock += 5_000;
      const second = at('Ava Advertiser');
      const failed = await failing(
        [
          ['data_deletions', 'UPDATE'],
          ['signed_requests', 'DELETE'],
        ],
        () => postTo('/facebook/data-deletion', second),
      );
      expect(failed.statusCode).toBe(500);
      expect(await userIdOf('Ava Advertiser')).toBeDefined();
      expect((await stack.database.query('SELECT 1 FROM data_deletions WHERE status = $1', ['pending'])).length).toBe(0);
      const done = await postTo('/facebook/data-deletion', second);
      expect(done.statusCode, done.body).toBe(200);
      expect(await userIdOf('Ava Advertiser')).toBeUndefined();
      expect(await deletionsOf(done.json().confirmation_code)).toBe(1);
    });

    it('copies of a data deletion arriving while the first runs wait for it: none is answered done before it is', async () => {
      await signIn(stack, 'Ava Advertiser', app);
      clock += 5_000;
      const value = at('Ava Advertiser');
      // The first fails at its last write: the copies sent meanwhile are not answered done; each acts, and fails too.
      const meanwhile = await failing([['data_deletions', 'UPDATE']], () => Promise.all([0, 1, 2].map(() => postTo('/facebook/data-deletion', value))));
      expect(meanwhile.map((r) => r.statusCode)).toEqual([500, 500, 500]);
      expect(await userIdOf('Ava Advertiser')).toBeDefined();
      // Three at once that succeed: one acts, the others wait for it and answer its code.
      const together = await Promise.all([0, 1, 2].map(() => postTo('/facebook/data-deletion', value)));
      expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const codes = new Set(together.map((r) => r.json().confirmation_code));
      expect(codes.size).toBe(1);
      expect(await userIdOf('Ava Advertiser')).toBeUndefined();
      expect(await deletionsOf([...codes][0])).toBe(1);
    });
  });
});
