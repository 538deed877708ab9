// One simulator instance's mutable state: the world, the options in force, rate limits, faults, the clock and
// the request log.
import type { Fault } from './faults/faults';
import type { LimitConfig } from './limits/rate-limiter';
import { RateLimiter } from './limits/rate-limiter';
import { MUTATIONS_PER_SECOND } from './limits/tiers';
import type { Rng } from './state/rng';
import { createRng } from './state/rng';
import { createWorld } from './state/seed';
import type { SimApp, Tier, World } from './state/world';

export interface ResolvedOptions {
  seed: number;
  app: SimApp;
  otherApps: SimApp[];
  requireAppSecretProof: boolean;
  latency: { baseMs: number; perBatchOpMs: number };
  tier: Tier;
  videoReadyDelayMs: number;
  /** More agency ad accounts beyond the seeded six (benchmarks of many accounts). */
  extraAccounts: number;
  /** The platform's web origin as browsers reach it (its preview renderer); unset: the simulator's own address. */
  webBase?: string;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  params: Record<string, unknown>;
  status: number;
  time: string;
  durationMs: number;
  /** Set for the operations of a batch: the index of the operation inside it. */
  batchIndex?: number;
  /** Set when a fault fired on this call. */
  fault?: string;
}

export interface Runtime {
  options: ResolvedOptions;
  world: World;
  log: RequestLogEntry[];
  /** Base URL of the server once listening (used for paging `next` links). */
  baseUrl: string;
  traceCounter: number;
  limitConfig: LimitConfig;
  limiter: RateLimiter;
  faults: Fault[];
  faultRng: Rng;
  faultCounter: number;
  /** Added to the wall clock: POST /__sim/clock moves time forward for decay, blocks and video processing. */
  clockOffsetMs: number;
}

const faultSeed = (seed: number): number => (seed ^ 0x5eed) >>> 0;

export function createRuntime(options: ResolvedOptions): Runtime {
  const limitConfig: LimitConfig = {
    tier: options.tier,
    userCallsPerHour: null,
    extendBlockOnCall: true,
    mutationsPerSecond: MUTATIONS_PER_SECOND,
    maxScore: null,
  };
  const rt: Runtime = {
    options,
    world: createWorld(options.seed, options.app, options.extraAccounts),
    log: [],
    baseUrl: '',
    traceCounter: 0,
    limitConfig,
    limiter: new RateLimiter(limitConfig),
    faults: [],
    faultRng: createRng(faultSeed(options.seed)),
    faultCounter: 0,
    clockOffsetMs: 0,
  };
  rt.world.clock = () => now(rt);
  return rt;
}

/** Back to the seeded world: objects, tokens, log, limits, faults and clock are all reset. */
export function resetRuntime(rt: Runtime, seed?: number): void {
  if (seed !== undefined) rt.options.seed = seed;
  rt.world = createWorld(rt.options.seed, rt.options.app, rt.options.extraAccounts);
  rt.world.clock = () => now(rt);
  rt.log = [];
  rt.traceCounter = 0;
  rt.limiter = new RateLimiter(rt.limitConfig);
  rt.faults = [];
  rt.faultRng = createRng(faultSeed(rt.options.seed));
  rt.faultCounter = 0;
  rt.clockOffsetMs = 0;
}

export const now = (rt: Runtime): number => Date.now() + rt.clockOffsetMs;

export function fbtraceId(rt: Runtime): string {
  rt.traceCounter += 1;
  return `Sim${rt.options.seed.toString(36)}T${rt.traceCounter.toString(36).padStart(6, '0')}`;
}

/** The log keeps the latest entries only, so long benchmarks do not grow without bound. */
const MAX_LOG = 20_000;

/** Tokens never go into the log. */
export function logRequest(rt: Runtime, entry: RequestLogEntry): void {
  const { access_token: _t, ...params } = entry.params;
  rt.log.push({ ...entry, params });
  if (rt.log.length > MAX_LOG) rt.log.splice(0, rt.log.length - MAX_LOG);
}
