import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import { chargePlatformCalls } from '../limits/request-cost';
import { RateGovernor, usageOfHeaders, type Usage } from './rate-governor';

// The one client of the platform's Graph API (GRAPH_API_VERSION, v27.0 by default): GET with fields, POST form-encoded or multipart (a video's
// chunks), batches, and errors as GraphError (sim/README.md#errors). Every answer's usage headers feed
// the governor. Every platform call of the server goes through it, from the modules of server/platform.
// A launch's run hands every request it makes, whoever makes it, to its gate (throughGate; the gate is
// server/launch/platform-gate.ts): no call of a run can pass the gate by.
// Every call with a token carries appsecret_proof (docs/security.md "appsecret_proof"), so a stolen token is
// of no use to the platform without the app's secret when the app requires the proof.

interface GraphClientOptions {
  /** https://graph.facebook.com, or the simulator. No trailing slash. */
  baseUrl: string;
  /** v27.0 */
  version: string;
  /** The app's secret: the key of every call's appsecret_proof. */
  appSecret: string;
  /** Per request; a timeout is reported as a transient GraphError (the write's outcome is unknown). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  governor?: RateGovernor;
  observer?: PlatformObserver;
}

/** Sees what the platform answers, for the metrics (server/ops/metrics.ts): nothing here depends on it. */
export interface PlatformObserver {
  /** `count` calls ended so (a batch: each operation, as the platform counts them); `error` null: answered. */
  calls(error: GraphError | null, count: number): void;
  /** An answer's usage headers, per ad account. */
  usage(accountId: string, usage: Usage): void;
}

/** The platform's error body, kept raw for technical details. */
interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
}

export class GraphError extends Error {
  override name = 'GraphError';
  readonly status: number;
  readonly code: number | null;
  readonly subcode: number | null;
  readonly type: string | null;
  /** The platform says retrying may work (or it is a 5xx, a timeout, a network error, code 1 or 2). */
  readonly isTransient: boolean;
  /** Set when the platform wrote something for the user. */
  readonly userTitle: string | null;
  readonly userMessage: string | null;
  readonly fbtraceId: string | null;
  /** The platform's error as received, for technical details (never shown in place of the message). */
  readonly raw: unknown;

  constructor(init: { status: number; body?: GraphErrorBody; raw?: unknown; message?: string; transient?: boolean }) {
    const body = init.body ?? {};
    super(init.message ?? body.message ?? `Graph API request failed with HTTP ${init.status}`);
    this.status = init.status;
    this.code = typeof body.code === 'number' ? body.code : null;
    this.subcode = typeof body.error_subcode === 'number' ? body.error_subcode : null;
    this.type = body.type ?? null;
    this.userTitle = body.error_user_title ?? null;
    this.userMessage = body.error_user_msg ?? null;
    this.fbtraceId = body.fbtrace_id ?? null;
    this.raw = init.raw ?? (init.body ? { error: init.body } : null);
    this.isTransient = init.transient ?? (body.is_transient === true || init.status >= 500 || this.code === 1 || this.code === 2);
  }

  /** Token expired, revoked or not authorised (code 190). */
  get isAuthError(): boolean {
    return this.code === 190;
  }

  /** The object is missing or not reachable with this token (100/33), or a permission is missing. */
  get isNotFoundOrForbidden(): boolean {
    return (
      (this.code === 100 && this.subcode === 33) || this.code === 10 || (this.code !== null && this.code >= 200 && this.code <= 299) || this.status === 404
    );
  }

  /** Rate limited: wait before calling again (codes 4, 17, 613, 80004). */
  get isRateLimit(): boolean {
    return this.code === 4 || this.code === 17 || this.code === 613 || this.code === 80004;
  }
}

/** One request as a gate sees it. */
export interface GatedCall {
  /** The ad account it touches (`act_…` in its path, or its batch's first operation's), or null when it does not say. */
  accountId: string | null;
  /** The mutations it makes: none for a read, one for a POST or DELETE, a batch's operations other than GET. */
  writes: number;
}

/** What every request of a launch's run passes (server/launch/platform-gate.ts). */
export interface CallGate {
  /** Sends the request when the account's pace and block allow, handling what its error means. */
  send<T>(call: GatedCall, request: () => Promise<T>): Promise<T>;
  /** A batch went through, but the platform refused these of its items for its limits. */
  limited(call: GatedCall, errors: GraphError[]): Promise<void>;
}

const gates = new AsyncLocalStorage<CallGate>();

/** Runs `run` with every Graph request made within it, by any client, through `gate`. */
export function throughGate<T>(gate: CallGate, run: () => Promise<T>): Promise<T> {
  return gates.run(gate, run);
}

