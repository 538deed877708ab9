import type { FastifyReply, FastifyRequest } from 'fastify';

// Postgres stores neither a NUL character nor half of a UTF-16 surrogate pair (a "\ud800" escape in JSON): such
// text in a body would fail when stored, as a 500. Every JSON body is walked once before validation and such
// text is refused with a 400 naming its field (docs/security.md, "Input validation").

export const unstorableTextMessage = 'This text holds a character that cannot be stored (a NUL or half of a Unicode pair): remove it.';

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What JSON parses to: lists and plain objects. A raw body (an upload's request stream) is not walked. */
const isParsedJson = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
};

/** The path (dots for nesting) of the first string or key that cannot be stored, or null. */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'body' : null;
  if (!isParsedJson(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key].join('.');
    const found = unstorableTextPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** preValidation hook: a 400 naming the field before any route sees the body. */
export async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const path = unstorableTextPath(request.body);
  if (!path) return undefined;
  return reply.code(400).send({ success: false, error: unstorableTextMessage, fields: { [path]: [unstorableTextMessage] } });
}
