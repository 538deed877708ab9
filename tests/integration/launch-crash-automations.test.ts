import { describe, expect, it } from 'vitest';
import { bearer, demoPayload, stackForBlock } from './harness';
import { makeAutomation, rule, rulesOf, statusTimeline } from './automation-kit';
import { adsOf, dyingGraph, expectExactly, Killed, launch, markedObjects, runToEnd } from './launch-kit';

// The crash test of a launch with an automation (docs/automations.md#protected-from-the-first-second): a run dies at
// each of its platform calls in turn (the call's write done, its answer and everything after lost: launch-kit.ts
// dyingGraph) and is resumed. Whatever the call, the launch ends with exactly its objects and exactly one rule, its
// ad sets turned on, and the simulator's log shows no moment when an ad set was on before the rule existed.

describe('crash test of a launch with automations (a run killed at each of its calls, then resumed)', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';

  it('ends with one rule and its ad sets on, never on before the rule, wherever the run died', async () => {
    const automationId = await makeAutomation(stack, tokens.ava, { name: 'Crash guard', failureBehaviour: 'PAUSE_AND_RESUME', rules: [rule()] });
    let survived = false;
    for (let killAt = 1; !survived; killAt += 1) {
      expect(killAt, 'a run of a few calls').toBeLessThan(30);
      await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
      const payload = demoPayload(stack.fx, accountId, { campaignName: `Killed at ${killAt}`, ads: adsOf(stack, accountId, 2), automationIds: [automationId] });
      const id = await launch(stack, tokens.ava, payload);
      try {
        await runToEnd({ ...stack.deps, graph: dyingGraph(stack.simUrl, killAt) }, id);
        survived = true; // the run made fewer calls than killAt: every point has been tried
      } catch (error) {
        if (!(error instanceof Killed)) throw error;
      }
      expect(await runToEnd(stack.deps, id), `killed at call ${killAt}`).toBe('COMPLETED');
      await expectExactly(stack, id, { campaign: 1, adset: 2, ad: 2 });
      expect(
        (await rulesOf(stack, id)).filter((r) => r.status !== 'DELETED').map((r) => r.status),
        `killed at call ${killAt}`,
      ).toEqual(['ENABLED']);
      const adSets = await markedObjects(stack, 'adset', id);
      expect(
        adSets.map((a) => a.status),
        `killed at call ${killAt}`,
      ).toEqual(['ACTIVE', 'ACTIVE']);
      const timeline = await statusTimeline(stack, id, 'adset');
      expect(timeline.createdWith, `killed at call ${killAt}`).toEqual(['PAUSED', 'PAUSED']);
      for (const at of timeline.turnedOn) expect(at, `killed at call ${killAt}`).toBeGreaterThan(timeline.firstRule);
      const record = (await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${id}`, headers: bearer(tokens.ava) })).json();
      expect(
        (await markedObjects(stack, 'campaign', id)).map((c) => c.status),
        `killed at call ${killAt}`,
      ).toEqual(['ACTIVE']);
      expect(record.status).toBe('COMPLETED');
    }
  });
});
