// The Graph API handler set: one function from a GraphRequest to a GraphResponse, used by the HTTP server and by
// each operation of a batch.
import { faultError, matchFault } from '../faults/faults';
import { usageHeaders } from '../limits/headers';
import type { Runtime } from '../runtime';
import { fbtraceId, now } from '../runtime';
import type { World } from '../state/world';
import { accessToken, debugToken } from '../oauth/tokens';
import type { Caller } from './auth';
import { authenticate, requireScope } from './auth';
import { postAsyncRequestSet, readAsyncRequests } from './async-batch';
import { handleBatch } from './batch';
import { GraphError, unknownPath, unsupportedRequest } from './errors';
import type { ReadCtx } from './read-ctx';
import { readNode } from './read-ctx';
import { readAssetNodeEdge, readSearch } from './reads-assets';
import { accessibleAccount, readAccountEdge, readAnyEdge, readMeEdge, readObjectEdge } from './reads';
import { copyObject } from './copies';
import { readAccountRulesHistory, readRuleHistory } from './adrules/history';
import { createRule, deleteRule, readGoverned, readRulesLibrary, updateRule } from './adrules/library';
import { refreshReviews } from '../state/ad-review';
import { refreshAdStatus } from '../state/store';
import { refreshVideos, uploadImages, uploadVideo } from './media';
import { generatePreviews } from '../previews/generate';
import type { GraphMethod, GraphRequest, GraphResponse, UploadedFile } from './request';
import { tokenOf } from './request';
import type { Edge } from './rules/types';
import { canSee, findNode, userView } from './views';
import { servedVersion, versionName } from './versions';
import { createObject, deleteObject, updateObject } from './writes';

const READ_SCOPES = ['ads_read', 'ads_management'];
const WRITE_SCOPES = ['ads_management'];
const CREATE_EDGES: readonly string[] = ['campaigns', 'adsets', 'ads', 'adcreatives'];
// Edges that need a permission of their own, any one of those listed.
const EDGE_SCOPES: Record<string, string[]> = {
  accounts: ['pages_show_list'],
  businesses: ['business_management'],
  leadgen_forms: ['leads_retrieval'],
  owned_product_catalogs: ['catalog_management', 'business_management'],
  client_product_catalogs: ['catalog_management', 'business_management'],
  products: ['catalog_management', 'ads_management'],
  product_sets: ['catalog_management', 'ads_management'],
};
const readScopes = (edge: string | undefined): string[] => (edge && EDGE_SCOPES[edge]) || READ_SCOPES;
/** The objects automated rules govern, with their node in the spec. */
const GOVERNED_NODES: Readonly<Record<string, string>> = { campaign: 'Campaign', adset: 'AdSet', ad: 'Ad' };

function effectiveMethod(req: GraphRequest): GraphMethod {
  const m = typeof req.params.method === 'string' ? req.params.method.toUpperCase() : '';
  return m === 'GET' || m === 'POST' || m === 'DELETE' ? m : req.method;
}

function route(rt: Runtime, req: GraphRequest): unknown {
  const method = effectiveMethod(req);
  const path = req.path;
  const token = tokenOf(req);
  if (path === 'oauth/access_token') return accessToken(rt, req.params);
  if (path === 'debug_token') return debugToken(rt, req.params, token);

  const caller = authenticate(rt, token);
  const [head = '', edge, ...rest] = path.split('/');
  if (rest.length > 0 || head === '') throw unknownPath(path);
  chargeCall(rt, req, caller, method);
  const version = servedVersion(req.version, method !== 'GET', path, (id) => rt.world.objects.get(id)?.type);
  const ctx: ReadCtx = {
    world: rt.world,
    user: caller.user,
    version,
    params: method === 'GET' ? req.params : withoutOwnId(req.params, head),
    pageUrl: `${rt.baseUrl || 'http://127.0.0.1'}/${versionName(version)}/${path}`,
    readEdge: readAnyEdge,
  };

  if (head === 'me') return routeMe(ctx, caller, method, edge);
  if (head === 'search' && edge === undefined && method === 'GET') return readSearch(ctx);
  if (method === 'GET') {
    refreshVideos(rt.world);
    refreshReviews(rt.world, (ad) => refreshAdStatus(rt.world, ad));
  }
  if (/^act_\d+$/.test(head)) return routeAccount(rt, ctx, caller, method, head, edge, req.files ?? []);
  return routeNode(rt, ctx, caller, method, head, edge);
}

