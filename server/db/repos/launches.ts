import { and, count, countDistinct, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AdAccount } from '../../../lib/contract/assets';
import type { LaunchPayload, LaunchRecordInput } from '../../../lib/contract/launch';
import type { Db } from '../database';
import { launches } from '../schema';

// Launch rows: the payload and account snapshot a launch was accepted with, its status, step, counters and
// errors (server/launch/ runs them; the lease is launch-leases.ts's, the ledger launch-ledger.ts's).

export type LaunchRow = typeof launches.$inferSelect;

/** What the list of launches shows of each: the large payload and account snapshot left out, the account's currency
 * and name kept. */
export type LaunchListRow = Omit<LaunchRow, 'payload' | 'account'> & { currency: string | null; accountName?: string | null };

/** The ad account's currency as stored with a launch, read in SQL (the list leaves the account snapshot out). */
const accountCurrencySql = sql<string | null>`${launches.account}->'data'->>'currency'`;
/** Its name, as the snapshot has it. */
const accountNameSql = sql<string | null>`${launches.account}->>'name'`;

export interface NewLaunch {
  id: string;
  /** Names are planned from this instant, so it is stored exactly. */
  createdAt: Date;
  userId: string;
  idempotencyKey: string | null;
  payload: LaunchPayload;
  account: AdAccount;
  campaignName: string;
  adsetsTotal: number;
  adsTotal: number;
}

/** What the launch record shows of the payload (the `input` column), so lists need not read the payload. */
function inputSummary(p: LaunchPayload): LaunchRecordInput {
  // The budget the launch sends: none into existing ad sets (theirs apply), nor under an existing campaign's budget.
  const sendsBudget = !(p.existingAdsetId || p.existingAdsetIdList?.length) && !(p.existingCampaignId && p.isCBO);
  return {
    isLeadFormCampaign: p.isLeadFormCampaign,
    isTrafficCampaign: p.isTrafficCampaign,
    dailyBudget: sendsBudget ? (p.dailyBudget ?? null) : null,
    lifetimeBudget: sendsBudget ? (p.lifetimeBudget ?? null) : null,
    isCBO: p.isCBO,
    startTime: p.startTime,
    endTime: p.endTime ?? null,
    facebookPageName: p.facebookPageName ?? null,
    pixelName: p.pixelName ?? null,
    leadFormName: p.leadFormName ?? null,
    instagramAccountName: p.instagramAccountName ?? null,
    automationIds: p.automationIds ?? [],
    launchPaused: p.launchPaused === true,
  };
}

/** Inserts a launch; with an idempotency key already used by this user (a request racing this one), answers that launch instead. */
export async function insertLaunch(database: Db, launch: NewLaunch): Promise<LaunchRow> {
  const inserted = await database.db
    .insert(launches)
    .values({
      id: launch.id,
      createdAt: launch.createdAt,
      updatedAt: launch.createdAt,
      userId: launch.userId,
      accountId: launch.account.id,
      idempotencyKey: launch.idempotencyKey,
      payload: launch.payload,
      account: launch.account,
      status: 'PENDING',
      step: 'CREATING_CAMPAIGN',
      campaignName: launch.campaignName,
      adsetsTotal: launch.adsetsTotal,
      adsTotal: launch.adsTotal,
      errors: [],
      input: inputSummary(launch.payload),
    })
    .onConflictDoNothing({ target: [launches.userId, launches.idempotencyKey] })
    .returning();
  if (inserted[0]) return inserted[0];
  if (launch.idempotencyKey === null) throw new Error('Launch insert returned nothing');
  const existing = await findByIdempotencyKey(database, launch.userId, launch.idempotencyKey);
  if (!existing) throw new Error('Launch insert conflicted but no launch has that key');
  return existing;
}

export async function findByIdempotencyKey(database: Db, userId: string, key: string): Promise<LaunchRow | null> {
  const rows = await database.db
    .select()
    .from(launches)
    .where(and(eq(launches.userId, userId), eq(launches.idempotencyKey, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function getLaunch(database: Db, id: string): Promise<LaunchRow | null> {
  const rows = await database.db.select().from(launches).where(eq(launches.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A launch of this user, or null (someone else's launches do not exist for the caller). */
export async function getUserLaunch(database: Db, userId: string, id: string): Promise<LaunchRow | null> {
  const rows = await database.db
    .select()
    .from(launches)
    .where(and(eq(launches.id, id), eq(launches.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateLaunch(
  database: Db,
  id: string,
  changes: Partial<
    Pick<
      LaunchRow,
      | 'status'
      | 'step'
      | 'campaignId'
      | 'campaignName'
      | 'adsetsCompleted'
      | 'adsCompleted'
      | 'errors'
      | 'startedAt'
      | 'finishedAt'
      | 'deletionDueAt'
      | 'deletedAt'
    >
  >,
): Promise<void> {
  await database.db
    .update(launches)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(launches.id, id));
}

/** How many launches the user made (a trial's count). */
export async function countLaunches(database: Db, userId: string): Promise<number> {
  const rows = await database.db.select({ n: count() }).from(launches).where(eq(launches.userId, userId));
  return rows[0]?.n ?? 0;
}

/** How many ad accounts the user launched into (the plan's asset count). */
export async function countLaunchedAccounts(database: Db, userId: string): Promise<number> {
  const rows = await database.db
    .select({ n: countDistinct(launches.accountId) })
    .from(launches)
    .where(eq(launches.userId, userId));
  return rows[0]?.n ?? 0;
}

const { payload: _payload, account: _account, ...listColumns } = getTableColumns(launches);

/**
 * A page of the user's launches (of one ad account when given), newest first, and how many there are in all.
 * One query on launches_user_created_idx (user_id, created_at), the total by a window count.
 */
export async function listLaunches(
  database: Db,
  q: { userId: string; accountId?: string; page: number; limit: number },
): Promise<{ rows: LaunchListRow[]; total: number }> {
  const { db } = database;
  const where: SQL | undefined = q.accountId ? and(eq(launches.userId, q.userId), eq(launches.accountId, q.accountId)) : eq(launches.userId, q.userId);
  const rows = await db
    .select({ ...listColumns, currency: accountCurrencySql, accountName: accountNameSql, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(launches)
    .where(where)
    .orderBy(desc(launches.createdAt), desc(launches.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  // Past the last page the window count has no row to ride on: count separately (rare).
  const total = rows[0]?.total ?? (q.page > 1 ? ((await db.select({ n: count() }).from(launches).where(where))[0]?.n ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
