import { GraphError } from '../platform/graph-client';

// What one create's answer means for the engine (sim/README.md#errors), and the errors that end an
// attempt of the launch job.

export type Outcome =
  | { kind: 'created'; id: string }
  /** An update that went through (the one that names, marks and sets up a copy). */
  | { kind: 'done' }
  /** The write may have run (timeout, 5xx, lost answer, null batch item): look for its marker first. */
  | { kind: 'unknown'; error: GraphError }
  /** It did not run, or failed in a way that retrying cures (throttle, 1487390): send it again. */
  | { kind: 'again'; error: GraphError }
  /** The platform refused it for good: the item's error is shown to the user. */
  | { kind: 'failed'; error: GraphError };

/** "Adcreative Create Failed": not marked transient, but usually succeeds when retried. */
const CREATIVE_CREATE_FAILED = 1487390;

/** A transient error outlasted this attempt: pg-boss retries the job with a backoff stored in the database. */
export class TransientLaunchError extends Error {
  override name = 'TransientLaunchError';
}

/** The platform refuses the whole launch (token, permission): the launch fails with this error. */
export class FatalLaunchError extends Error {
  override name = 'FatalLaunchError';
  constructor(readonly graphError: GraphError) {
    super(graphError.message, { cause: graphError });
  }
}

/** The ad account is blocked for longer than a job should wait: the job is queued again for `until`. */
export class LaunchDeferredError extends Error {
  override name = 'LaunchDeferredError';
  constructor(readonly until: Date) {
    super(`The ad account is rate limited until ${until.toISOString()}`);
  }
}

export function outcomeOfError(error: GraphError): Outcome {
  if (error.isAuthError) throw new FatalLaunchError(error);
  if (error.isRateLimit || error.subcode === CREATIVE_CREATE_FAILED) return { kind: 'again', error };
  if (error.isTransient) return { kind: 'unknown', error };
  return { kind: 'failed', error };
}

type BatchResult = { ok: true; body: unknown } | { ok: false; error: GraphError };

/** An update's answer: done, or what its error means. */
export function updateOutcomeOf(result: BatchResult): Outcome {
  return result.ok ? { kind: 'done' } : outcomeOfError(result.error);
}

export function outcomeOf(result: BatchResult): Outcome {
  if (!result.ok) return outcomeOfError(result.error);
  // Copies answer the new object's id under their own name.
  const body = result.body as { id?: unknown; copied_campaign_id?: unknown; copied_adset_id?: unknown } | null;
  const id = body?.id ?? body?.copied_campaign_id ?? body?.copied_adset_id;
  if (typeof id === 'string' || typeof id === 'number') return { kind: 'created', id: String(id) };
  return { kind: 'unknown', error: new GraphError({ status: 502, message: 'The platform answered without an id', raw: result.body, transient: true }) };
}
