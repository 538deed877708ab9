// Ad labels as the platform keeps them (sim/README.md#ad-labels): objects of the ad account, named once each; an
// object's `adlabels` names labels (by name or id), a new name makes a new label, up to the account's cap.
import { insertObject } from '../state/store';
import type { GraphObject, SimAdAccount, World } from '../state/world';
import { GraphError, invalidParam } from './errors';
import { asRecord } from './rules/types';

/** The Ad Label reference's "ad labels specified in the spec (to be associated with an ad object)". */
const LABELS_PER_OBJECT = 50;

function accountLabels(world: World, account: SimAdAccount): GraphObject[] {
  return [...world.objects.values()].filter((o) => o.type === 'adlabel' && o.accountId === account.id);
}

/**
 * The labels `adlabels` names, as `[{id, name}]`, each new name made a label of the account; refused whole when the
 * new ones would pass the cap (nothing made). `dryRun` (validate_only) makes none.
 */
export function resolveAdLabels(world: World, account: SimAdAccount, adlabels: unknown, dryRun: boolean): Array<{ id: string; name: string }> | undefined {
  if (!Array.isArray(adlabels)) return undefined;
  const existing = accountLabels(world, account);
  const byName = new Map(existing.map((l) => [String(l.data.name), l]));
  const byId = new Map(existing.map((l) => [l.id, l]));
  const wanted = adlabels.map((raw) => asRecord(raw) ?? {});
  if (wanted.length > LABELS_PER_OBJECT)
    throw invalidParam(`(#100) An object takes at most ${LABELS_PER_OBJECT} ad labels`, { userTitle: 'Too many ad labels' });
  const unknownId = wanted.find((l) => l.id !== undefined && !byId.has(String(l.id)));
  if (unknownId) throw invalidParam(`(#100) Ad label ${String(unknownId.id)} does not exist in ${account.id}`, { userTitle: 'Invalid ad label' });
  const newNames = [...new Set(wanted.filter((l) => l.id === undefined && !byName.has(String(l.name ?? ''))).map((l) => String(l.name ?? '')))];
  if (newNames.some((n) => n === '')) throw invalidParam('(#100) An ad label needs a name or an id', { userTitle: 'Invalid ad label' });
  if (existing.length + newNames.length > world.adLabelCap) throw labelCapReached(world.adLabelCap);
  if (dryRun) return wanted.map((l) => ({ id: String(l.id ?? ''), name: String(l.name ?? byId.get(String(l.id))?.data.name ?? '') }));
  for (const name of newNames) byName.set(name, insertObject(world, 'adlabel', account.id, { name }));
  return wanted.map((l) => {
    const label = l.id !== undefined ? byId.get(String(l.id))! : byName.get(String(l.name))!;
    return { id: label.id, name: String(label.data.name) };
  });
}

// The platform's answer past the cap is not documented: code 100 and the wording are the simulator's (UNVERIFIED).
function labelCapReached(cap: number): GraphError {
  return invalidParam('Invalid parameter', {
    userTitle: 'Too many ad labels',
    userMsg: `This ad account already has ${cap.toLocaleString('en-US')} ad labels, the most it can hold: delete some, or name labels it already has.`,
  });
}

/** GET act_{id}/adlabels: the account's labels, newest first. */
export function listAdLabels(world: World, account: SimAdAccount): Array<Record<string, unknown>> {
  return accountLabels(world, account)
    .reverse()
    .map((l) => ({ id: l.id, name: l.data.name, ...(l.data.created_time ? { created_time: l.data.created_time } : {}) }));
}
