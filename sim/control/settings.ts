// Control API for the knobs of a running simulator: config (tier, latency, limits), the clock, faults and usage.
import type { FastifyInstance } from 'fastify';
import type { Fault } from '../faults/faults';
import { parseFaultSpec } from '../faults/faults';
import type { Runtime } from '../runtime';
import { now } from '../runtime';
import type { Tier } from '../state/world';

const asRecord = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const TIER_NAMES: Tier[] = ['development', 'limited', 'full'];

function configOf(rt: Runtime): Record<string, unknown> {
  return {
    seed: rt.options.seed,
    tier: rt.limitConfig.tier,
    latency: rt.options.latency,
    videoReadyDelayMs: rt.options.videoReadyDelayMs,
    userCallsPerHour: rt.limitConfig.userCallsPerHour,
    extendBlockOnCall: rt.limitConfig.extendBlockOnCall,
    mutationsPerSecond: rt.limitConfig.mutationsPerSecond,
    maxScore: rt.limitConfig.maxScore,
    requireAppSecretProof: rt.options.requireAppSecretProof,
    redirectUris: rt.options.app.redirectUris,
    adLabelCap: rt.world.adLabelCap,
  };
}

export function settingsRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/__sim/config', async () => configOf(rt));
  app.post('/__sim/config', async (req, reply) => {
    const b = asRecord(req.body);
    if (b.tier !== undefined) {
      if (!TIER_NAMES.includes(b.tier as Tier)) return reply.code(400).send({ error: `tier must be one of ${TIER_NAMES.join(', ')}` });
      rt.limitConfig.tier = b.tier as Tier;
      rt.options.tier = b.tier as Tier;
    }
    const latency = asRecord(b.latency);
    if (typeof latency.baseMs === 'number') rt.options.latency.baseMs = Math.max(0, latency.baseMs);
    if (typeof latency.perBatchOpMs === 'number') rt.options.latency.perBatchOpMs = Math.max(0, latency.perBatchOpMs);
    if (typeof b.videoReadyDelayMs === 'number') rt.options.videoReadyDelayMs = Math.max(0, b.videoReadyDelayMs);
    if (b.userCallsPerHour === null || typeof b.userCallsPerHour === 'number') rt.limitConfig.userCallsPerHour = b.userCallsPerHour;
    if (typeof b.extendBlockOnCall === 'boolean') rt.limitConfig.extendBlockOnCall = b.extendBlockOnCall;
    if (b.mutationsPerSecond === null || typeof b.mutationsPerSecond === 'number') rt.limitConfig.mutationsPerSecond = b.mutationsPerSecond;
    if (b.maxScore === null || (typeof b.maxScore === 'number' && b.maxScore > 0)) rt.limitConfig.maxScore = b.maxScore;
    if (typeof b.requireAppSecretProof === 'boolean') rt.options.requireAppSecretProof = b.requireAppSecretProof;
    if (b.adLabelCap !== undefined) {
      if (!(Number.isInteger(b.adLabelCap) && Number(b.adLabelCap) >= 0)) return reply.code(400).send({ error: 'adLabelCap must be a whole number' });
      rt.world.adLabelCap = Number(b.adLabelCap);
    }
    if (b.redirectUris !== undefined) {
      if (!Array.isArray(b.redirectUris) || !b.redirectUris.every((u) => typeof u === 'string' && /^https?:\/\//.test(u))) {
        return reply.code(400).send({ error: 'redirectUris must be a list of absolute http(s) URLs' });
      }
      rt.options.app.redirectUris = [...(b.redirectUris as string[])];
    }
    return configOf(rt);
  });

  app.post('/__sim/clock', async (req, reply) => {
    const advanceMs = Number(asRecord(req.body).advanceMs);
    if (!Number.isFinite(advanceMs) || advanceMs < 0) return reply.code(400).send({ error: 'advanceMs must be a non-negative number' });
    rt.clockOffsetMs += advanceMs;
    return { now: new Date(now(rt)).toISOString(), offsetMs: rt.clockOffsetMs };
  });

  // One account's usage and counters; without accountId, the counters of every account called.
  app.get('/__sim/limits', async (req) => {
    const accountId = asRecord(req.query).accountId;
    const counters = rt.limiter.counters();
    if (typeof accountId !== 'string') return { data: Object.entries(counters).map(([id, c]) => ({ accountId: id, ...c })) };
    return { accountId, ...rt.limiter.usage(accountId, now(rt), 0), ...counters[accountId] };
  });

  // Blocks an account now, as its score would (80004 until then; calling on extends it as usual).
  app.post('/__sim/limits/block', async (req, reply) => {
    const b = asRecord(req.body);
    const accountId = String(b.accountId ?? '');
    if (!rt.world.adAccounts.some((a) => a.id === accountId))
      return reply.code(400).send({ error: 'accountId must be an ad account of the fixtures (act_...)' });
    if (typeof b.ms !== 'number' || !(b.ms > 0)) return reply.code(400).send({ error: 'ms must be a positive number' });
    rt.limiter.block(accountId, now(rt), b.ms);
    return { accountId, ...rt.limiter.usage(accountId, now(rt), 0) };
  });

  app.get('/__sim/faults', async () => ({ data: rt.faults }));
  app.post('/__sim/faults', async (req, reply) => {
    const b = asRecord(req.body);
    const specs = Array.isArray(b.faults) ? b.faults : [b];
    const added: Fault[] = [];
    for (const raw of specs) {
      const spec = parseFaultSpec(raw);
      if (typeof spec === 'string') return reply.code(400).send({ error: spec });
      rt.faultCounter += 1;
      added.push({ ...spec, id: `fault-${rt.faultCounter}`, matched: 0, fired: 0 });
    }
    rt.faults.push(...added);
    return { data: added };
  });
  app.delete('/__sim/faults', async () => {
    rt.faults = [];
    return { ok: true };
  });
  app.delete('/__sim/faults/:id', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const before = rt.faults.length;
    rt.faults = rt.faults.filter((f) => f.id !== id);
    if (rt.faults.length === before) return reply.code(404).send({ error: 'unknown fault' });
    return { ok: true };
  });
}
