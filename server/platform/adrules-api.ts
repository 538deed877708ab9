import type { BatchResult, GraphClient, GraphParams } from './graph-client';
import { GraphError } from './graph-client';

// The platform's automated rules (docs/automations.md; sim/README.md#automated-rules): an ad account's rules library,
// a rule's create, update and delete, its account's rules history, and the status of the objects a failure
// behaviour pauses and resumes. Salvo's automations (server/automations) make and watch rules through these.

export interface PlatformRule {
  id: string;
  name: string;
  /** ENABLED, DISABLED or HAS_ISSUES (deleted rules are not listed). */
  status: string;
}

/** A run of a rule on the account: what it did to each object. */
export interface RuleHistoryEntry {
  rule_id?: number | string;
  timestamp?: string;
  results?: Array<{ object_id?: string; object_type?: string; actions?: Array<{ action?: string; field?: string; old_value?: string; new_value?: string }> }>;
}

/** Rules an account holds: the platform's library lists at most a few hundred (250 is its cap). */
const LIBRARY_MAX = 1000;
/** The latest runs read from an account's history. */
const HISTORY_MAX = 200;

/** The account's rules (deleted ones are not listed). */
export async function listAccountRules(graph: GraphClient, token: string, accountId: string): Promise<PlatformRule[]> {
  return graph.getAll<PlatformRule>(`${accountId}/adrules_library`, token, { fields: 'id,name,status', limit: 500 }, LIBRARY_MAX);
}

export async function createRule(graph: GraphClient, token: string, accountId: string, params: GraphParams): Promise<string> {
  const answer = await graph.post<{ id?: string }>(`${accountId}/adrules_library`, token, params);
  if (!answer.id) throw new GraphError({ status: 502, message: 'The platform made a rule without answering its id', raw: answer, transient: true });
  return answer.id;
}

/** Sends the whole rule again (the platform's update replaces each spec sent). */
export async function updateRule(graph: GraphClient, token: string, ruleId: string, params: GraphParams): Promise<void> {
  await graph.post(ruleId, token, params);
}

export async function ruleStatus(graph: GraphClient, token: string, ruleId: string): Promise<string> {
  return (await graph.get<{ status?: string }>(ruleId, token, { fields: 'status' })).status ?? 'ENABLED';
}

/** Deletes a rule; one already gone counts as deleted. */
export async function deleteRule(graph: GraphClient, token: string, ruleId: string): Promise<void> {
  try {
    await graph.delete(ruleId, token);
  } catch (error) {
    if (!(error instanceof GraphError && error.isNotFoundOrForbidden)) throw error;
  }
}

/** The account's latest rule runs that changed something, newest first. */
export async function readRulesHistory(graph: GraphClient, token: string, accountId: string): Promise<RuleHistoryEntry[]> {
  return graph.getAll<RuleHistoryEntry>(
    `${accountId}/adrules_history`,
    token,
    { fields: 'rule_id,timestamp,results', hide_no_changes: true, limit: 100 },
    HISTORY_MAX,
  );
}

/** Objects a batch reads or writes at once (the platform's batch holds 50). */
const BATCH = 50;

/** The names of the campaigns, ad sets and ads rules acted on, 50 a batch; one deleted or not readable has none. */
export async function readObjectNames(graph: GraphClient, token: string, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const part = unique.slice(i, i + BATCH);
    const answers: BatchResult<{ name?: string }>[] = await graph.batch(
      part.map((id) => ({ method: 'GET', relativeUrl: `${id}?fields=name` })),
      token,
    );
    answers.forEach((answer, j) => {
      if (answer.ok && answer.body.name) names.set(part[j]!, answer.body.name);
    });
  }
  return names;
}

/**
 * Turns these objects on or off, 50 to a batch; one deleted meanwhile counts as done. Throws the first other refusal
 * (the launch's job tries again).
 */
export async function setObjectsStatus(graph: GraphClient, token: string, objectIds: string[], status: 'ACTIVE' | 'PAUSED'): Promise<void> {
  for (let i = 0; i < objectIds.length; i += BATCH) {
    const ops = objectIds.slice(i, i + BATCH).map((id) => ({ method: 'POST' as const, relativeUrl: id, body: { status } }));
    const failed = (await graph.batch(ops, token)).find((r) => !r.ok && !r.error.isNotFoundOrForbidden);
    if (failed && !failed.ok) throw failed.error;
  }
}

/** Statuses after which an object never delivers again: an ARCHIVED one only takes DELETED (sim/README.md). */
const ENDED = new Set(['DELETED', 'ARCHIVED']);

/** A campaign's, ad set's or ad's configured status and the platform's stamp of its last change (`updated_time`). */
export interface ObjectVersion {
  status: string;
  updatedTime: string;
}

/**
 * The status and updated_time of these objects, 50 a batch; null for one that no longer exists for the buyer (not
 * found, deleted or archived in Ads Manager). Throws any other refusal.
 */
export async function readObjectVersions(graph: GraphClient, token: string, ids: readonly string[]): Promise<Map<string, ObjectVersion | null>> {
  const versions = new Map<string, ObjectVersion | null>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const part = unique.slice(i, i + BATCH);
    const answers: BatchResult<{ status?: string; updated_time?: string }>[] = await graph.batch(
      part.map((id) => ({ method: 'GET', relativeUrl: `${id}?fields=status,updated_time` })),
      token,
    );
    answers.forEach((answer, j) => {
      if (!answer.ok && !answer.error.isNotFoundOrForbidden) throw answer.error;
      const found = answer.ok ? answer.body : null;
      versions.set(part[j]!, found?.status && !ENDED.has(found.status) ? { status: found.status, updatedTime: found.updated_time ?? '' } : null);
    });
  }
  return versions;
}

/**
 * Pauses or resumes a campaign, ad set or ad. Answers false when it no longer exists for the buyer (not found, deleted
 * or archived in Ads Manager): there is nothing to pause or resume. Throws any other refusal.
 */
export async function setObjectStatus(graph: GraphClient, token: string, objectId: string, status: 'ACTIVE' | 'PAUSED'): Promise<boolean> {
  try {
    await graph.post(objectId, token, { status });
    return true;
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.isNotFoundOrForbidden) return false;
    // The platform's refusal for a deleted or archived object is not a documented code: its status says.
    const now = await graph.get<{ status?: string }>(objectId, token, { fields: 'status' }).catch((read: unknown) => {
      if (read instanceof GraphError && read.isNotFoundOrForbidden) return { status: 'DELETED' };
      throw error;
    });
    if (now.status && ENDED.has(now.status)) return false;
    throw error;
  }
}
