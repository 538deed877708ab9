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
  /** Writes an account may make in the score window before it is blocked (9000 points at 3 a write). */
  writesPerWindow: number;
  windowMs: number;
  blockMs: number;
}

export const SIM_BENCH_PLATFORM: Platform = {
  requestMs: 250,
  batchOpMs: 20,
  batchSize: 50,
  mutationsPerSecond: 100,
  writesPerWindow: 3000,
  windowMs: 300_000,
  blockMs: 60_000,
};

/** Writes of a dedicated launch: the campaign, then per ad its ad set and the ad (creative inline). */
export const writesOf = (ads: number): number => 1 + 2 * ads;

/** Platform objects created: campaign, and per ad an ad set, a creative and an ad. */
export const objectsOf = (ads: number): number => 1 + 3 * ads;

/**
 * Lower bound in seconds: the campaign's request, then the ad sets' writes (each with its ad, by reference,
 * in one batch: one ad set per campaign per batch) at the mutation cap, the last batch's latency, and a block
 * for every full score window beyond the first.
 */
export function boundSeconds(ads: number, p: Platform = SIM_BENCH_PLATFORM): number {
  if (ads === 0) return p.requestMs / 1000;
  const perBatch = Math.min(2, p.batchSize);
  const afterCampaign = writesOf(ads) - 1;
  const pacedMs = ((afterCampaign - perBatch) / p.mutationsPerSecond) * 1000;
  const lastBatchMs = p.requestMs + perBatch * p.batchOpMs;
  const blocks = Math.max(0, Math.ceil(writesOf(ads) / p.writesPerWindow) - 1);
  return (p.requestMs + p.batchOpMs + Math.max(0, pacedMs) + lastBatchMs + blocks * p.blockMs) / 1000;
}

/** One request at a time, no batches: the campaign, then per ad its ad set, creative and ad, each a round trip. */
export function sequentialRequests(ads: number): number {
  return 1 + 3 * ads;
}
