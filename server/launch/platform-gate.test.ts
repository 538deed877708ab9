import { describe, expect, it } from 'vitest';
import { GraphClient, GraphError } from '../platform/graph-client';
import { RateGovernor } from '../platform/rate-governor';
import { LaunchDeferredError } from './outcomes';
import { LaunchGate } from './platform-gate';

// What a launch's gate does with each call of its run: a throttled or failing read is read again, a write's error
// is its caller's, a lost lease stops a write before it leaves, a long block defers without a call.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const throttle = () => json({ error: { code: 80004, error_subcode: 2446079, message: 'Too many calls', is_transient: true } }, 400);
const transient = () => json({ error: { code: 2, message: 'Please retry', is_transient: true } }, 500);

function gated(answers: Array<() => Response>, ensure: () => Promise<void> = async () => undefined) {
  const sent: string[] = [];
  const governor = new RateGovernor();
  const fetch = (async (input: string | URL | Request) => {
    sent.push(String(input));
    return (answers.shift() ?? (() => json({ id: '1', data: [] })))();
  }) as typeof globalThis.fetch;
  const graph = new GraphClient({ baseUrl: 'http://platform.test', version: 'v25.0', appSecret: 's', fetch, governor });
  const gate = new LaunchGate({ graph }, { accountId: 'act_1', lease: { ensure }, backoffMs: () => 10 });
  return { graph, gate, governor, sent };
}

describe('LaunchGate', () => {
  it('reads again after a throttle, once the block it set is over', async () => {
    const { graph, gate, sent } = gated([throttle]);
    const started = performance.now();
    expect(await gate.run(() => graph.get('act_1/adimages', 'tok'))).toEqual({ id: '1', data: [] });
    expect(sent).toHaveLength(2);
    // The governor's first backoff after a throttle that names no end: one second.
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('reads again after transient failures, and gives the error to the caller after its last try', async () => {
    const once = gated([transient, transient]);
    expect(await once.gate.run(() => once.graph.get('123', 'tok'))).toEqual({ id: '1', data: [] });
    expect(once.sent).toHaveLength(3);
    const always = gated(Array.from({ length: 10 }, () => transient));
    await expect(always.gate.run(() => always.graph.get('123', 'tok'))).rejects.toBeInstanceOf(GraphError);
    expect(always.sent).toHaveLength(5);
  });

  it("leaves a write's error to its caller: sent once (it may have run)", async () => {
    const { graph, gate, sent } = gated([transient]);
    await expect(gate.run(() => graph.post('act_1/campaigns', 'tok', { name: 'x' }))).rejects.toMatchObject({ isTransient: true });
    expect(sent).toHaveLength(1);
  });

  it('sends no write once the lease is lost', async () => {
    const { graph, gate, sent } = gated([], async () => {
      throw new Error('lease lost');
    });
    await expect(gate.run(() => graph.post('act_1/campaigns', 'tok', { name: 'x' }))).rejects.toThrow('lease lost');
    expect(sent).toHaveLength(0);
  });

  it('defers the job, without a call, while the account is blocked for longer than a run waits', async () => {
    const { graph, gate, governor, sent } = gated([]);
    governor.block('act_1', Date.now() + 5 * 60_000);
    await expect(gate.run(() => graph.get('act_1/adimages', 'tok'))).rejects.toBeInstanceOf(LaunchDeferredError);
    await expect(gate.run(() => graph.batch([{ method: 'POST', relativeUrl: 'act_1/ads', body: {} }], 'tok'))).rejects.toBeInstanceOf(LaunchDeferredError);
    expect(sent).toHaveLength(0);
  });
});
