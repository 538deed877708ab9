// A rule's history (GET /{rule}/history) and its account's (GET act_{id}/adrules_history, with each entry's rule_id),
// newest first, with the platform's params: object_id keeps what happened to that object, action the results that
// took it, hide_no_changes drops the results where nothing changed and the runs left empty.
import { listObjects } from '../../state/store';
import type { GraphObject, SimAdAccount } from '../../state/world';
import { nodeFieldNames } from '../node-fields';
import type { ReadCtx } from '../read-ctx';
import { listEdge } from '../read-ctx';
import { asRecord } from '../rules/types';
import { readParams } from './library';

const HISTORY_FIELDS = 'timestamp,results,is_manual,exception_code,exception_message';

type Entry = Record<string, unknown>;

function filtered(entries: Entry[], params: Record<string, unknown>): Entry[] {
  const { object_id: objectId, action, hide_no_changes: hide } = params;
  return entries.flatMap((entry) => {
    const results = (Array.isArray(entry.results) ? entry.results : []).filter((raw) => {
      const r = asRecord(raw) ?? {};
      const actions = (Array.isArray(r.actions) ? r.actions : []).map((a) => String(asRecord(a)?.action));
      return (
        (objectId === undefined || r.object_id === objectId) &&
        (action === undefined || actions.includes(String(action))) &&
        (hide !== true || actions.some((a) => a !== 'NOT_CHANGED'))
      );
    });
    const narrowed = objectId !== undefined || action !== undefined || hide === true;
    return narrowed && results.length === 0 ? [] : [{ ...entry, results }];
  });
}

export function readRuleHistory(ctx: ReadCtx, rule: GraphObject): unknown {
  const params = readParams('AdRule:GET:history', ctx.params);
  return listEdge(ctx, filtered(rule.history ?? [], params), 'AdRuleHistory', HISTORY_FIELDS, nodeFieldNames.AdRuleHistory);
}

export function readAccountRulesHistory(ctx: ReadCtx, account: SimAdAccount): unknown {
  const params = readParams('AdAccount:GET:adrules_history', ctx.params);
  const rules = listObjects(ctx.world, 'adrule', (r) => r.accountId === account.id);
  const evaluationType = params.evaluation_type;
  const entries = rules
    .flatMap((r) => (r.history ?? []).map((entry): Entry => ({ ...entry, rule_id: Number(r.id) })))
    .filter((e) => evaluationType === undefined || asRecord(e.evaluation_spec)?.evaluation_type === evaluationType)
    .sort((a, b) => String(b.timestamp).localeCompare(String(a.timestamp)));
  return listEdge(ctx, filtered(entries, params), 'AdAccountAdRulesHistory', `${HISTORY_FIELDS},rule_id`, nodeFieldNames.AdAccountAdRulesHistory);
}
