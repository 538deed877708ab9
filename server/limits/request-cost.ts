import { AsyncLocalStorage } from 'node:async_hooks';

// What a request costs the platform and the API's CPU, counted where the cost is made: the Graph client charges each
// platform call (a batch: each of its operations), the thumbnail maker each image decode. The meter of the request
// under way (budgets.ts) decides whether the user's budget allows it, and throws a 429 when it does not. Outside a
// request (the launch worker) nothing is charged: launches are bounded by the launch limit.

export type CostKind = 'platformCalls' | 'decodes';

export interface CostMeter {
  /** Counts `n` of `kind` for the request, or throws (RetryLaterError) when the user's budget would go past its figure. */
  charge(kind: CostKind, n: number): Promise<void>;
}

const meters = new AsyncLocalStorage<CostMeter>();

/** Runs `fn` (the rest of a request) with `meter` counting what it costs. */
export function runMetered(meter: CostMeter, fn: () => void): void {
  meters.run(meter, fn);
}

/** Before `n` platform calls (server/platform/graph-client.ts). */
export async function chargePlatformCalls(n: number): Promise<void> {
  await meters.getStore()?.charge('platformCalls', n);
}

/** Before an image decode (server/library/thumbnails.ts). */
export async function chargeDecode(): Promise<void> {
  await meters.getStore()?.charge('decodes', 1);
}