const accountOf = (path: string): string | null => /(?:^|\/)(act_\d+)(?:[/?]|$)/.exec(path)?.[1] ?? null;

export type GraphParams = Record<string, string | number | boolean | object | null | undefined>;

export interface BatchOperation {
  method: 'GET' | 'POST' | 'DELETE';
  /** Relative to the version, e.g. `act_1/campaigns` or `123?fields=id,name`. */
  relativeUrl: string;
  body?: GraphParams;
  /** Lets a later operation use `{result=NAME:$.id}`. */
  name?: string;
}

/** One answer of a batch, in request order: the parsed body, or the item's own error. `null` items timed out. */
export type BatchResult<T = unknown> = { ok: true; status: number; body: T } | { ok: false; error: GraphError };

export class GraphClient {
  readonly baseUrl: string;
  readonly version: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly appSecret: string;
  /** Paces calls per ad account from what the platform's usage headers say. */
  readonly governor: RateGovernor;
  private readonly observer: PlatformObserver | undefined;

  constructor(options: GraphClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.version = options.version;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.fetchImpl = options.fetch ?? fetch;
    this.appSecret = options.appSecret;
    this.governor = options.governor ?? new RateGovernor();
    this.observer = options.observer;
  }

  private url(path: string): string {
    return `${this.baseUrl}/${this.version}/${path.replace(/^\/+/, '')}`;
  }

  /** HMAC-SHA256 of the token keyed by the app secret, hex: what the platform checks as `appsecret_proof`. */
  appSecretProof(accessToken: string): string {
    return crypto.createHmac('sha256', this.appSecret).update(accessToken).digest('hex');
  }

  /** `url` with the proof of `accessToken`. */
  private withProof(url: string, accessToken: string): string {
    if (!accessToken) return url;
    const signed = new URL(url);
    signed.searchParams.set('appsecret_proof', this.appSecretProof(accessToken));
    return signed.toString();
  }

  async get<T>(path: string, accessToken: string, params: GraphParams & { fields?: string | string[] } = {}): Promise<T> {
    const query = encodeParams({ ...params, fields: Array.isArray(params.fields) ? params.fields.join(',') : params.fields });
    const separator = path.includes('?') ? '&' : '?';
    return this.request<T>(`${this.url(path)}${query ? separator + query : ''}`, accessToken, { method: 'GET' });
  }

  /**
   * Follows `paging.next` until the end or `limit` items. A next page elsewhere than the Graph API's own origin is
   * never fetched (it would carry the token there): the answer is refused (docs/security.md "appsecret_proof").
   */
  async getAll<T>(path: string, accessToken: string, params: GraphParams & { fields?: string | string[] } = {}, limit = 1000): Promise<T[]> {
    const items: T[] = [];
    let page = await this.get<{ data?: T[]; paging?: { next?: string } }>(path, accessToken, params);
    for (;;) {
      items.push(...(page.data ?? []));
      const next = page.paging?.next;
      if (!next || items.length >= limit) return items.slice(0, limit);
      if (!URL.canParse(next) || new URL(next).origin !== new URL(this.baseUrl).origin) {
        throw new GraphError({ status: 502, message: 'The next page is not on the Graph API', raw: { next }, transient: false });
      }
      page = await this.request(next, accessToken, { method: 'GET' });
    }
  }

