// What the fuzz test sends (docs/security.md, "Input validation"): valid bodies of the launch, template and library routes,
// mutated (fields removed, replaced by odd values, added), and bodies that are not objects at all.
import fc from 'fast-check';

type Body = Record<string, unknown>;

/** Values a client could send by mistake or on purpose: wrong types, edges of ranges, ids that bend paths. */
const oddAtom = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1,
  1.5,
  99,
  100,
  18,
  65,
  1e12,
  1e21,
  -0.01,
  0.01,
  1000.01,
  '',
  ' ',
  '0',
  '1',
  'act_1',
  'act_101',
  'act_',
  '../act_1',
  '1/copies',
  '1?fields=x',
  '//evil.example/x',
  '%2F',
  '120000000000001',
  '400101',
  '500101',
  '0123456789abcdef0123456789abcdef',
  '11111111-1111-4111-8111-111111111111',
  'https://shop.example.com',
  'http://',
  'javascript:alert(1)',
  'shop.example.com',
  'PURCHASE',
  'LEAD',
  'men',
  'women',
  'all',
  'daily',
  'lifetime',
  'bidCap',
  'costPerResult',
  'highestValue',
  'highestVolume',
  'desktop',
  'mobile',
  'feed',
  'story',
  '2020-01-01T00:00:00Z',
  '2099-01-01T00:00:00.000-05:00',
  'tomorrow',
  '7c-1v',
  '1c-0v',
  '\u0000',
  '\ud800',
  '😀'.repeat(3),
  'x'.repeat(600),
  [],
  [{}],
  [null],
  {},
  { id: '1' },
  { key: 'US', name: 'United States', type: 'country' },
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddAtom },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(oddAtom, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), oddAtom, { maxKeys: 4 }) },
);

type Mutation =
  | { kind: 'delete'; key: string }
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'swap'; key: string; from: string }
  | { kind: 'deep'; key: string; value: unknown };

function mutation(keys: string[]): fc.Arbitrary<Mutation> {
  const key = fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom('extra', 'constructor', 'toString', 'budget', '') },
  );
  return fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), key }),
    fc.record({ kind: fc.constant('set' as const), key, value: oddValue }),
    fc.record({ kind: fc.constant('swap' as const), key, from: fc.constantFrom(...keys) }),
    fc.record({ kind: fc.constant('deep' as const), key, value: oddValue }),
  );
}

/** Applies mutations to a copy of `base`: a value moved from another field, or set inside an array or object. */
function mutate(base: Body, mutations: Mutation[]): Body {
  const body: Body = structuredClone(base);
  for (const m of mutations) {
    if (m.kind === 'delete') delete body[m.key];
    else if (m.kind === 'set') body[m.key] = m.value;
    else if (m.kind === 'swap') body[m.key] = structuredClone(base[m.from]);
    else {
      const target = body[m.key];
      if (Array.isArray(target) && target.length > 0)
        target[0] = typeof target[0] === 'object' && target[0] !== null ? { ...target[0], [Object.keys(target[0])[0] ?? 'x']: m.value } : m.value;
      else if (target !== null && typeof target === 'object') (target as Body)[Object.keys(target)[0] ?? 'x'] = m.value;
      else body[m.key] = [m.value];
    }
  }
  return body;
}

/** Bodies for one route: mostly mutations of `valid()`, some random objects over its keys, some not objects. */
export function bodies(valid: () => Body): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid());
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(null).map(() => valid()) },
    { weight: 12, arbitrary: fc.array(mutation(keys), { minLength: 1, maxLength: 4 }).map((ms) => mutate(valid(), ms)) },
    { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...keys), oddValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** A body that is not JSON, sometimes: what a broken client sends with content-type application/json. */
export const rawJson = fc.constantFrom('{', '{"ads": [}', 'nul', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}', '"', '[1,', '');