/**
 * Meta's official SDKs send the node's own `id` in the body of an update, a delete and an edge create (the object's
 * recorded fields); the platform takes it. Another id is left in, and refused as an unknown parameter.
 */
function withoutOwnId(params: Record<string, unknown>, head: string): Record<string, unknown> {
  if (params.id === undefined || String(params.id) !== head) return params;
  const { id: _own, ...rest } = params;
  return rest;
}

/** Every call counts against the limits of the ad account it touches (read 1, write 3). */
function chargeCall(rt: Runtime, req: GraphRequest, caller: Caller, method: GraphMethod): void {
  const accountId = accountOfPath(rt.world, req.path);
  const visible = accountId !== undefined && caller.user.adAccountIds.includes(accountId);
  if (visible) req.touched?.add(accountId);
  rt.limiter.charge({
    accountId: visible ? accountId : undefined,
    userId: caller.user.id,
    write: method !== 'GET',
    now: now(rt),
    activeAds: visible ? activeAds(rt.world, accountId) : 0,
  });
}

function accountOfPath(world: World, path: string): string | undefined {
  const head = path.split('/')[0] ?? '';
  if (/^act_\d+$/.test(head)) return head;
  return world.objects.get(head)?.accountId || undefined;
}

function activeAds(world: World, accountId: string): number {
  let n = 0;
  for (const o of world.objects.values()) if (o.type === 'ad' && o.accountId === accountId && o.data.status === 'ACTIVE') n++;
  return n;
}

function routeMe(ctx: ReadCtx, caller: Caller, method: GraphMethod, edge: string | undefined): unknown {
  if (method !== 'GET') throw unsupportedRequest(method, 'me');
  if (edge === undefined) return readNode(ctx, userView(caller.user), 'User', 'id,name');
  if (edge === 'permissions') {
    return { data: caller.token.scopes.map((permission) => ({ permission, status: 'granted' })) };
  }
  requireScope(caller, readScopes(edge));
  const out = readMeEdge(ctx, edge);
  if (out === undefined) throw unsupportedEdge(edge, 'User');
  return out;
}

function routeAccount(rt: Runtime, ctx: ReadCtx, caller: Caller, method: GraphMethod, id: string, edge: string | undefined, files: UploadedFile[]): unknown {
  const account = accessibleAccount(rt.world, caller.user, id, method);
  if (method === 'GET') {
    requireScope(caller, READ_SCOPES);
    if (edge === undefined) {
      const node = findNode(rt.world, id);
      return readNode(ctx, node?.view ?? {}, 'AdAccount', 'id', node?.known);
    }
    if (edge === 'adrules_library') return readRulesLibrary(ctx, account);
    if (edge === 'adrules_history') return readAccountRulesHistory(ctx, account);
    if (edge === 'generatepreviews') return generatePreviews(rt, account, ctx.params);
    const out = readAccountEdge(ctx, account, edge);
    if (out === undefined) throw unsupportedEdge(edge, 'AdAccount');
    return out;
  }
  if (method === 'POST' && edge !== undefined && CREATE_EDGES.includes(edge)) {
    requireScope(caller, WRITE_SCOPES);
    return createObject(rt.world, account, edge as Edge, ctx.params, ctx.version);
  }
  if (method === 'POST' && edge === 'adrules_library') {
    requireScope(caller, WRITE_SCOPES);
    return createRule(rt.world, caller.user, account, ctx.params);
  }
  if (method === 'POST' && (edge === 'async_batch_requests' || edge === 'asyncadrequestsets')) {
    requireScope(caller, WRITE_SCOPES);
    return postAsyncRequestSet(rt, account, edge, ctx.params, caller.token.token, handleGraph, ctx.version);
  }
  if (method === 'POST' && edge === 'adimages') {
    requireScope(caller, WRITE_SCOPES);
    return uploadImages(rt.world, caller.user, account, ctx.params, files);
  }
  if (method === 'POST' && edge === 'advideos') {
    requireScope(caller, WRITE_SCOPES);
    return uploadVideo(rt.world, account, ctx.params, files, rt.options.videoReadyDelayMs);
  }
  throw unsupportedRequest(method, edge ? `${id}/${edge}` : id);
}

