import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';

// The product's texts, verbatim, in messages.expected.json: each key names a text of messages.ts (an object's path,
// or a function called with JSON arguments), each value is the wording the buyer must read. A change of wording in
// messages.ts fails here.
const expected = JSON.parse(fs.readFileSync(new URL('./messages.expected.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The text a key names: `launchMessages.budget`, or `bulkAccountMessages.pixel("Acme")`. */
function textOf(key: string): unknown {
  const [, path, args] = /^([\w.]+)(?:\((.*)\))?$/.exec(key) ?? [];
  if (!path) throw new Error(`messages.expected.json: "${key}" is neither a path nor a call`);
  const found = path.split('.').reduce<unknown>((o, name) => (o as Record<string, unknown> | undefined)?.[name], messages);
  return args === undefined ? found : (found as (...a: unknown[]) => unknown)(...(JSON.parse(`[${args}]`) as unknown[]));
}

describe('messages are the product texts, verbatim', () => {
  it.each(Object.entries(expected))('%s', (key, text) => {
    expect(textOf(key)).toBe(text);
  });
});
