import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { GraphError, PlatformObserver } from '../platform/graph-client';
import type { RateGovernor, Usage } from '../platform/rate-governor';
import { cached } from './cached';
import { launchKind } from './launch-kind';
import type { QueueStatus } from './queue-status';
import type { Readiness } from './readiness';

// The process's Prometheus metrics (docs/operations.md#metrics says what each means and which alert to set): one
// registry per process (per AppDeps), fed by the launch engine, the lease scan and the Graph client, read at each
// scrape of the metrics' own address (metrics-server.ts). Nothing here decides anything: a metric that fails to be
// read leaves its samples out, never a launch.

/** An account not heard of for this long leaves the usage gauges (agencies' accounts come and go). */
const USAGE_KEPT_MS = 15 * 60_000;

/** Seconds: a launch of one ad takes about one, 10,000 ads about two minutes at the platform's pace, a block minutes more. */
const LAUNCH_BUCKETS = [1, 2, 5, 10, 30, 60, 120, 300, 600, 1200, 3600];
const STEP_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600];

interface MetricsSources {
  /** The launch queue as pg-boss counts it; throws when it cannot be read. */
  queueStatus?: () => Promise<QueueStatus>;
  readiness?: Readiness;
  /** The engine's governor: what the account pace knows of blocks. */
  governor?: () => RateGovernor;
}

interface RunState {
  /** The lease's owner: the run. */
  owner: string;
  kind: string;
  step: string;
  since: number;
}

/** What a platform call ended as: the label `outcome` of salvo_platform_calls_total. */
function outcomeOf(error: GraphError): string {
  if (error.isRateLimit) return 'rate_limited';
  if (error.isAuthError) return 'auth';
  if (error.isTransient) return 'transient';
  return 'refused';
}

export class Metrics implements PlatformObserver {
  readonly registry = new Registry();
  private readonly runs = new Map<string, RunState>();
  private readonly usages = new Map<string, { usage: Usage; at: number }>();

  private readonly launchesFinished = new Counter({
    name: 'salvo_launches_finished_total',
    help: 'Launches this process brought to an end, by final status and kind.',
    labelNames: ['status', 'kind'],
    registers: [this.registry],
  });
  private readonly runsActive = new Gauge({
    name: 'salvo_launch_runs_active',
    help: 'Launch runs under way in this process (each holding its launch lease), by kind.',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  private readonly launchDuration = new Histogram({
    name: 'salvo_launch_duration_seconds',
    help: 'From the launch accepted to its end (queue waits, retries and deferrals included), by final status and kind.',
    labelNames: ['status', 'kind'],
    buckets: LAUNCH_BUCKETS,
    registers: [this.registry],
  });
  private readonly stepDuration = new Histogram({
    name: 'salvo_launch_step_duration_seconds',
    help: 'Time a launch run spent in a step (PREPARING: reading and uploading what the plan needs), by step.',
    labelNames: ['step'],
    buckets: STEP_BUCKETS,
    registers: [this.registry],
  });
  private readonly takeovers = new Counter({
    name: 'salvo_launch_takeovers_total',
    help: 'Launches this process took over after their worker stopped renewing its lease (a dead or stalled worker).',
    registers: [this.registry],
  });
  private readonly platformCalls = new Counter({
    name: 'salvo_platform_calls_total',
    help: "Platform calls (each operation of a batch) by outcome (ok, rate_limited, transient, auth, refused) and the platform's error code.",
    labelNames: ['outcome', 'code'],
    registers: [this.registry],
  });

  constructor(sources: MetricsSources = {}) {
    const { registry } = this;
    const usages = this.usages;
    new Gauge({
      name: 'salvo_platform_account_usage_percent',
      help: "The ad account's highest usage percentage in the platform's last usage headers (x-business-use-case-usage, x-ad-account-usage).",
      labelNames: ['account'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [account, { usage }] of recentUsages(usages)) this.set({ account }, usage.utilPct);
      },
    });
    new Gauge({
      name: 'salvo_platform_account_regain_access_seconds',
      help: "The platform's estimated time until a blocked ad account may call again, as it last reported it.",
      labelNames: ['account'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [account, { usage, at }] of recentUsages(usages)) this.set({ account }, Math.max(0, usage.regainMinutes * 60 - (Date.now() - at) / 1000));
      },
    });
    const { governor } = sources;
    if (governor)
      new Gauge({
        name: 'salvo_platform_account_blocked_seconds',
        help: "Seconds this process's governor still holds the ad account's calls back (the platform's block or a throttle's backoff).",
        labelNames: ['account'],
        registers: [registry],
        collect() {
          this.reset();
          const g = governor();
          for (const [account] of recentUsages(usages)) this.set({ account }, Math.max(0, (g.blockedUntil(account) - g.now()) / 1000));
        },
      });
    const { queueStatus } = sources;
    if (queueStatus) {
      // One read of the queue per scrape, shared by its gauges; none when it cannot be read (salvo_ready says so).
      const read = cached(() => queueStatus().catch(() => null), 1000);
      new Gauge({
        name: 'salvo_launch_queue_jobs',
        help: 'Launch jobs in the queue by state: ready (due, waiting for a worker), deferred (due later), active, failed (pg-boss gave up on them).',
        labelNames: ['state'],
        registers: [registry],
        async collect() {
          this.reset();
          const status = await read();
          if (status) for (const state of ['ready', 'deferred', 'active', 'failed'] as const) this.set({ state }, status[state]);
        },
      });
      new Gauge({
        name: 'salvo_launch_queue_oldest_ready_seconds',
        help: 'How long the oldest due launch job has waited for a worker (0: none waiting).',
        registers: [registry],
        async collect() {
          this.reset();
          const status = await read();
          if (status) this.set(status.oldestReadySeconds);
        },
      });
    }
    const { readiness } = sources;
    // The queue is a check where it is pg-boss's (readiness.ts).
    const checks = queueStatus ? (['database', 'queue'] as const) : (['database'] as const);
    if (readiness)
      new Gauge({
        name: 'salvo_ready',
        help: 'Whether this process reaches what it depends on (1) or not (0), by check: database, queue.',
        labelNames: ['check'],
        registers: [registry],
        async collect() {
          const failed = new Set((await readiness()).map((f) => f.check));
          for (const check of checks) this.set({ check }, failed.has(check) ? 0 : 1);
        },
      });
  }

