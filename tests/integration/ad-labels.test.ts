import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../sim/testing';
import { demoPayload, signIn, startStack, type Stack } from './harness';
import { addFaults, adsOf, clearFaults, expectExactly, launch, launchRecord, runToEnd } from './launch-kit';

// A launch adds one ad label of its own to its ad account however many objects it makes; the labels that spell each
// object's item are the account's once, for every launch (docs/limits.md#ad-labels). Read back from the simulator,
// which keeps labels as the account's objects with its 100,000 cap.

const accountId = 'act_101';
const labelsOf = async (stack: Stack): Promise<string[]> =>
  ((await (await fetch(`${stack.simUrl}/__sim/objects?type=adlabel&accountId=${accountId}`)).json()) as { data: Json[] }).data.map((l) => l.name);

describe('ad labels of launches', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await signIn(stack, stack.fx.users[0]!.name);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a launch of 12 ad sets and 12 ads adds a few labels the first time, then one per launch, exactly once under lost answers', async () => {
    const first = await launch(stack, token, demoPayload(stack.fx, accountId, { ads: adsOf(stack, accountId, 12), campaignName: 'Labels 1' }));
    expect(await runToEnd(stack.deps, first)).toBe('COMPLETED');
    await expectExactly(stack, first, { campaign: 1, adset: 12, ad: 12 });
    const afterFirst = await labelsOf(stack);
    // Its own, the three kinds and the digits of 0-11: far fewer than its 25 objects.
    expect(afterFirst).toContain(`salvo:${first}`);
    expect(afterFirst.length).toBeLessThanOrEqual(1 + 3 + 2 * (10 + 1));

    await addFaults(stack, [
      { kind: 'lost-answer', method: 'POST', path: '/adsets$', nth: 2 },
      { kind: 'lost-answer', method: 'POST', path: '/ads$', nth: 3 },
    ]);
    try {
      const second = await launch(stack, token, demoPayload(stack.fx, accountId, { ads: adsOf(stack, accountId, 12), campaignName: 'Labels 2' }));
      expect(await runToEnd(stack.deps, second)).toBe('COMPLETED');
      expect((await launchRecord(stack, token, second)).errors).toEqual([]);
      await expectExactly(stack, second, { campaign: 1, adset: 12, ad: 12 });
      const afterSecond = await labelsOf(stack);
      expect(afterSecond.filter((l) => !afterFirst.includes(l))).toEqual([`salvo:${second}`]);
    } finally {
      await clearFaults(stack);
    }
  });
});
