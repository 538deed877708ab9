// A Graph API call, independent of HTTP: the server and the batch endpoint both build one and dispatch it.
export type GraphMethod = 'GET' | 'POST' | 'DELETE';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface GraphRequest {
  method: GraphMethod;
  /** Path without version prefix nor leading slash: 'act_101/campaigns', '' for the root. */
  path: string;
  params: Record<string, unknown>;
  authorization?: string;
  files?: UploadedFile[];
  /** The major version the path named (`/v27.0/...` → 27); a batch's operations inherit the batch's. */
  version?: number;
  /** Index inside a batch, when dispatched by the batch endpoint. */
  batchIndex?: number;
  /** Ad accounts the call touched (for the usage headers); a batch shares its set with its operations. */
  touched?: Set<string>;
}

/** What the HTTP layer must do besides answering: faults that hang or lose the answer, batch size for latency. */
interface ResponseControl {
  hang?: boolean;
  nullItem?: boolean;
  lost?: 'http' | 'drop';
  ops?: number;
  fault?: string;
}

export interface GraphResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  control?: ResponseControl;
}

const VERSION_PREFIX = /^\/?v\d+\.\d+(?=\/|$)/;

/** '/v25.0/act_1/campaigns?x=1' → 'act_1/campaigns' (query removed elsewhere). */
export function stripVersion(path: string): string {
  return path.replace(VERSION_PREFIX, '').replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The token comes from the access_token param or an `Authorization: OAuth|Bearer <token>` header. */
export function tokenOf(req: GraphRequest): string | undefined {
  const p = req.params.access_token;
  if (typeof p === 'string' && p) return p;
  const m = /^(?:OAuth|Bearer)\s+(\S+)$/i.exec(req.authorization ?? '');
  return m?.[1];
}

/** Form-encoded and query values arrive as strings; JSON-valued params are parsed where the spec wants structure. */
export function parseJsonish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if ((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']'))) {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

export function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}
