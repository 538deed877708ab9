import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../deps';
import { GraphError, throughGate, type CallGate, type GatedCall } from '../platform/graph-client';
import type { LaunchLease } from './lease';
import { LaunchDeferredError } from './outcomes';

// The one way a launch's run reaches the platform (docs/architecture.md#the-launch-gate). The run executes
// through its gate (LaunchGate.run), so every Graph request made within it, by the engine, the library's pushes or
// the automations' rules, reads included, passes here first: the account's block (a long one defers the job, a
// short one is waited out), its governor (its pace and its place in flight), the lease before a write, and what an
// error means for the account (a throttle blocks it, too many writes a second slow its pace). A read that fails
// for a while is read again; a write's outcome is its caller's to settle (it may have run). The engine's code
// cannot reach the Graph client or its governor but here (eslint.config.js).

/** Longer blocks end the job, which is queued again for when access returns (see queue.ts). */
const MAX_INLINE_WAIT_MS = 90_000;
/** A read the platform keeps failing is given up after this many tries: a transient error goes to the caller, a throttle defers the job. */
const READ_ATTEMPTS = 5;
/** A throttle that outlasts the reads' tries defers the job for at least this long. */
const MIN_DEFER_MS = 10_000;

interface GateOptions {
  /** The launch's ad account: calls that name none are counted on it. */
  accountId: string;
  /** Checked before every write: a run that lost it stops there. */
  lease: Pick<LaunchLease, 'ensure'>;
  /** The pause before a failed read's next try (the engine's round backoff). */
  backoffMs: (attempt: number) => number;
}

export class LaunchGate implements CallGate {
  /** Accounts whose block as every worker shared it was read in this run. */
  private readonly synced = new Set<string>();

  constructor(
    private readonly deps: Pick<AppDeps, 'graph'>,
    private readonly options: GateOptions,
  ) {}

  /** Runs `run` (the launch's run) with every platform call made within it through this gate. */
  run<T>(run: () => Promise<T>): Promise<T> {
    return throughGate(this, run);
  }

  private get governor() {
    return this.deps.graph.governor;
  }

  /**
   * A long block of the account defers the job (LaunchDeferredError); a short one is waited out by the governor.
   * The shared block is read once a run for writes (after that each write's slot on the shared pace brings it,
   * account-pace.ts) and before every read (a read reserves no slot).
   */
  async checkBlock(accountId = this.options.accountId, shared = !this.synced.has(accountId)): Promise<void> {
    const until = shared ? await this.governor.syncBlock(accountId) : this.governor.blockedUntil(accountId);
    this.synced.add(accountId);
    if (until - this.governor.now() > MAX_INLINE_WAIT_MS) throw new LaunchDeferredError(new Date(until));
  }

  async send<T>(call: GatedCall, request: () => Promise<T>): Promise<T> {
    const accountId = call.accountId ?? this.options.accountId;
    const write = call.writes > 0;
    for (let attempt = 1; ; attempt += 1) {
      await this.checkBlock(accountId, !write || !this.synced.has(accountId));
      if (!(await this.governor.acquire(accountId, call.writes, MAX_INLINE_WAIT_MS))) throw this.deferred(accountId);
      let pauseMs = 0;
      try {
        // After the pace's wait, which may be long: the last moment this run can step aside before writing.
        if (write) await this.options.lease.ensure();
        return await request();
      } catch (error) {
        if (!(error instanceof GraphError)) throw error;
        if (error.isRateLimit) await this.refused(accountId, [error]);
        if (write || error.isAuthError || !(error.isRateLimit || error.isTransient)) throw error;
        if (attempt >= READ_ATTEMPTS) throw error.isRateLimit ? this.deferred(accountId) : error;
        // A throttled read waits for the block it set (the next checkBlock and acquire).
        if (!error.isRateLimit) pauseMs = this.options.backoffMs(attempt);
      } finally {
        this.governor.release(accountId);
      }
      await sleep(pauseMs);
    }
  }

  async limited(call: GatedCall, errors: GraphError[]): Promise<void> {
    await this.refused(call.accountId ?? this.options.accountId, errors);
  }

  /** Too many writes a second (613/5044001) slows the pace; any other throttle blocks the account for a while. */
  private async refused(accountId: string, errors: GraphError[]): Promise<void> {
    if (errors.some((e) => !isOverPace(e))) this.governor.throttled(accountId);
    else await this.governor.overPaced(accountId);
  }

  private deferred(accountId: string): LaunchDeferredError {
    return new LaunchDeferredError(new Date(Math.max(this.governor.blockedUntil(accountId), this.governor.now() + MIN_DEFER_MS)));
  }
}

/** 613/5044001: more than 100 mutations a second for the app and ad account. */
const isOverPace = (e: GraphError): boolean => e.code === 613 && e.subcode === 5044001;
