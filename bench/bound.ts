// The fastest any launcher can create a launch of N ads in dedicated ad sets on the simulator, given its latency,
// batch size and rate limits (bench/README.md explains each term).

export interface Platform {
  /** Per request. */
  requestMs: number;
  /** Per operation of a batch, on top of requestMs. */
  batchOpMs: number;
  /** Operations per batch. */
  batchSize: number;
  /** Mutations a second per ad account (613/5044001 beyond). */
  mutationsPerSecond: number;
  /** Points of the account score (a write costs 3): the write that reaches them starts a block. */
  maxScore: number;
  /** The score forgets a call this long after it. */
  windowMs: number;
}

/** The full tier's limits (sim/README.md#rate-limits-simlimits), and the latency the launch bench sets. */
export const SIM_BENCH_PLATFORM: Platform = {
  requestMs: 250,
  batchOpMs: 20,
  batchSize: 50,
  mutationsPerSecond: 100,
  maxScore: 9000,
  windowMs: 300_000,
};

const WRITE_POINTS = 3;

/** Writes of a dedicated launch: the campaign, then per ad its ad set and the ad (creative inline). */
export const writesOf = (ads: number): number => 1 + 2 * ads;

/** Platform objects created: campaign, and per ad an ad set, a creative and an ad. */
export const objectsOf = (ads: number): number => 1 + 3 * ads;

/** Writes an account may make in any score window without reaching the score (a block). */
export const writesPerWindow = (p: Platform): number => Math.ceil(p.maxScore / WRITE_POINTS) - 1;

/**
 * Lower bound in seconds for `writes` writes into one account, campaigns first: the campaign's request, then the
 * ad sets' writes (each with its ad, by reference, in one batch: one ad set per campaign per batch) at the
 * mutation cap, and the last batch's latency. Past writesPerWindow writes, the next ones wait for the first of the
 * window to be forgotten (an account that reaches the score is blocked, and stays at it). Several launches into
 * one account send their campaigns at once and then share the cap: the same bound on all their writes.
 */
function boundSecondsOfWrites(writes: number, p: Platform = SIM_BENCH_PLATFORM): number {
  if (writes <= 1) return (p.requestMs + p.batchOpMs) / 1000;
  const perBatch = Math.min(2, p.batchSize);
  // The writes after the first, the last batch's two excepted, one after another.
  const paced = Math.max(0, writes - 1 - perBatch);
  const perWindow = writesPerWindow(p);
  const windows = Math.floor((1 + paced) / perWindow);
  const pacedMs = windows * p.windowMs + ((((1 + paced) % perWindow) - 1) / p.mutationsPerSecond) * 1000;
  const lastBatchMs = p.requestMs + perBatch * p.batchOpMs;
  return (p.requestMs + p.batchOpMs + Math.max(0, pacedMs) + lastBatchMs) / 1000;
}

/** The bound of `ads` ads in dedicated ad sets, in `launches` launches of equal size into one account. */
export function boundSeconds(ads: number, p: Platform = SIM_BENCH_PLATFORM, launches = 1): number {
  if (ads === 0) return p.requestMs / 1000;
  return boundSecondsOfWrites(launches * writesOf(ads / launches), p);
}

/** The launch bench's target: each size within this many times its bound. */
export const BOUND_TARGET_RATIO = 1.2;

/**
 * Each size's time per ad against the smallest size's (measured in the same run): below 1, a bigger launch costs
 * less per ad.
 */
export function perAdRatios(rows: Array<{ ads: number; seconds: number }>): number[] {
  const base = rows[0];
  if (!base) return [];
  return rows.map((r) => r.seconds / r.ads / (base.seconds / base.ads));
}

/** Memory at most linear in the ads: from one size to the next, the growth grows no faster than the ads. */
export function growsAtMostLinearly(rows: Array<{ ads: number; growthMb: number }>): boolean {
  return rows.slice(1).every((row, i) => row.growthMb / Math.max(rows[i]!.growthMb, 1) <= row.ads / rows[i]!.ads);
}

/** One request at a time, no batches: the campaign, then per ad its ad set, creative and ad, each a round trip. */
export function sequentialRequests(ads: number): number {
  return 1 + 3 * ads;
}
