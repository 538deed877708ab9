import type { FastifyReply, FastifyRequest } from 'fastify';

// Postgres stores neither a NUL character nor half of a UTF-16 surrogate pair (a "\ud800" escape in JSON): such
// text in a body or a query string (a raw upload's name) would fail when stored, as a 500. Every query and JSON body
// is walked once before validation and such text is refused with a 400 naming its field (docs/security.md, "Input
// validation").

const unstorableTextMessage = 'This text holds a character that cannot be stored (a NUL or half of a Unicode pair): remove it.';

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What JSON parses to: lists and plain objects (with or without a prototype). A raw body (a stream) is not. */
const isPlain = (v: unknown): v is Record<string, unknown> | unknown[] => {
  if (Array.isArray(v)) return true;
  if (v === null || typeof v !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(v);
  return prototype === Object.prototype || prototype === null;
};

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/** The dotted path of a visit, built only for the one reported (a path per visit would grow with the depth squared). */
function pathOf(visit: Visit, lastKey?: string): string {
  const keys: string[] = lastKey === undefined ? [] : [lastKey];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
}

/**
 * The path (dots for nesting) of the first string or key that cannot be stored, or null. Walks only what JSON makes
 * (plain objects and arrays: an upload's body is a stream), without recursion, so no nesting depth overflows it.
 */
export function unstorableTextPath(value: unknown): string | null {
  const stack: Visit[] = [{ value }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value === 'string') {
      if (UNSTORABLE.test(next.value)) return pathOf(next) || 'body';
      continue;
    }
    if (!isPlain(next.value)) continue;
    const entries = Object.entries(next.value);
    for (const [key] of entries) if (UNSTORABLE.test(key)) return pathOf(next, key);
    // Reversed onto the stack, so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i -= 1) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: next });
  }
  return null;
}

/** preValidation hook: a 400 naming the field before any route sees the query or the body. */
export async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  // Fastify's query object has a prototype of its own: its fields, copied, are plain.
  const path = unstorableTextPath({ ...(request.query as object) }) ?? unstorableTextPath(request.body);
  if (!path) return undefined;
  return reply.code(400).send({ success: false, error: unstorableTextMessage, fields: { [path]: [unstorableTextMessage] } });
}
