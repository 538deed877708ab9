import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createDeps } from '../../server/deps';
import { planMessages } from '../../server/auth/plans';
import { upgradeDialogFor } from '../../lib/rules/launch-status';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';

// The operators' plan route (docs/bulk-launch.md): only with ADMIN_TOKEN, only with that token, validated; the
// plans it sets make the launch route refuse with the texts that open the side panel's upgrade dialogs.

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

describe("the operators' routes: PUT /admin/users/:userId/plan, POST /admin/users/:userId/asset-cache/expire", () => {
  let stack: Stack;
  let admin: FastifyInstance;
  let ava: { token: string; id: string };
  let sam: { token: string; id: string };
  beforeAll(async () => {
    stack = await startStack();
    // The same database and simulator, served by an API configured with an operator token.
    admin = await buildApp({
      deps: createDeps({ config: { ...stack.config, adminToken: ADMIN_TOKEN }, database: stack.database, queue: stack.deps.queue }),
      logger: false,
    });
    const who = async (name: string) => {
      const token = await signIn(stack, name);
      const me = await stack.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
      return { token, id: me.json<{ user: { id: string } }>().user.id };
    };
    ava = await who('Ava Advertiser');
    sam = await who('Sam Agency');
  });
  afterAll(async () => {
    await admin?.close();
    await stack?.close();
  });

  const setPlan = (userId: string, body: unknown, token: string | null = ADMIN_TOKEN) =>
    admin.inject({ method: 'PUT', url: `/admin/users/${userId}/plan`, headers: token ? bearer(token) : {}, payload: body as object });
  const launchAs = (user: { token: string }, accountId: string, extra: object = {}) =>
    stack.app.inject({
      method: 'POST',
      url: `/facebook/adlauncher?accountId=${accountId}`,
      headers: { ...bearer(user.token), 'idempotency-key': crypto.randomUUID() },
      payload: { ...demoPayload(stack.fx, accountId), ...extra },
    });

  it('does not exist without ADMIN_TOKEN', async () => {
    const res = await stack.app.inject({
      method: 'PUT',
      url: `/admin/users/${ava.id}/plan`,
      headers: bearer(ADMIN_TOKEN),
      payload: { plan: 'agency', subscription: 'active' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('takes the operator token only: none, a wrong one and a user session are 401', async () => {
    expect((await setPlan(ava.id, { plan: 'agency', subscription: 'active' }, null)).statusCode).toBe(401);
    expect((await setPlan(ava.id, { plan: 'agency', subscription: 'active' }, 'x'.repeat(32))).statusCode).toBe(401);
    expect((await setPlan(ava.id, { plan: 'agency', subscription: 'active' }, ava.token)).statusCode).toBe(401);
    const plan = await stack.app.inject({ method: 'GET', url: '/auth/plan', headers: bearer(ava.token) });
    expect(plan.json().data.plan).toBe('advertiser');
  });

  it('answers 400 naming the field, and 404 for an unknown user', async () => {
    const bad = await setPlan(ava.id, { plan: 'enterprise', subscription: 'active' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('plan');
    const limit = await setPlan(ava.id, { plan: 'advertiser', subscription: 'trial', trialLaunchLimit: -1 });
    expect(limit.statusCode).toBe(400);
    expect(Object.keys(limit.json().fields)).toContain('trialLaunchLimit');
    expect((await setPlan('not-a-uuid', { plan: 'advertiser', subscription: 'active' })).statusCode).toBe(400);
    expect((await setPlan(crypto.randomUUID(), { plan: 'advertiser', subscription: 'active' })).statusCode).toBe(404);
  });

  it('an inactive subscription: launches refused with the text of the inactive-subscription dialog', async () => {
    const set = await setPlan(ava.id, { plan: 'advertiser', subscription: 'inactive' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ subscription: 'inactive', canLaunch: false, message: planMessages.inactive });
    const refused = await launchAs(ava, 'act_101');
    expect(refused.statusCode).toBe(403);
    expect(upgradeDialogFor(refused.json().error)).toBe('inactive-subscription');
  });

  it('an exhausted trial: launches refused with the text of the free-trial dialog; active again launches', async () => {
    expect((await setPlan(ava.id, { plan: 'advertiser', subscription: 'trial', trialLaunchLimit: 0 })).json().data).toMatchObject({
      trialLaunchLimit: 0,
      canLaunch: false,
    });
    const refused = await launchAs(ava, 'act_101');
    expect(refused.statusCode).toBe(403);
    expect(upgradeDialogFor(refused.json().error)).toBe('free-trial');
    expect((await setPlan(ava.id, { plan: 'advertiser', subscription: 'active' })).statusCode).toBe(200);
    expect((await launchAs(ava, 'act_101')).statusCode).toBe(200);
  });

  it('Multi Account Launch follows the plan: an advertiser is refused, the same user as an agency is not', async () => {
    const refused = await launchAs(ava, 'act_101', { bulkAccountId: 'act_101' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fields).toEqual({ bulkAccountId: ['You must be an Agency user to use this feature.'] });
    expect((await launchAs(sam, 'act_201', { bulkAccountId: 'act_201' })).statusCode).toBe(200);
    expect((await setPlan(ava.id, { plan: 'agency', subscription: 'active' })).statusCode).toBe(200);
    expect((await launchAs(ava, 'act_101', { bulkAccountId: 'act_101' })).statusCode).toBe(200);
  });

  it("the plans page the upgrade dialogs open: public, with the dialog's heading; a bad reason is 400", async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/plans?reason=free-trial' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Upgrade to continue using Salvo</h1>');
    expect((await stack.app.inject({ method: 'GET', url: '/plans?reason=inactive-subscription' })).body).toContain(
      '<h1>Resume your subscription to continue generating ads</h1>',
    );
    // The side panel's ad account limit links here too.
    expect((await stack.app.inject({ method: 'GET', url: '/plans?reason=account-limit' })).body).toContain('<h1>Upgrade to launch into more ad accounts</h1>');
    const bad = await stack.app.inject({ method: 'GET', url: '/plans?reason=<script>' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('reason');
  });

  it("expires a user's cached asset lists: forceCache still answers them, marked invalid, until read again", async () => {
    const get = (url: string) => stack.app.inject({ method: 'GET', url, headers: bearer(ava.token) });
    expect((await get('/facebook/assets/pages?accountId=act_101&forceCache=true')).json().isValid).toBe(true);
    const expire = (userId: string, token: string | null = ADMIN_TOKEN) =>
      admin.inject({ method: 'POST', url: `/admin/users/${userId}/asset-cache/expire`, headers: token ? bearer(token) : {} });
    expect((await expire(ava.id, null)).statusCode).toBe(401);
    expect((await expire(ava.id, ava.token)).statusCode).toBe(401);
    expect((await expire('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const res = await expire(ava.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.expired).toBeGreaterThanOrEqual(1);
    const stale = (await get('/facebook/assets/pages?accountId=act_101&forceCache=true')).json();
    expect(stale).toMatchObject({ success: true, isValid: false });
    expect((await get('/facebook/assets/pages?accountId=act_101')).json().isValid).toBe(true);
    expect((await get('/facebook/assets/pages?accountId=act_101&forceCache=true')).json().isValid).toBe(true);
  });
});
