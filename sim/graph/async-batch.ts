// Asynchronous batches: POST act_{id}/async_batch_requests (name, adbatch=[{name, relative_url, body}]) and
// POST act_{id}/asyncadrequestsets (name, ad_specs=[ad params]) answer {id} of a request set whose counters and
// requests ({set}/requests: status, result) can be read. No size limit was found; the simulator runs the
// operations at once, so a set is complete when first read.
import type { Runtime } from '../runtime';
import { insertObject, listObjects } from '../state/store';
import type { GraphObject, SimAdAccount } from '../state/world';
import { invalidParam } from './errors';
import { paramTables } from './params';
import type { ReadCtx } from './read-ctx';
import { listEdge } from './read-ctx';
import type { GraphRequest } from './request';
import { parseForm, stripVersion } from './request';
import { validateParams } from './validate';

type Dispatch = (rt: Runtime, req: GraphRequest) => { status: number; body: unknown };

interface Operation {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params: Record<string, unknown>;
}

function runAll(
  rt: Runtime,
  account: SimAdAccount,
  name: string,
  ops: Operation[],
  token: string,
  dispatch: Dispatch,
  version: number,
): Record<string, unknown> {
  const set = insertObject(rt.world, 'async_request_set', account.id, {
    name,
    total_count: ops.length,
    initial_count: ops.length,
    in_progress_count: 0,
    canceled_count: 0,
  });
  let success = 0;
  ops.forEach((op, i) => {
    const res = dispatch(rt, { method: op.method, path: op.path, version, params: { ...op.params, access_token: token } });
    const ok = res.status === 200;
    if (ok) success++;
    insertObject(rt.world, 'async_request', account.id, {
      async_request_set: { id: set.id },
      scope_object_id: account.account_id,
      type: op.path.split('/').pop() ?? '',
      status: ok ? 'SUCCESS' : 'ERROR',
      result: res.body,
      input: { ...op.params, index: i },
    });
  });
  Object.assign(set.data, { success_count: success, error_count: ops.length - success, is_completed: true });
  return { id: set.id };
}

type AsyncEdge = 'async_batch_requests' | 'asyncadrequestsets';

/** What each edge takes: the request set's name, and its operations. */
const REQUEST_SETS: Record<AsyncEdge, (account: SimAdAccount, params: Record<string, unknown>) => { name: string; ops: Operation[] }> = {
  async_batch_requests: (_account, params) => {
    const values = validateParams(paramTables['AdAccount:POST:async_batch_requests'] ?? {}, params);
    const ops = (values.adbatch as unknown[]).map((raw, i): Operation => {
      const r = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      if (typeof r.relative_url !== 'string') throw invalidParam(`(#100) adbatch[${i}] needs relative_url`);
      const [path = '', query = ''] = r.relative_url.split('?');
      const body = typeof r.body === 'string' ? parseForm(r.body) : r.body && typeof r.body === 'object' ? (r.body as Record<string, unknown>) : {};
      const method = String(r.method ?? 'POST').toUpperCase();
      return { method: method === 'GET' || method === 'DELETE' ? method : 'POST', path: stripVersion(path), params: { ...parseForm(query), ...body } };
    });
    return { name: String(values.name), ops };
  },
  asyncadrequestsets: (account, params) => {
    const values = validateParams(paramTables['AdAccount:POST:asyncadrequestsets'] ?? {}, params);
    const ops = (values.ad_specs as Record<string, unknown>[]).map((spec): Operation => ({ method: 'POST', path: `${account.id}/ads`, params: spec }));
    return { name: String(values.name), ops };
  },
};

/** POST act_{id}/async_batch_requests or act_{id}/asyncadrequestsets: runs the set's operations; answers its id. */
export function postAsyncRequestSet(
  rt: Runtime,
  account: SimAdAccount,
  edge: AsyncEdge,
  params: Record<string, unknown>,
  token: string,
  dispatch: Dispatch,
  version: number,
): Record<string, unknown> {
  const { name, ops } = REQUEST_SETS[edge](account, params);
  return runAll(rt, account, name, ops, token, dispatch, version);
}

/** GET {set}/requests */
export function readAsyncRequests(ctx: ReadCtx, set: GraphObject): unknown {
  const items = listObjects(ctx.world, 'async_request', (o) => (o.data.async_request_set as { id?: string } | undefined)?.id === set.id);
  return listEdge(
    ctx,
    items.map((o) => o.data),
    'AdAsyncRequest',
    'id,status',
  );
}