  async post<T>(path: string, accessToken: string, params: GraphParams = {}): Promise<T> {
    return this.request<T>(this.url(path), accessToken, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: encodeParams(params),
    });
  }

  /** A multipart POST: `fields` and one file part (a video's chunk), within its own timeout. */
  async postMultipart<T>(
    path: string,
    accessToken: string,
    fields: Record<string, string>,
    file: { field: string; data: Buffer; filename: string },
    timeoutMs = this.timeoutMs,
  ): Promise<T> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set(file.field, new Blob([new Uint8Array(file.data)]), file.filename);
    return this.request<T>(this.url(path), accessToken, { method: 'POST', body: form }, timeoutMs);
  }

  async delete<T>(path: string, accessToken: string): Promise<T> {
    return this.request<T>(this.url(path), accessToken, { method: 'DELETE' });
  }

  /** At most 50 operations, the platform's batch limit (sim/README.md#graph-api). */
  async batch<T = unknown>(operations: BatchOperation[], accessToken: string): Promise<BatchResult<T>[]> {
    if (operations.length === 0) return [];
    if (operations.length > 50) throw new Error('A batch holds at most 50 operations');
    const batch = operations.map((op) => ({
      method: op.method,
      relative_url: op.relativeUrl,
      ...(op.body ? { body: encodeParams(op.body) } : {}),
      ...(op.name ? { name: op.name, omit_response_on_success: false } : {}),
    }));
    const call: GatedCall = { accountId: accountOf(operations[0]!.relativeUrl), writes: operations.filter((op) => op.method !== 'GET').length };
    // The platform counts each operation as a call.
    const answer = await this.request<unknown>(
      `${this.baseUrl}/${this.version}/`,
      accessToken,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: encodeParams({ batch: JSON.stringify(batch), include_headers: false }),
      },
      this.timeoutMs,
      operations.length,
      call,
      false,
    ).catch((error: unknown) => {
      if (error instanceof GraphError) this.observer?.calls(error, operations.length);
      throw error;
    });
    if (!Array.isArray(answer)) {
      const error = new GraphError({ status: 502, message: 'The batch answer is not a list', raw: answer, transient: true });
      this.observer?.calls(error, operations.length);
      throw error;
    }
    const results = operations.map((_, index): BatchResult<T> => {
      const item = answer[index] as { code?: number; body?: string } | null | undefined;
      if (item === null || item === undefined) {
        return { ok: false, error: new GraphError({ status: 504, message: 'The batch operation timed out', transient: true }) };
      }
      const status = item.code ?? 500;
      let body: unknown = null;
      try {
        body = item.body ? JSON.parse(item.body) : null;
      } catch {
        body = item.body;
      }
      if (status >= 200 && status < 300) return { ok: true, status, body: body as T };
      return { ok: false, error: errorFrom(status, body) };
    });
    for (const r of results) this.observer?.calls(r.ok ? null : r.error, 1);
    const limited = results.flatMap((r) => (!r.ok && r.error.isRateLimit ? [r.error] : []));
    if (limited.length > 0) await gates.getStore()?.limited(call, limited);
    return results;
  }

  /**
   * The token goes in a header, never in a URL that might be logged; its proof in the query. Empty: no token. `calls`
   * is charged to the request under way first (server/limits/request-cost.ts: a user's budget of platform calls).
   * Within a launch's run, the request waits for its gate (throughGate). `observed` false: the caller reports the
   * outcome (a batch, per operation).
   */
  private request<T>(
    url: string,
    accessToken: string,
    init: RequestInit,
    timeoutMs = this.timeoutMs,
    calls = 1,
    call: GatedCall = { accountId: accountOf(new URL(url).pathname), writes: init.method === 'GET' ? 0 : 1 },
    observed = true,
  ): Promise<T> {
    const gate = gates.getStore();
    const send = () => (observed ? this.sendObserved<T>(url, accessToken, init, timeoutMs, calls) : this.send<T>(url, accessToken, init, timeoutMs, calls));
    return gate ? gate.send(call, send) : send();
  }

  /** Each attempt is a call the metrics count, with its outcome (server/ops/metrics.ts). */
  private async sendObserved<T>(url: string, accessToken: string, init: RequestInit, timeoutMs: number, calls: number): Promise<T> {
    if (!this.observer) return this.send<T>(url, accessToken, init, timeoutMs, calls);
    try {
      const body = await this.send<T>(url, accessToken, init, timeoutMs, calls);
      this.observer.calls(null, calls);
      return body;
    } catch (error) {
      if (error instanceof GraphError) this.observer.calls(error, calls);
      throw error;
    }
  }

  private async send<T>(url: string, accessToken: string, init: RequestInit, timeoutMs: number, calls: number): Promise<T> {
    await chargePlatformCalls(calls);
    let response: Response;
    const headers = { ...(init.headers as Record<string, string> | undefined), ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) };
    try {
      response = await this.fetchImpl(this.withProof(url, accessToken), { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new GraphError({
        status: timedOut ? 504 : 503,
        message: timedOut ? 'The platform did not answer in time' : 'The platform could not be reached',
        raw: { cause: error instanceof Error ? error.message : String(error) },
        transient: true,
      });
    }
    for (const [accountId, usage] of usageOfHeaders(response.headers, accountOf(new URL(url).pathname))) {
      this.governor.observe(accountId, usage);
      this.observer?.usage(accountId, usage);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (!response.ok) throw errorFrom(response.status, body);
    if (body && typeof body === 'object' && 'error' in body) throw errorFrom(response.status, body);
    return body as T;
  }
}

function errorFrom(status: number, body: unknown): GraphError {
  const error = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
  if (error && typeof error === 'object') return new GraphError({ status, body: error as GraphErrorBody, raw: body });
  return new GraphError({ status, raw: body, message: `Graph API request failed with HTTP ${status}` });
}

/** Form and query encoding as the Graph API reads it: objects and arrays as JSON. */
export function encodeParams(params: GraphParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}
