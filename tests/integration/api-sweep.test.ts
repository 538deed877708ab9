import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { templateFromDraft } from '../../lib/rules/templates';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';

// Every route of the OpenAPI document (so every registered route but /health and /docs): 401 without a live
// session, and 404 when one user asks for another user's object or ad account. A route missing from the table
// below still gets the 401 check; one with an id or an account it cannot place fails the test until listed.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  query: Array<{ name: string; required: boolean }>;
}

/** Routes anyone may call (sign-in). */
const PUBLIC = new Set(['GET /auth/facebook/dialog', 'POST /auth/facebook/exchange', 'POST /auth/token']);

describe('every route', () => {
  let stack: Stack;
  let ava: string;
  let sam: string;
  let operations: Operation[];
  let poster: string;
  const own: Record<string, string> = {};
  /** The API's log: a route that answers and then fails logs an error after its answer. */
  const logLines: string[] = [];

  beforeAll(async () => {
    poster = (
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#333' } })
        .png()
        .toBuffer()
    ).toString('base64');
    stack = await startStack({ queue: 'record', logLines });
    ava = await signIn(stack, 'Ava Advertiser');
    sam = await signIn(stack, 'Sam Agency');
    const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
      const res = await stack.app.inject({ method: 'POST', url, headers: { ...bearer(sam), ...headers }, payload });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    };
    const { id: _id, ...template } = templateFromDraft(
      createDefaultDraft({ id: 'act_201', name: 'Northwind', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 }, new Date()),
      'Sam template',
    );
    own.template = (await post('/campaign-templates', template)).data.id;
    own.automation = (
      await post('/automations', {
        name: 'Sam rule',
        rules: [{ metric: 'spend', operator: 'gt', value: 1, window: 'today', action: 'notify' }],
        failureBehaviour: 'NONE',
        currency: 'USD',
      })
    ).data.automationId;
    own.launch = (await post('/facebook/adlauncher?accountId=act_201', demoPayload(stack.fx, 'act_201'), { 'idempotency-key': 'sweep' })).campaignLaunchId;
    own.campaign = stack.fx.campaigns.find((c) => c.accountId === 'act_201')!.id;
    own.page = '400201';
    own.leadForm = stack.fx.leadForms.find((f) => f.pageId === '400201')!.id;
    // The creative library (docs/library.md).
    own.folder = (await post('/library/folders', { name: 'Sam folder' })).data.id;
    own.copy = (await post('/library/copies', { name: 'Sam copy', primaryText: 'a', headline: 'b', description: 'c', callToAction: 'LEARN_MORE' })).data.id;
    own.offer = (await post('/library/offers', { name: 'Sam offer', url: 'https://sam.example.com' })).data.id;
    own.upload = (await post('/library/uploads', { name: 'Sam clip', mimeType: 'video/mp4', size: 10 })).data.uploadId;
    own.creative = (
      await stack.app.inject({
        method: 'PUT',
        url: '/library/creatives/upload?name=Sam',
        headers: { ...bearer(sam), 'content-type': 'image/gif' },
        payload: await sharp({ create: { width: 2, height: 1, channels: 3, background: '#333' } })
          .gif()
          .toBuffer(),
      })
    ).json().data.id;
    own.catalog = stack.fx.catalogs.find((c) => c.businessId === '300001')!.id;

    const doc = (await stack.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; required?: boolean }> }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required === true })),
      })),
    );
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** Sam's object for each path parameter of a route. */
  function idFor(path: string, param: string): string | undefined {
    if (param === 'pageId') return own.page;
    if (param === 'catalogId') return own.catalog;
    if (param === 'type') return 'interests';
    if (param === 'launchId') return own.launch;
    if (path.startsWith('/campaign-templates')) return own.template;
    if (path.startsWith('/automations')) return own.automation;
    if (path.includes('campaign-launches')) return own.launch;
    if (path.startsWith('/facebook/campaigns/v2')) return own.campaign;
    if (path.startsWith('/facebook/lead-forms')) return own.leadForm;
    const library = /^\/library\/(folders|copies|offers|uploads|creatives)\//.exec(path)?.[1];
    if (library) return own[{ folders: 'folder', copies: 'copy', offers: 'offer', uploads: 'upload', creatives: 'creative' }[library]!];
    return undefined;
  }

  const SAMPLE_QUERY: Record<string, string> = { accountId: 'act_201', search: 'Boston', q: 'hik', challenge: 'x'.repeat(43), state: 'x' };
  const SAMPLE_BODY: Record<string, () => object> = {
    'POST /facebook/adlauncher': () => demoPayload(stack.fx, 'act_201'),
    'POST /facebook/adlauncher/plan': () => demoPayload(stack.fx, 'act_201'),
    'POST /facebook/adlauncher/previews': () => demoPayload(stack.fx, 'act_201'),
    'POST /facebook/targeting/locations/bulk': () => ({ locations: ['Boston'], locationType: 'city' }),
    'PUT /campaign-templates/{id}': () => ({ name: 'Taken over' }),
    'PUT /automations/{id}': () => ({
      name: 'Taken over',
      rules: [{ metric: 'spend', operator: 'gt', value: 1, window: 'today', action: 'notify' }],
      failureBehaviour: 'NONE',
      currency: 'USD',
    }),
    'PUT /facebook/adlauncher/settings': () => ({ defaultPixelId: '1' }),
    'PUT /library/folders/{id}': () => ({ name: 'Taken over' }),
    'PUT /library/copies/{id}': () => ({ name: 'Taken over' }),
    'PUT /library/offers/{id}': () => ({ name: 'Taken over' }),
    'PUT /library/creatives/{id}': () => ({ name: 'Taken over' }),
    'PUT /library/creatives/{id}/poster': () => ({ poster }),
    'PUT /library/uploads/{id}': () => ({ offset: 0, data: 'AAAA' }),
  };

  /** The request of an operation as Ava aiming at Sam's things; null when a path parameter has no owner. */
  function requestOf(op: Operation): { method: Method; url: string; payload?: object } | null {
    let unknownParam = false;
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => idFor(op.path, name) ?? ((unknownParam = true), '1'));
    if (unknownParam) return null;
    const query = new URLSearchParams();
    for (const q of op.query) if (SAMPLE_QUERY[q.name] !== undefined && (q.required || q.name === 'accountId')) query.set(q.name, SAMPLE_QUERY[q.name]!);
    const key = `${op.method} ${op.path}`;
    const payload = SAMPLE_BODY[key]?.() ?? (op.method === 'POST' || op.method === 'PUT' ? {} : undefined);
    return { method: op.method, url: `${path}${query.size > 0 ? `?${query.toString()}` : ''}`, ...(payload ? { payload } : {}) };
  }

  it('documents the asset, targeting, campaign and user-data routes', () => {
    const keys = new Set(operations.map((o) => `${o.method} ${o.path}`));
    for (const key of [
      'GET /facebook/assets/instagram-accounts',
      'GET /facebook/assets',
      'POST /facebook/assets/refresh',
      'GET /facebook/assets/limit',
      'GET /facebook/assets/pages/{pageId}/lead-forms',
      'GET /facebook/assets/pages/{pageId}/catalogs',
      'GET /facebook/lead-forms/{id}',
      'GET /facebook/assets/catalogs/{catalogId}/products',
      'GET /facebook/assets/catalogs/{catalogId}/product-sets',
      'GET /facebook/settings/attribution-settings',
      'GET /facebook/targeting/saved-audiences',
      'GET /facebook/targeting-audiences/custom-audiences',
      'GET /facebook/targeting/locations',
      'GET /facebook/targeting/countries',
      'POST /facebook/targeting/locations/bulk',
      'GET /facebook/targeting-interests/search',
      'GET /facebook/targeting-interests/{type}',
      'GET /facebook/campaigns/v2',
      'GET /facebook/campaigns/v2/{id}/adsets',
      'GET /facebook/campaigns/v2/import/ad-accounts',
      'GET /facebook/campaigns/v2/import/{id}/details',
      'GET /facebook/media/status',
      'GET /campaign-templates',
      'POST /campaign-templates',
      'PUT /campaign-templates/{id}',
      'DELETE /campaign-templates/{id}',
      'GET /facebook/adlauncher/settings',
      'PUT /facebook/adlauncher/settings',
      'GET /automations',
      'POST /automations',
      'PUT /automations/{id}',
      'DELETE /automations/{id}',
      'GET /automations/admin',
      'GET /automations/launch-rules',
      'GET /automations/activity',
      'POST /automations/launches/{launchId}/setup',
      'POST /auth/token',
      'GET /auth/plan',
    ])
      expect(keys, key).toContain(key);
  });

  it('answers 401 on every route without a live session', async () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const op of operations.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`))) {
      const req = requestOf(op) ?? { method: op.method, url: op.path.replace(/\{\w+\}/g, '1') };
      for (const headers of [{}, { authorization: 'Bearer not-a-real-session-token-at-all' }]) {
        const res = await stack.app.inject({ ...req, headers });
        expect(res.statusCode, `${op.method} ${req.url}`).toBe(401);
        expect(res.json()).toEqual({ success: false, error: 'Sign in to Salvo to continue.' });
      }
    }
  });

  it('answers 400 naming the field for a malformed ad account or platform id on every route that takes one', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`))) {
      const req = requestOf(op);
      if (!req) continue;
      if (op.query.some((q) => q.name === 'accountId')) {
        const url = req.url.replace('accountId=act_201', 'accountId=201');
        const res = await stack.app.inject({
          ...req,
          url: url.includes('accountId=') ? url : `${url}${url.includes('?') ? '&' : '?'}accountId=201`,
          headers: bearer(ava),
        });
        expect(res.statusCode, `${op.method} ${url}`).toBe(400);
        expect(res.json().fields, `${op.method} ${url}`).toHaveProperty('accountId');
        checked += 1;
      }
      // Platform ids are digits: a malformed one is a 400 naming the parameter (Salvo's own ids are uuids: 404).
      for (const param of ['pageId', 'catalogId']
        .filter((p) => op.path.includes(`{${p}}`))
        .concat(/^\/facebook\/(campaigns|lead-forms)/.test(op.path) && op.path.includes('{id}') ? ['id'] : [])) {
        const url = req.url.replace(idFor(op.path, param) ?? '', 'abc');
        const res = await stack.app.inject({ ...req, url, headers: bearer(ava) });
        expect(res.statusCode, `${op.method} ${url}`).toBe(400);
        expect(res.json().fields, `${op.method} ${url}`).toHaveProperty(param);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("answers 404 for another user's object or ad account on every route that takes one", async () => {
    const checked: string[] = [];
    for (const op of operations.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`))) {
      const takesObject = /\{\w+\}/.test(op.path) || op.query.some((q) => q.name === 'accountId');
      if (!takesObject) continue;
      const req = requestOf(op);
      expect(req, `${op.method} ${op.path}: add its path parameters to idFor`).not.toBeNull();
      const res = await stack.app.inject({ ...req!, headers: bearer(ava) });
      expect(res.statusCode, `${op.method} ${req!.url}: ${res.body}`).toBe(404);
      expect(res.json().success).toBe(false);
      checked.push(`${op.method} ${op.path}`);
    }
    expect(checked.length).toBeGreaterThan(30);
    // Nothing of Sam's changed hands.
    expect(
      (await stack.app.inject({ method: 'GET', url: '/campaign-templates', headers: bearer(sam) })).json().data.map((t: { name: string }) => t.name),
    ).toEqual(['Sam template']);
    expect((await stack.app.inject({ method: 'GET', url: '/automations', headers: bearer(sam) })).json().data).toHaveLength(1);
    expect(stack.queued).toEqual([own.launch]);
    // No route went on failing after its 404 (an error-level line).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 50)).toEqual([]);
  });
});
