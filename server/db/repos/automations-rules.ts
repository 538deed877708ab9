import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../database';
import { automations, launchAutomations, launches, launchRules } from '../schema';

// The platform rules launches' automations made (server/automations, docs/automations.md#exactly-once): a row per rule
// written before it is sent, its platform id once the platform answered; and each attached automation's state and
// what its failure behaviour paused.

export type LaunchRuleRow = typeof launchRules.$inferSelect;
export type LaunchAutomationRow = typeof launchAutomations.$inferSelect;
export type RuleState = 'READY' | 'RETRYING' | 'FAILED';

/** Identifies one platform rule of a launch. */
export interface RuleKey {
  launchId: string;
  automationId: string;
  ruleIndex: number;
}
const keyIs = (k: RuleKey) => and(eq(launchRules.launchId, k.launchId), eq(launchRules.automationId, k.automationId), eq(launchRules.ruleIndex, k.ruleIndex));

/** The launch's rules that are not deleted. */
export async function loadLaunchRules(database: Db, launchId: string): Promise<LaunchRuleRow[]> {
  return database.db
    .select()
    .from(launchRules)
    .where(and(eq(launchRules.launchId, launchId), isNull(launchRules.deletedAt)));
}

/** Written before the create is sent: from here on its outcome is looked up by its marker before sending again. */
export async function recordRuleAttempt(database: Db, key: RuleKey): Promise<void> {
  await database.db
    .insert(launchRules)
    .values({ ...key })
    .onConflictDoUpdate({ target: [launchRules.launchId, launchRules.automationId, launchRules.ruleIndex], set: { deletedAt: null } });
}

/** The platform's id of the rule and the digest of what it holds. */
export async function recordRuleSent(database: Db, key: RuleKey, platformRuleId: string, specDigest: string): Promise<void> {
  await database.db.update(launchRules).set({ platformRuleId, specDigest }).where(keyIs(key));
}

/** The rule is gone from the platform (deleted by Salvo, or found missing: made again next time). */
export async function recordRuleDeleted(database: Db, key: RuleKey, now: Date): Promise<void> {
  await database.db.update(launchRules).set({ deletedAt: now, platformRuleId: null, specDigest: null }).where(keyIs(key));
}

export async function launchAutomationStates(database: Db, launchId: string): Promise<LaunchAutomationRow[]> {
  return database.db.select().from(launchAutomations).where(eq(launchAutomations.launchId, launchId));
}

export async function saveLaunchAutomation(
  database: Db,
  row: { launchId: string; automationId: string; state: RuleState; message: string | null; pausedIds: string[]; pausedVersions: Record<string, string> },
  now: Date,
): Promise<void> {
  const values = { ...row, updatedAt: now };
  await database.db
    .insert(launchAutomations)
    .values(values)
    .onConflictDoUpdate({ target: [launchAutomations.launchId, launchAutomations.automationId], set: values });
}

export async function deleteLaunchAutomation(database: Db, launchId: string, automationId: string): Promise<void> {
  await database.db.delete(launchAutomations).where(and(eq(launchAutomations.launchId, launchId), eq(launchAutomations.automationId, automationId)));
}

/** The user's launches an automation is attached to (its rules to update when it changes). */
export async function launchesOfAutomation(database: Db, userId: string, automationId: string): Promise<string[]> {
  const rows = await database.db
    .select({ id: launchAutomations.launchId })
    .from(launchAutomations)
    .innerJoin(launches, eq(launches.id, launchAutomations.launchId))
    .where(and(eq(launchAutomations.automationId, automationId), eq(launches.userId, userId), isNull(launches.deletedAt)));
  return rows.map((r) => r.id);
}

/** An automation's rules on the platform, with their launch's account (to delete them with it). */
export async function platformRulesOfAutomation(database: Db, userId: string, automationId: string): Promise<Array<LaunchRuleRow & { accountId: string }>> {
  const rows = await database.db
    .select({ rule: launchRules, accountId: launches.accountId })
    .from(launchRules)
    .innerJoin(launches, eq(launches.id, launchRules.launchId))
    .where(and(eq(launchRules.automationId, automationId), eq(launches.userId, userId), isNull(launchRules.deletedAt)));
  return rows.map((r) => ({ ...r.rule, accountId: r.accountId }));
}

/** The user's launches (not deleted) on which this automation holds objects paused, and its rows there. */
export async function heldByAutomation(database: Db, userId: string, automationId: string): Promise<LaunchAutomationRow[]> {
  const rows = await database.db
    .select({ state: launchAutomations })
    .from(launchAutomations)
    .innerJoin(launches, eq(launches.id, launchAutomations.launchId))
    .where(and(eq(launchAutomations.automationId, automationId), eq(launches.userId, userId), isNull(launches.deletedAt)));
  return rows.map((r) => r.state).filter((r) => (r.pausedIds as string[]).length > 0);
}

/** Forgets a deleted automation's rows on the user's launches (its platform rules are deleted first). */
export async function forgetAutomationRules(database: Db, userId: string, automationId: string): Promise<void> {
  const ids = database.db.select({ id: launches.id }).from(launches).where(eq(launches.userId, userId));
  await database.db.delete(launchRules).where(and(eq(launchRules.automationId, automationId), inArray(launchRules.launchId, ids)));
  await database.db.delete(launchAutomations).where(and(eq(launchAutomations.automationId, automationId), inArray(launchAutomations.launchId, ids)));
}

/** The automations of the user's launches among `launchIds`, with their rules and the automation (null once deleted). */
export async function automationsOfLaunches(database: Db, userId: string, launchIds: string[]) {
  if (launchIds.length === 0) return [];
  const states = await database.db
    .select({ state: launchAutomations, launch: { accountId: launches.accountId, status: launches.status }, automation: automations })
    .from(launchAutomations)
    .innerJoin(launches, eq(launches.id, launchAutomations.launchId))
    .leftJoin(automations, eq(automations.id, launchAutomations.automationId))
    .where(and(eq(launches.userId, userId), inArray(launchAutomations.launchId, launchIds)));
  const rules = await database.db
    .select()
    .from(launchRules)
    .where(and(inArray(launchRules.launchId, launchIds), isNull(launchRules.deletedAt)));
  return states.map((s) => ({ ...s, rules: rules.filter((r) => r.launchId === s.state.launchId && r.automationId === s.state.automationId) }));
}

/** The user's live platform rules on launches not deleted, newest launches first, with what names them. */
export async function liveRulesOfUser(database: Db, userId: string, max: number) {
  return database.db
    .select({
      launchId: launchRules.launchId,
      platformRuleId: launchRules.platformRuleId,
      accountId: launches.accountId,
      campaignName: launches.campaignName,
      automationName: automations.name,
    })
    .from(launchRules)
    .innerJoin(launches, eq(launches.id, launchRules.launchId))
    .innerJoin(automations, eq(automations.id, launchRules.automationId))
    .where(and(eq(launches.userId, userId), isNull(launches.deletedAt), isNull(launchRules.deletedAt), isNotNull(launchRules.platformRuleId)))
    .orderBy(desc(launches.createdAt))
    .limit(max);
}
