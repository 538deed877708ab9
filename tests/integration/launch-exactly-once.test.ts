import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeoutScale } from '../../scripts/lib/timeout-scale';
import { GraphClient } from '../../server/platform/graph-client';
import { DEFAULT_APP } from '../../sim';
import type { AppDeps } from '../../server/deps';
import { demoPayload, signIn, startStack, type Stack } from './harness';
import { addFaults, adsOf, clearFaults, expectExactly, launch, launchRecord, runToEnd } from './launch-kit';

// Exactly once, in process: transient errors, lost answers, null batch items and hangs injected by the
// simulator (crashes: launch-crash.test.ts).

describe('exactly once (in process)', () => {
  let stack: Stack;
  let token: string;
  let deps: AppDeps;
  const accountId = 'act_101';
  beforeAll(async () => {
    stack = await startStack();
    token = await signIn(stack, stack.fx.users[0]!.name);
    // A short timeout, so that a hung call is a lost answer within the test's time; stretched on a busy machine,
    // where a call that is only slow would otherwise be lost too (one the test did not inject).
    deps = {
      ...stack.deps,
      graph: new GraphClient({ baseUrl: stack.simUrl, version: 'v25.0', appSecret: DEFAULT_APP.secret, timeoutMs: 1000 * timeoutScale() }),
    };
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('completes with no duplicate and no missing object under transient errors, lost answers, null items and hangs', async () => {
    await addFaults(stack, [
      { kind: 'transient', method: 'POST', path: '/campaigns$', nth: 1 },
      { kind: 'lost-answer', method: 'POST', path: '/campaigns$', nth: 2 },
      { kind: 'lost-answer', method: 'POST', path: '/adsets$', nth: 2 },
      { kind: 'http500', method: 'POST', path: '/adsets$', nth: 4 },
      { kind: 'hang', method: 'POST', path: '/adsets$', nth: 6 },
      { kind: 'null-batch-item', method: 'POST', path: '/ads$', nth: 3 },
      { kind: 'unknown', method: 'POST', path: '/ads$', nth: 5 },
      { kind: 'creative-failed', method: 'POST', path: '/ads$', nth: 7 },
    ]);
    try {
      const id = await launch(stack, token, demoPayload(stack.fx, accountId, { campaignName: 'Faults', ads: adsOf(stack, accountId, 6) }));
      expect(await runToEnd(deps, id)).toBe('COMPLETED');
      await expectExactly(stack, id, { campaign: 1, adset: 6, ad: 6 });
      expect(await launchRecord(stack, token, id)).toMatchObject({ status: 'COMPLETED', adsetsCompleted: 6, adsCompleted: 6, errors: [] });
    } finally {
      await clearFaults(stack);
    }
  });
});
