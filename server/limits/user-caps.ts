import { MAX_AUTOMATIONS } from '../../lib/contract/automations';
import { MAX_LIBRARY_ITEMS } from '../../lib/contract/library';
import { MAX_TEMPLATES } from '../../lib/contract/templates';
import { insertUnderCap, type CappedKind } from '../db/repos/user-caps';
import type { Db } from '../db/database';
import type { AppDeps } from '../deps';

// What one user keeps at most of each kind (docs/limits.md#what-a-user-keeps): one more is refused with a 409
// naming the figure. Each list answers its kind in pages whose default size holds them all (the templates and the
// automations), or 200 at a time (the library's).

const CAPS: Record<CappedKind, number> = { templates: MAX_TEMPLATES, automations: MAX_AUTOMATIONS, ...MAX_LIBRARY_ITEMS };

class LimitReachedError extends Error {
  override name = 'LimitReachedError';
  readonly statusCode = 409;
}

const thousands = new Intl.NumberFormat('en-US');

/** Inserts with `insert` within the user's cap of `kind`; a LimitReachedError (409) when they have that many already. */
export async function createWithinCap<T>(deps: AppDeps, kind: CappedKind, userId: string, insert: (tx: Db) => Promise<T>): Promise<T> {
  const row = await insertUnderCap(deps.database, kind, userId, CAPS[kind], insert);
  if (row === null)
    throw new LimitReachedError(
      `You have ${thousands.format(CAPS[kind])} ${kind}, the most Salvo keeps for one user. Delete one you no longer use, then try again.`,
    );
  return row;
}
