// Faults by rule or probability (POST /__sim/faults): the failures a launcher must survive, including the worst
// one, a write that succeeds while its answer is lost.
import { GraphError } from '../graph/errors';
import type { Rng } from '../state/rng';

const FAULT_KINDS = ['transient', 'unknown', 'http500', 'hang', 'null-batch-item', 'creative-failed', 'lost-answer', 'lost-connection', 'error'] as const;
type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  kind: FaultKind;
  method?: string;
  /** A regular expression matched against the unversioned path, e.g. "^/act_\\d+/adsets$". */
  path?: string;
  accountId?: string;
  /** A regular expression matched against the call's `name` parameter: the refusal of one object, e.g. "^Ad 3$". */
  name?: string;
  /** Fire only on the nth matching call (1-based). */
  nth?: number;
  /** Fire with this probability (0..1), drawn from the seeded generator. */
  probability?: number;
  /** Fire at most this many times (default: once with nth or for creative-failed, else unlimited). */
  times?: number;
  /** For kind "error": the Graph error to answer. */
  error?: { code: number; subcode?: number; message?: string; status?: number; isTransient?: boolean };
}

export interface Fault extends FaultSpec {
  id: string;
  matched: number;
  fired: number;
}

export interface CallInfo {
  method: string;
  path: string;
  accountId?: string;
  inBatch: boolean;
  name?: string;
}

export function matchFault(faults: Fault[], rng: Rng, call: CallInfo): Fault | undefined {
  for (const f of faults) {
    if (f.method && f.method.toUpperCase() !== call.method) continue;
    if (f.path && !new RegExp(f.path).test(`/${call.path}`)) continue;
    if (f.accountId && f.accountId !== call.accountId) continue;
    if (f.name !== undefined && (call.name === undefined || !new RegExp(f.name).test(call.name))) continue;
    if (f.kind === 'null-batch-item' && !call.inBatch) continue;
    f.matched += 1;
    if (f.nth !== undefined && f.matched !== f.nth) continue;
    const limit = f.times ?? (f.nth !== undefined || f.kind === 'creative-failed' ? 1 : Infinity);
    if (f.fired >= limit) continue;
    if (f.probability !== undefined && rng.next() >= f.probability) continue;
    f.fired += 1;
    return f;
  }
  return undefined;
}

/** The error a fault answers in place of the call, or undefined for faults that let the call run or never answer. */
export function faultError(f: Fault): GraphError | undefined {
  switch (f.kind) {
    case 'transient':
      return new GraphError({ message: 'An unexpected error has occurred. Please retry your request later.', code: 2, status: 500, isTransient: true });
    case 'unknown':
      return new GraphError({ message: 'An unknown error occurred', code: 1, subcode: 99, status: 500 });
    case 'creative-failed':
      return new GraphError({
        message: 'Invalid parameter',
        code: 100,
        subcode: 1487390,
        userTitle: 'Adcreative Create Failed',
        userMsg: 'The Adcreative Create Failed for the following reason: Oops, something went wrong. Please try again later',
      });
    case 'error': {
      const e = f.error ?? { code: 1 };
      return new GraphError({
        message: e.message ?? `Simulated error ${e.code}`,
        code: e.code,
        subcode: e.subcode,
        status: e.status ?? 400,
        isTransient: e.isTransient ?? false,
      });
    }
    default:
      return undefined;
  }
}

/** The answer a client sees when the answer of a successful write is lost with a 5xx. */
export const lostAnswerError = (): GraphError =>
  new GraphError({ message: 'An unexpected error has occurred. Please retry your request later.', code: 2, status: 502, isTransient: true });

export function parseFaultSpec(raw: unknown): FaultSpec | string {
  if (raw === null || typeof raw !== 'object') return 'a fault must be an object';
  const r = raw as Record<string, unknown>;
  if (!FAULT_KINDS.includes(r.kind as FaultKind)) return `kind must be one of ${FAULT_KINDS.join(', ')}`;
  for (const k of ['path', 'name'] as const) {
    if (r[k] === undefined) continue;
    try {
      new RegExp(String(r[k]));
    } catch {
      return `${k} must be a valid regular expression`;
    }
  }
  for (const k of ['nth', 'times', 'probability'] as const) if (r[k] !== undefined && typeof r[k] !== 'number') return `${k} must be a number`;
  return r as unknown as FaultSpec;
}