  /** PlatformObserver: each call's outcome. */
  calls(error: GraphError | null, count: number): void {
    if (error === null) this.platformCalls.inc({ outcome: 'ok', code: '' }, count);
    else this.platformCalls.inc({ outcome: outcomeOf(error), code: error.code !== null ? String(error.code) : `http_${error.status}` }, count);
  }

  /** PlatformObserver: an answer's usage of an ad account. */
  usage(accountId: string, usage: Usage): void {
    this.usages.set(accountId, { usage, at: Date.now() });
  }

  /**
   * A run of the launch began, holding the lease as `owner`: it is PREPARING. A run of the same launch still counted
   * here lost its lease to this one (a stall): it is counted as ended.
   */
  runStarted(launchId: string, owner: string, payload: unknown): void {
    const stale = this.runs.get(launchId);
    if (stale) this.runEnded(launchId, stale.owner);
    const kind = launchKind(payload);
    this.runs.set(launchId, { owner, kind, step: 'PREPARING', since: performance.now() });
    this.runsActive.inc({ kind });
  }

  /** The launch's run entered `step` (the launch record's step). */
  runStep(launchId: string, step: string): void {
    const run = this.runs.get(launchId);
    if (!run || run.step === step) return;
    this.stepDuration.observe({ step: run.step }, (performance.now() - run.since) / 1000);
    Object.assign(run, { step, since: performance.now() });
  }

  /** The run ended, finished or not (a retry, a deferral, a lost lease). */
  runEnded(launchId: string, owner: string): void {
    const run = this.runs.get(launchId);
    if (run?.owner !== owner) return;
    this.stepDuration.observe({ step: run.step }, (performance.now() - run.since) / 1000);
    this.runs.delete(launchId);
    this.runsActive.dec({ kind: run.kind });
  }

  /** The launch ended in `status`, accepted at `createdAt`. */
  launchFinished(launch: { createdAt: Date; payload: unknown }, status: string): void {
    const labels = { status, kind: launchKind(launch.payload) };
    this.launchesFinished.inc(labels);
    this.launchDuration.observe(labels, Math.max(0, (Date.now() - launch.createdAt.getTime()) / 1000));
  }

  /** This process took over a launch whose lease had lapsed. */
  tookOver(): void {
    this.takeovers.inc();
  }
}

function recentUsages(usages: Map<string, { usage: Usage; at: number }>): Array<[string, { usage: Usage; at: number }]> {
  const since = Date.now() - USAGE_KEPT_MS;
  for (const [account, { at }] of usages) if (at < since) usages.delete(account);
  return [...usages];
}
