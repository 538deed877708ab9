import { eq, sql } from 'drizzle-orm';
import type { Plan, SubscriptionStatus } from '../../../lib/contract/plans';
import type { Db } from '../database';
import { userPlans } from '../schema';

// A user's plan and subscription (server/auth/plans.ts says what they allow).

export interface PlanValues {
  plan: Plan;
  subscription: SubscriptionStatus;
  trialLaunchLimit: number | null;
}

export async function findPlan(database: Db, userId: string): Promise<PlanValues | null> {
  const rows = await database.db
    .select({ plan: userPlans.plan, subscription: userPlans.subscription, trialLaunchLimit: userPlans.trialLaunchLimit })
    .from(userPlans)
    .where(eq(userPlans.userId, userId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, plan: row.plan as Plan, subscription: row.subscription as SubscriptionStatus } : null;
}

/** Records the user's plan; `replace` overwrites one that exists, else it is kept. */
export async function savePlan(database: Db, userId: string, values: PlanValues, replace: boolean): Promise<void> {
  const insert = database.db.insert(userPlans).values({ userId, ...values });
  await (replace
    ? insert.onConflictDoUpdate({ target: userPlans.userId, set: { ...values, updatedAt: sql`now()` } })
    : insert.onConflictDoNothing({ target: userPlans.userId }));
}