function routeNode(rt: Runtime, ctx: ReadCtx, caller: Caller, method: GraphMethod, id: string, edge: string | undefined): unknown {
  const node = findNode(rt.world, id);
  if (!node || !canSee(caller.user, node)) throw unsupportedRequest(method, id);
  const obj = rt.world.objects.get(id);
  if (method === 'GET') {
    requireScope(caller, readScopes(edge));
    if (edge === undefined) return readNode(ctx, node.view, node.nodeType, 'id', node.known);
    const out =
      (obj?.type === 'async_request_set' && edge === 'requests' ? readAsyncRequests(ctx, obj) : undefined) ??
      (obj?.type === 'adrule' && edge === 'history' ? readRuleHistory(ctx, obj) : undefined) ??
      (obj && edge === 'adrules_governed' && GOVERNED_NODES[obj.type] ? readGoverned(ctx, obj, GOVERNED_NODES[obj.type] ?? '') : undefined) ??
      (obj ? readObjectEdge(ctx, obj, edge) : undefined) ??
      readAssetNodeEdge(ctx, node, id, edge);
    if (out === undefined) throw unsupportedEdge(edge, node.nodeType);
    return out;
  }
  requireScope(caller, WRITE_SCOPES);
  if (obj && method === 'POST' && edge === 'copies') return copyObject(rt.world, obj, ctx.params);
  if (!obj || edge !== undefined) throw unsupportedRequest(method, edge ? `${id}/${edge}` : id);
  if (obj.type === 'adrule') return method === 'DELETE' ? deleteRule(obj) : updateRule(rt.world, obj, ctx.params);
  return method === 'DELETE' ? deleteObject(rt.world, obj) : updateObject(rt.world, obj, ctx.params, ctx.version);
}

function unsupportedEdge(edge: string, nodeType: string): GraphError {
  return new GraphError({ message: `(#100) Tried accessing nonexisting field (${edge}) on node type (${nodeType})`, code: 100 });
}

function errorResponse(rt: Runtime, e: GraphError): GraphResponse {
  const headers: Record<string, string> = {};
  if (e.code === 190 || e.code === 104) headers['www-authenticate'] = `OAuth "Facebook Platform" "invalid_token" "${e.message.replace(/"/g, "'")}"`;
  return { status: e.status, body: e.toBody(fbtraceId(rt)), headers };
}

function run(rt: Runtime, req: GraphRequest): GraphResponse {
  try {
    if (req.path === '' && effectiveMethod(req) === 'POST' && req.params.batch !== undefined) {
      const batch = handleBatch(rt, req, tokenOf(req), handleGraph);
      return { status: 200, body: batch.items, headers: {}, control: { ops: batch.items.length, lost: batch.lost } };
    }
    return { status: 200, body: route(rt, req), headers: {} };
  } catch (e) {
    if (e instanceof GraphError) return errorResponse(rt, e);
    throw e;
  }
}

/** One Graph call: faults first, then the handler, then the usage headers of the accounts it touched. */
export function handleGraph(rt: Runtime, req: GraphRequest): GraphResponse {
  const touched = req.touched ?? new Set<string>();
  const inBatch = req.batchIndex !== undefined;
  const name = typeof req.params.name === 'string' ? req.params.name : undefined;
  const call = { method: effectiveMethod(req), path: req.path, accountId: accountOfPath(rt.world, req.path), inBatch, name };
  const fault = req.path === '' ? undefined : matchFault(rt.faults, rt.faultRng, call);
  let res: GraphResponse;
  if (fault?.kind === 'hang' || fault?.kind === 'null-batch-item') {
    // Inside a batch a timed-out operation is a null item; alone, the connection never answers.
    return { status: 0, body: null, headers: {}, control: inBatch ? { nullItem: true, fault: fault.kind } : { hang: true, fault: fault.kind } };
  } else if (fault?.kind === 'http500') {
    res = { status: 500, body: 'Internal Server Error', headers: {} };
  } else {
    const err = fault ? faultError(fault) : undefined;
    res = err ? errorResponse(rt, err) : run(rt, { ...req, touched });
  }
  if (fault?.kind === 'lost-answer' || fault?.kind === 'lost-connection') {
    // The write happened; the client will not learn it (the HTTP layer answers 5xx or drops the connection).
    res = { ...res, control: { ...res.control, lost: fault.kind === 'lost-answer' ? 'http' : 'drop' } };
  }
  if (fault) res.control = { ...res.control, fault: fault.kind };
  const headers = usageHeaders(rt.limiter, touched, now(rt), (a) => activeAds(rt.world, a));
  return { ...res, headers: { ...headers, ...res.headers } };
}
