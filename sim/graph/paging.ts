// Cursor paging: {data, paging: {cursors: {before, after}, next?, previous?}}; an empty list answers {data: []}.
import { invalidParam } from './errors';

const encode = (n: number): string => Buffer.from(`sim:${n}`).toString('base64url');
function decode(cursor: string): number {
  const m = /^sim:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m?.[1]) throw invalidParam('(#100) Invalid cursor', { userTitle: 'Invalid cursor', userMsg: 'The paging cursor is not valid.' });
  return Number(m[1]);
}

export interface PageInput {
  limit?: unknown;
  after?: unknown;
  before?: unknown;
}

export function paginate<T>(items: T[], params: PageInput & Record<string, unknown>, nextBase: string): { data: T[]; paging?: Record<string, unknown> } {
  const limitRaw = Number(params.limit ?? 25);
  const limit = Number.isFinite(limitRaw) && limitRaw > 0 ? Math.min(Math.floor(limitRaw), 5000) : 25;
  let start = 0;
  if (typeof params.after === 'string' && params.after) start = decode(params.after) + 1;
  else if (typeof params.before === 'string' && params.before) start = Math.max(0, decode(params.before) - limit);
  const data = items.slice(start, start + limit);
  if (data.length === 0) return { data };
  const end = start + data.length - 1;
  const paging: Record<string, unknown> = { cursors: { before: encode(start), after: encode(end) } };
  const link = (key: 'after' | 'before', cursor: string): string => {
    const u = new URL(nextBase);
    for (const [k, v] of Object.entries(params)) {
      if (k === 'after' || k === 'before' || v === undefined) continue;
      u.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    u.searchParams.set('limit', String(limit));
    u.searchParams.set(key, cursor);
    return u.toString();
  };
  if (end + 1 < items.length) paging.next = link('after', encode(end));
  if (start > 0) paging.previous = link('before', encode(start));
  return { data, paging };
}
