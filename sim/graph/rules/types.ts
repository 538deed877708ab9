// A business rule (sim/README.md#business-rules-simgraphrules): a named check run on every create it applies to.
import type { GraphObject, SimAdAccount, World } from '../../state/world';
import type { GraphError } from '../errors';

export type Edge = 'campaigns' | 'adsets' | 'ads' | 'adcreatives';

export interface RuleContext {
  world: World;
  account: SimAdAccount;
  edge: Edge;
  /** The validated, coerced params of the call. */
  values: Record<string, unknown>;
  /** For ad sets: the parent campaign (already checked to exist in the same account). */
  campaign?: GraphObject;
  /** Set on POST /{id} updates: `values` then holds the object's fields merged with the update. */
  update?: GraphObject;
  /** On updates, the params the call itself sent (`values` without the object's fields). */
  sent?: Record<string, unknown>;
  /** The version the call is served with (sim/graph/versions.ts); the oldest served when not given. */
  version?: number;
}

export interface Rule {
  /** kebab-case, unique: also the name used by tests and the README. */
  name: string;
  edges: Edge[];
  /** Also checked on updates (with the merged fields); creation-only otherwise. */
  onUpdate?: boolean;
  /** The first version it holds on (a version-gated change); every served version when absent. */
  since?: number;
  check(ctx: RuleContext): GraphError | undefined;
}

export const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

export const has = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** A campaign budget (CBO): the ad sets then carry none, and the campaign's bid strategy is theirs. */
export const campaignHasBudget = (ctx: RuleContext): boolean => has(ctx.campaign?.data.daily_budget) || has(ctx.campaign?.data.lifetime_budget);

/** What the call itself sent: on an update, its own params rather than the merged fields. */
export const sentParams = (ctx: RuleContext): Record<string, unknown> => ctx.sent ?? ctx.values;
