import * as z from 'zod/mini';

// The one HTTP client of the Salvo API. It does not know where requests go: the side panel's
// transport is a message to the background (which holds the session), the background's is fetch.

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
interface ApiAnswer {
  status: number;
  body: unknown;
  /** The answer's Retry-After (a 429 or 503), in seconds. */
  retryAfterSeconds?: number;
}
export type Transport = (req: ApiRequest) => Promise<ApiAnswer>;

/**
 * A path on the API's own origin, as the background forwards it with the session (docs/security.md "The
 * background's proxy"): one leading slash, no `//`, no backslash, whitespace or control character (the URL parser
 * drops or turns those into slashes), no `.` or `..` segment, plain or percent-encoded, no query or fragment.
 */
export function isApiPath(path: string): boolean {
  if (path.length > 2000 || !/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/.test(path)) return false;
  return path.split('/').every((segment) => !['.', '..'].includes(segment.replace(/%2e/gi, '.')));
}
export const apiPathSchema = z
  .string()
  .check(z.refine(isApiPath, 'Expected a path on the Salvo API (such as /auth/me): no //, backslash, . or .. segment, query or fragment'));

/** docs/product-rules.md#asset-calls-and-errors: the default message for asset calls and the launch modal when the
 * server gives none. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred. Please check your Facebook Integration and try again.';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    override readonly cause?: string,
    readonly fields?: Record<string, string[]>,
    /** How long the API asked to wait before asking again (Retry-After), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function errorFrom({ status, body, retryAfterSeconds }: ApiAnswer): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = typeof b.error === 'string' && b.error ? b.error : typeof b.message === 'string' && b.message ? b.message : DEFAULT_ERROR_MESSAGE;
  const cause = typeof b.cause === 'string' ? b.cause : undefined;
  const fields = b.fields && typeof b.fields === 'object' ? (b.fields as Record<string, string[]>) : undefined;
  return new ApiError(message, status, cause, fields, retryAfterSeconds);
}

/** Retry-After as seconds from `now`: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when it is neither. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Sends a request and parses the answer with its contract schema (zod or zod/mini); anything else is an ApiError. */
export async function call<S extends z.core.$ZodType>(transport: Transport, req: ApiRequest, schema: S): Promise<z.infer<S>> {
  let answer: ApiAnswer;
  try {
    answer = await transport(req);
  } catch (e) {
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0, e instanceof Error ? e.message : String(e));
  }
  if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer);
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) throw new ApiError(DEFAULT_ERROR_MESSAGE, answer.status, `Unexpected answer from ${req.path}`);
  return parsed.data;
}

/** The header of a rotated session's new token (docs/security.md#rotation): only the background reads it. */
const SESSION_TOKEN_HEADER = 'salvo-session-token';

/** An answer of the API, with the session's new token when the API rotated it. */
export interface SessionAnswer extends ApiAnswer {
  renewedToken: string | null;
}

/** Sends requests over fetch with a session token, as the background does (session-transport.ts keeps the token). */
export function fetchApi(apiBase: string, fetchImpl: typeof fetch = fetch): (req: ApiRequest, token: string | undefined) => Promise<SessionAnswer> {
  const origin = new URL(apiBase).origin;
  return async (req, token) => {
    const url = new URL(req.path, apiBase);
    // The session goes to the API's origin only, whatever the path says.
    if (!isApiPath(req.path) || url.origin !== origin) throw new Error(`Refused to send ${JSON.stringify(req.path)}: not a path on the Salvo API`);
    for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { ...req.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetchImpl(url, { method: req.method, headers, body: req.body === undefined ? undefined : JSON.stringify(req.body) });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { error: text };
    }
    const renewed = res.headers.get(SESSION_TOKEN_HEADER);
    const retryAfterSeconds = parseRetryAfter(res.headers.get('retry-after'));
    return {
      status: res.status,
      body,
      renewedToken: token && renewed && /^[A-Za-z0-9_-]{20,200}$/.test(renewed) ? renewed : null,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    };
  };
}
