import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lib/rules/default-settings';
import { bearer, signIn, startStack, type Stack } from '../integration/harness';
import { Fuzz, fuzzTimeout, jsonCases, RUNS, UNLIMITED } from './fuzz-kit';

// Default settings (PUT /facebook/adlauncher/settings, for the user and for an ad account) and automations
// (POST /automations) under generated and mutated bodies (tests/fuzz/fuzz-kit.ts says what holds). An ad account's
// settings reach the account first: the platform's answer may refuse it (404, not the user's), nothing else.

describe(`settings and automations under ${RUNS} generated and mutated bodies`, () => {
  let stack: Stack;
  let sam: string;
  beforeAll(async () => {
    stack = await startStack({ queue: 'record', env: UNLIMITED });
    sam = await signIn(stack, 'Sam Agency');
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  const settings = () => ({ ...structuredClone(DEFAULT_SETTINGS), defaultPixelId: '1', advantageCreativeSettings: { standard_enhancements: true } });
  const automation = () => ({
    name: 'Pause expensive ads',
    rules: [{ metric: 'cpa', operator: 'gt', value: 25, window: 'last_3_days', action: 'pause' }],
    failureBehaviour: 'PAUSE',
    status: 'ACTIVE',
    currency: 'USD',
  });

  it(
    'never answers 5xx, names a field in every 400 and calls the platform for no refused body',
    async () => {
      const headers = () => bearer(sam);
      const fuzz = new Fuzz(stack, (route) => (route.startsWith('settings') ? { statuses: [404] } : {}));
      const account = fc.constantFrom('act_201', 'act_202', 'act_101', 'act_999', 'act_', '../act_201', 'act_201?x=1', '%2F');
      await fuzz.run(
        'settings and automations bodies',
        fc.oneof(
          { weight: 2, arbitrary: jsonCases('settings: user', 'PUT', () => '/facebook/adlauncher/settings', settings, headers()) },
          {
            weight: 2,
            arbitrary: account.chain((id) =>
              jsonCases('settings: account', 'PUT', () => `/facebook/adlauncher/settings?accountId=${encodeURIComponent(id)}`, settings, headers()),
            ),
          },
          { weight: 3, arbitrary: jsonCases('automation: create', 'POST', () => '/automations', automation, headers()) },
        ),
        // What a create made goes again, so that the cap of what a user keeps is never what refuses a body.
        async (c, res) => {
          if (c.route === 'automation: create' && res.statusCode === 200)
            await stack.app.inject({ method: 'DELETE', url: `/automations/${res.json().data.automationId}`, headers: bearer(sam) });
        },
      );
    },
    fuzzTimeout,
  );
});
