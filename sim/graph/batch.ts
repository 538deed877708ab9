// POST / with batch=[{method, relative_url, body, name}]: at most 50 operations, answered in order as
// {code, headers, body: JSON string}; `{result=NAME:$.path}` references; per-item errors beside successes; and the
// platform's rule that one batch may not hold several ad sets of the same campaign.
import type { Runtime } from '../runtime';
import { logRequest } from '../runtime';
import { appOfAppToken } from '../oauth/apps';
import { authenticate } from './auth';
import { GraphError, invalidParam } from './errors';
import type { GraphMethod, GraphRequest, GraphResponse } from './request';
import { parseForm, parseJsonish, stripVersion } from './request';
import { versionOfPath } from './versions';

const MAX_BATCH = 50;

interface BatchItem {
  code: number;
  headers?: { name: string; value: string }[];
  body: string;
}

interface Op {
  method: GraphMethod;
  path: string;
  body: string;
  name?: string;
  omitOnSuccess: boolean;
}

const HEADERS = [{ name: 'Content-Type', value: 'text/javascript; charset=UTF-8' }];

function jsonPath(value: unknown, path: string): unknown {
  // $.id, $.data.0.id, $.data[0].id
  const parts = path
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  let cur = value;
  for (const p of parts) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

const REF = /\{result=([^:}]+):([^}]+)\}/g;

function resolveRefs(text: string, results: Map<string, unknown>, used: Set<string>): string {
  return text.replace(REF, (_m, name: string, path: string) => {
    const decodedName = decodeURIComponent(name);
    if (!results.has(decodedName))
      throw invalidParam(`(#100) Cannot resolve reference {result=${decodedName}:${path}}: no successful operation named ${decodedName} before this one`);
    const v = jsonPath(results.get(decodedName), decodeURIComponent(path));
    if (v === undefined) throw invalidParam(`(#100) Cannot resolve reference {result=${decodedName}:${path}}`);
    used.add(decodedName);
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
}

function parseOp(raw: unknown, i: number): Op {
  const r = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : undefined;
  if (!r || typeof r.relative_url !== 'string') throw invalidParam(`(#100) Missing relative_url in batch operation ${i}`);
  const method = String(r.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'POST' && method !== 'DELETE') throw invalidParam(`(#100) Unsupported method ${method} in batch operation ${i}`);
  const body =
    typeof r.body === 'string' ? r.body : r.body && typeof r.body === 'object' ? new URLSearchParams(r.body as Record<string, string>).toString() : '';
  return {
    method,
    path: r.relative_url,
    body,
    name: typeof r.name === 'string' ? r.name : undefined,
    omitOnSuccess: r.omit_response_on_success !== false && r.omit_response_on_success !== 'false',
  };
}

export interface BatchResult {
  items: (BatchItem | null)[];
  lost?: 'http' | 'drop';
}

/** `handleGraph` answers each operation: the router's, passed in (the router hands batches here). */
export function handleBatch(
  rt: Runtime,
  req: GraphRequest,
  token: string | undefined,
  handleGraph: (rt: Runtime, req: GraphRequest) => GraphResponse,
): BatchResult {
  const ops = parseJsonish(req.params.batch);
  if (!Array.isArray(ops)) throw invalidParam('(#100) The parameter batch must be a JSON array of operations');
  if (ops.length > MAX_BATCH) throw invalidParam(`(#100) Too many requests in batch message. Maximum batch size is ${MAX_BATCH}`, { subcode: 1487831 });
  // The batch's own token may be a user's or the app's (`{app id}|{secret}`): each operation is checked with it.
  if (token && !appOfAppToken(rt, token)) authenticate(rt, token);

  const results = new Map<string, unknown>();
  const referenced = new Set<string>();
  const parsed: (Op | undefined)[] = [];
  const adsetsPerCampaign = new Map<string, number>();
  let lost: BatchResult['lost'];
  const items: (BatchItem | null)[] = ops.map((raw, i) => {
    const started = Date.now();
    let status = 0;
    let logPath = '';
    let logMethod = 'POST';
    let logParams: Record<string, unknown> = {};
    let fault: string | undefined;
    try {
      const op = parseOp(raw, i);
      parsed[i] = op;
      logMethod = op.method;
      const url = resolveRefs(op.path, results, referenced);
      const [rawPath = '', query = ''] = url.split('?');
      // References are resolved in the raw text and again in decoded values, as clients encode bodies either way.
      const decoded = { ...parseForm(query), ...parseForm(resolveRefs(op.body, results, referenced)) };
      const params: Record<string, unknown> = Object.fromEntries(Object.entries(decoded).map(([k, v]) => [k, resolveRefs(v, results, referenced)]));
      if (params.access_token === undefined && token) params.access_token = token;
      const path = stripVersion(decodeURIComponent(rawPath));
      logPath = `/${path}`;
      logParams = params;
      if (op.method === 'POST' && /^act_\d+\/adsets$/.test(path) && typeof params.campaign_id === 'string') {
        const n = (adsetsPerCampaign.get(params.campaign_id) ?? 0) + 1;
        adsetsPerCampaign.set(params.campaign_id, n);
        if (n > 1) {
          throw invalidParam('Invalid parameter', {
            userTitle: 'Several ad sets of one campaign in a batch',
            userMsg: `This batch already creates an ad set in campaign ${params.campaign_id}; send each of its ad sets in a separate batch.`,
          });
        }
      }
      const version = versionOfPath(decodeURIComponent(rawPath)) ?? req.version;
      const res = handleGraph(rt, { method: op.method, path, version, params, batchIndex: i, touched: req.touched });
      status = res.status;
      fault = res.control?.fault;
      if (res.control?.lost) lost = res.control.lost;
      if (res.control?.nullItem) return null;
      if (res.status === 200 && op.name) results.set(op.name, res.body);
      return { code: res.status, headers: HEADERS, body: JSON.stringify(res.body) };
    } catch (e) {
      if (!(e instanceof GraphError)) throw e;
      status = e.status;
      return { code: e.status, headers: HEADERS, body: JSON.stringify(e.toBody(`batch${i}`)) };
    } finally {
      logRequest(rt, {
        method: logMethod,
        path: logPath,
        params: logParams,
        status,
        time: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        batchIndex: i,
        ...(fault ? { fault } : {}),
      });
    }
  });
  // The platform omits the answer of a named operation that a later one referenced, unless
  // omit_response_on_success is false.
  const answered = items.map((item, i) => {
    const op = parsed[i];
    return op?.name && referenced.has(op.name) && op.omitOnSuccess && item?.code === 200 ? null : item;
  });
  // include_headers=false leaves the per-item headers out.
  const withHeaders = req.params.include_headers !== false && req.params.include_headers !== 'false';
  return { items: withHeaders ? answered : answered.map((i) => (i ? ({ code: i.code, body: i.body } as BatchItem) : i)), lost };
}
