import type { LaunchError } from '../../lib/contract/launch';
import type { AppDeps } from '../deps';
import { sendBatch } from '../platform/batch-api';
import { GraphError, type BatchOperation } from '../platform/graph-client';
import { launchErrorOf } from './errors';
import { ledgerKey, recordAttempts, recordCreated, type LedgerItem } from '../db/repos/launch-ledger';
import { findMarked, markerOf } from './markers';
import { outcomeOf, outcomeOfError, updateOutcomeOf, type Outcome } from './outcomes';
import type { LaunchGate } from './platform-gate';

// One run of a launch: the ledger in memory, and its calls, every one through the run's gate (platform-gate.ts:
// the account's pace and block, the lease before a write). Every create is written as an attempt before it is sent
// and as an object as soon as its answer says so.

export interface RunContext {
  deps: AppDeps;
  launchId: string;
  /** What every platform call of the run passes (it checks the lease before every write). */
  gate: LaunchGate;
  accountId: string;
  token: string;
  /** `kind:itemKey` → platform id. */
  ledger: Map<string, string>;
  /** Attempted, outcome unknown: looked up by marker before being sent again. */
  unsettled: Set<string>;
  /** Refused for good in this run, with the user's error. */
  failures: Map<string, LaunchError>;
  backoffMs: (round: number) => number;
  /** When the progress counters were last written. */
  progressAt: number;
}

export interface PlannedOp extends LedgerItem {
  /** Says what failed, for the user: `The ad "Spring 1"`. */
  label: string;
  op: BatchOperation;
  /**
   * Completes the op before it: the update that names and marks a copy and gives it the launch's settings. Not an item
   * of its own: the copy counts as made only once its update went through (applyOutcomes).
   */
  follows?: boolean;
}

/** Writes the attempts of these batches, all in one go, before any of them is sent. */
export async function recordBatches(ctx: RunContext, batches: PlannedOp[][]): Promise<void> {
  await recordAttempts(
    ctx.deps.database,
    ctx.launchId,
    batches.flat().filter((o) => !o.follows),
  );
}

/** Batches whose attempts are written together: as many as may be in flight at once (rate-governor.ts). */
export const RECORD_CHUNK = 64;

/**
 * Sends each batch with `send` once its attempts are written (recordBatches), a chunk at a time, so the first
 * batches leave while the next chunks are written. Waits for every send to end, then throws the first error: a
 * round never ends with a write still under way.
 */
export async function recordAndSend(ctx: RunContext, batches: PlannedOp[][], send: (batch: PlannedOp[], index: number) => Promise<void>): Promise<void> {
  const recorded: Array<Promise<void>> = [];
  let previous = Promise.resolve();
  for (let i = 0; i < batches.length; i += RECORD_CHUNK) {
    const chunk = batches.slice(i, i + RECORD_CHUNK);
    previous = previous.then(() => recordBatches(ctx, chunk));
    recorded.push(previous);
  }
  const results = await Promise.allSettled(
    batches.map(async (batch, i) => {
      await recorded[Math.floor(i / RECORD_CHUNK)];
      await send(batch, i);
    }),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Sends one batch (its attempts recorded: recordBatches) through the gate, within the account's pace; outcomes in order. */
export async function sendOps(ctx: RunContext, ops: PlannedOp[]): Promise<Outcome[]> {
  try {
    const results = await sendBatch(
      ctx.deps,
      ctx.token,
      ops.map((o) => o.op),
    );
    return results.map((r, i) => (ops[i]!.follows ? updateOutcomeOf(r) : outcomeOf(r)));
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    const outcome = outcomeOfError(error);
    return ops.map(() => outcome);
  }
}

/**
 * Applies outcomes to the ledger: created ones recorded (one query), unknown ones left to settle, refusals kept. A copy
 * whose update did not go through is paused and unmarked (copyOps): it is deleted, and the item takes the update's
 * outcome (sent again, or refused with the update's error). Unknown: the update may have run and marked it, so it is
 * looked for like any other object.
 */
export async function applyOutcomes(ctx: RunContext, ops: PlannedOp[], outcomes: Outcome[]): Promise<void> {
  const created: Array<LedgerItem & { platformId: string }> = [];
  const discarded: string[] = [];
  ops.forEach((o, i) => {
    if (o.follows) return;
    let outcome = outcomes[i]!;
    const update = ops[i + 1]?.follows ? outcomes[i + 1] : undefined;
    if (outcome.kind === 'created' && update && update.kind !== 'done') {
      if (update.kind !== 'unknown') discarded.push(outcome.id);
      outcome = update;
    }
    const key = ledgerKey(o.kind, o.itemKey);
    if (outcome.kind === 'created') created.push({ kind: o.kind, itemKey: o.itemKey, platformId: outcome.id });
    else if (outcome.kind === 'unknown') ctx.unsettled.add(key);
    else if (outcome.kind === 'failed') ctx.failures.set(key, launchErrorOf(o.label, outcome.error));
  });
  await record(ctx, created);
  await discardCopies(ctx, discarded);
}

/** Deletes paused copies that never got their settings; one that cannot be deleted now stays paused, spending nothing. */
async function discardCopies(ctx: RunContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await sendBatch(
      ctx.deps,
      ctx.token,
      ids.map((id) => ({ method: 'DELETE' as const, relativeUrl: id })),
    );
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
  }
}

async function record(ctx: RunContext, items: Array<LedgerItem & { platformId: string }>): Promise<void> {
  const kept = await recordCreated(ctx.deps.database, ctx.launchId, items);
  for (const [key, id] of kept) {
    ctx.ledger.set(key, id);
    ctx.unsettled.delete(key);
  }
}

/**
 * Settles the unknown outcomes among `items` by reading `edge` (the parent's children) for their markers: found
 * ones are recorded, the others are known not to exist and will be created again.
 */
export async function settle(ctx: RunContext, items: LedgerItem[], edge: string, max?: number): Promise<void> {
  const pending = items.filter((i) => ctx.unsettled.has(ledgerKey(i.kind, i.itemKey)));
  if (pending.length === 0) return;
  let found: Map<string, string>;
  try {
    found = await findMarked(ctx.deps, ctx.token, edge, max);
  } catch (error) {
    // Unreadable for now (the gate read it again meanwhile): the items stay unsettled (never sent again blind)
    // until a later round reads them.
    if (!(error instanceof GraphError) || outcomeOfError(error).kind === 'failed') throw error;
    return;
  }
  const created = pending.flatMap((i) => {
    const id = found.get(markerOf(ctx.launchId, i.itemKey));
    return id ? [{ ...i, platformId: id }] : [];
  });
  await record(ctx, created);
  for (const i of pending) ctx.unsettled.delete(ledgerKey(i.kind, i.itemKey));
}
