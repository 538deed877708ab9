import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { bearer, demoPayload, signIn, startStack, type Stack } from './harness';

// Automations (hidden unless a feature flag named automations is on) (docs/product-rules.md#automations): the API's
// FEATURE_FLAGS turns the flag on; GET /auth/plan tells the side panel. The launch record keeps the automations a
// launch carried.

describe('the automations feature flag', () => {
  let stack: Stack;
  let flagged: FastifyInstance;
  let ava: string;

  beforeAll(async () => {
    stack = await startStack({ queue: 'record' });
    // The same database and sessions behind an API started with FEATURE_FLAGS=automations.
    const config = { ...stack.config, featureFlags: loadConfig({ FEATURE_FLAGS: 'automations' }).featureFlags };
    flagged = await buildApp({ deps: { ...stack.deps, config } });
    ava = await signIn(stack, 'Ava Advertiser');
  });
  afterAll(async () => {
    await flagged?.close();
    await stack?.close();
  });

  const plan = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/auth/plan', headers: bearer(ava) })).json().data.features;

  it('is off unless FEATURE_FLAGS names it, and on when it does', async () => {
    expect(stack.config.featureFlags).toEqual([]);
    expect(await plan(stack.app)).toEqual({ multiAccountLaunch: false, automations: false });
    expect(await plan(flagged)).toEqual({ multiAccountLaunch: false, automations: true });
  });

  it('records the automations attached to a launch in its record', async () => {
    const rule = { metric: 'cpa', operator: 'gt', value: 50, window: 'last_3_days', action: 'pause' };
    const created = await flagged.inject({
      method: 'POST',
      url: '/automations',
      headers: bearer(ava),
      payload: { name: 'Stop expensive', rules: [rule], failureBehaviour: 'PAUSE', currency: 'USD' },
    });
    const automationId = created.json().data.automationId as string;
    const launched = await flagged.inject({
      method: 'POST',
      url: '/facebook/adlauncher?accountId=act_101',
      headers: bearer(ava),
      payload: demoPayload(stack.fx, 'act_101', { automationIds: [automationId] }),
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const record = await flagged.inject({ method: 'GET', url: `/dashboard/campaign-launches/${launched.json().campaignLaunchId}`, headers: bearer(ava) });
    expect(record.json().input.automationIds).toEqual([automationId]);
  });
});
