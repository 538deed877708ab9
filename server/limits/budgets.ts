import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { countHit, readHits } from '../db/repos/rate-limits';
import type { AppDeps } from '../deps';
import { runMetered, type CostKind, type CostMeter } from './request-cost';
import { RetryLaterError } from './retry-later';

// Each user's budget of platform calls and image decodes per 10 minutes (docs/limits.md#budgets), beside the counts
// of requests: a request is cheap or dear by what it makes the platform and the API do, whatever its answer. A
// request's calls and decodes are charged as they are made (request-cost.ts): the first one reads what the user
// spent in the window (no query for a request that costs nothing), one past the figure is refused with a 429 (the
// rest of the request does not run), and what the request spent is added to the window before its answer goes
// out. Requests of one user running at once may together pass the figure by what each is allowed; the next one is
// refused.

const WINDOW_MS = 10 * 60_000;

const BUDGETS: Record<CostKind, { name: string; max: (limits: RateLimitConfig) => number; message: string }> = {
  platformCalls: { name: 'platform-calls', max: (l) => l.platformCallsPerUser, message: 'Too many calls to Facebook in a short time.' },
  decodes: { name: 'decodes', max: (l) => l.decodesPerUser, message: 'Too many images read in a short time.' },
};
const KINDS = Object.keys(BUDGETS) as CostKind[];

class RequestMeter implements CostMeter {
  readonly cost: Record<CostKind, number> = { platformCalls: 0, decodes: 0 };
  private readonly spent = new Map<CostKind, Promise<{ hits: number; resetsAt: Date | null }>>();

  constructor(
    private readonly deps: AppDeps,
    private readonly userId: string,
  ) {}

  async charge(kind: CostKind, n: number): Promise<void> {
    const budget = BUDGETS[kind];
    let spent = this.spent.get(kind);
    if (!spent) {
      spent = readHits(this.deps.database, `${budget.name}:${this.userId}`, this.deps.now());
      this.spent.set(kind, spent);
    }
    const { hits, resetsAt } = await spent;
    if (hits + this.cost[kind] + n > budget.max(this.deps.config.rateLimits)) {
      const ms = resetsAt ? resetsAt.getTime() - this.deps.now().getTime() : WINDOW_MS;
      throw new RetryLaterError(429, budget.message, ms / 1000);
    }
    this.cost[kind] += n;
  }
}

const meters = new WeakMap<FastifyRequest, RequestMeter>();

/** What the request cost so far: its platform calls and decodes (0: neither). */
export function costOf(request: FastifyRequest): number {
  const cost = meters.get(request)?.cost;
  return cost ? cost.platformCalls + cost.decodes : 0;
}

/**
 * Meters every request with a session from its preHandler on (the route's own guards and its handler; nothing
 * before reaches the platform), and adds what it cost to the user's windows as it answers. Sign-ins have no user
 * yet: their calls are bounded by the per-address sign-in limits.
 */
export function registerBudgets(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const userId = request.auth?.user.id;
    if (!userId) return done();
    const meter = new RequestMeter(deps, userId);
    meters.set(request, meter);
    runMetered(meter, done);
  });
  // Added before the answer goes out, so the user's next request finds it.
  app.addHook('onSend', async (request, _reply, payload) => {
    const meter = meters.get(request);
    const userId = request.auth?.user.id;
    if (!meter || !userId) return payload;
    for (const kind of KINDS) {
      if (meter.cost[kind] > 0) await countHit(deps.database, `${BUDGETS[kind].name}:${userId}`, WINDOW_MS, deps.now(), meter.cost[kind]);
    }
    return payload;
  });
}
