import { and, eq, sql } from 'drizzle-orm';
import type { AdAccount } from '../../lib/contract/assets';
import {
  isLaunchInProgress,
  launchStatusSchema,
  type LaunchError,
  type LaunchPayload,
  type LaunchRecord,
  type LaunchRecordInput,
  type LaunchStatus,
  type LaunchStep,
} from '../../lib/contract/launch';
import { DEFAULT_CURRENCY } from '../../lib/rules/constants';
import type { Database } from '../db/database';
import { launchObjects, launches } from '../db/schema';

// Launch records, and the ledger of created platform objects as a map (bulk writes: ledger.ts).

export type LaunchRow = typeof launches.$inferSelect;

/** The statuses a launch ends in: all but those of a launch still running. */
export const TERMINAL_STATUSES: readonly LaunchStatus[] = launchStatusSchema.options.filter((status) => !isLaunchInProgress(status));

function inputSummary(p: LaunchPayload): LaunchRecordInput {
  return {
    isLeadFormCampaign: p.isLeadFormCampaign,
    isTrafficCampaign: p.isTrafficCampaign,
    dailyBudget: p.dailyBudget ?? null,
    lifetimeBudget: p.lifetimeBudget ?? null,
    isCBO: p.isCBO,
    startTime: p.startTime,
    endTime: p.endTime ?? null,
    facebookPageName: p.facebookPageName ?? null,
    pixelName: p.pixelName ?? null,
    leadFormName: p.leadFormName ?? null,
    instagramAccountName: p.instagramAccountName ?? null,
    automationIds: p.automationIds ?? [],
  };
}

interface NewLaunch {
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

/** Inserts a launch; with an idempotency key already used by this user (a request racing this one), answers that launch instead. */
export async function insertLaunch(database: Database, launch: NewLaunch): Promise<LaunchRow> {
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

export async function findByIdempotencyKey(database: Database, userId: string, key: string): Promise<LaunchRow | null> {
  const rows = await database.db
    .select()
    .from(launches)
    .where(and(eq(launches.userId, userId), eq(launches.idempotencyKey, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function getLaunch(database: Database, id: string): Promise<LaunchRow | null> {
  const rows = await database.db.select().from(launches).where(eq(launches.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A launch of this user, or null (someone else's launches do not exist for the caller). */
export async function getUserLaunch(database: Database, userId: string, id: string): Promise<LaunchRow | null> {
  const rows = await database.db
    .select()
    .from(launches)
    .where(and(eq(launches.id, id), eq(launches.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Launches stored before automationIds were recorded have none. */
function inputOf(row: Pick<LaunchRow, 'input'>): LaunchRecordInput {
  const input = row.input as Omit<LaunchRecordInput, 'automationIds'> & { automationIds?: string[] };
  return { ...input, automationIds: input.automationIds ?? [] };
}

/** The ad account's currency as stored with a launch, read in SQL (the list leaves the account snapshot out). */
export const accountCurrencySql = sql<string | null>`${launches.account}->'data'->>'currency'`;

/** The record of a launch row, with its ad account's currency (none stored: USD). */
export function toLaunchRecord(row: Omit<LaunchRow, 'payload' | 'account'> & { currency: string | null }): LaunchRecord {
  return {
    id: row.id,
    status: row.status as LaunchStatus,
    step: row.step as LaunchStep,
    campaignName: row.campaignName,
    adsetsTotal: row.adsetsTotal,
    adsetsCompleted: row.adsetsCompleted,
    adsTotal: row.adsTotal,
    adsCompleted: row.adsCompleted,
    errors: row.errors as LaunchError[],
    input: inputOf(row),
    accountId: row.accountId,
    currency: row.currency || DEFAULT_CURRENCY,
    campaignId: row.campaignId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function updateLaunch(
  database: Database,
  id: string,
  changes: Partial<
    Pick<LaunchRow, 'status' | 'step' | 'campaignId' | 'campaignName' | 'adsetsCompleted' | 'adsCompleted' | 'errors' | 'startedAt' | 'finishedAt'>
  >,
): Promise<void> {
  await database.db
    .update(launches)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(launches.id, id));
}

/** The ledger as `kind:itemKey` → platform id. */
export async function loadLedger(database: Database, launchId: string): Promise<Map<string, string>> {
  const rows = await database.db.select().from(launchObjects).where(eq(launchObjects.launchId, launchId));
  return new Map(rows.map((r) => [`${r.kind}:${r.itemKey}`, r.platformId]));
}
