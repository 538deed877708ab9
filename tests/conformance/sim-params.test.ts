// The simulator states its parameter tables, enums and field names in code (sim/graph/*); this checks them
// against the platform's own spec when a copy of it is present, and is skipped (saying so) otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enumValues } from '../../sim/graph/enums';
import { nodeFieldNames } from '../../sim/graph/node-fields';
import { paramTables } from '../../sim/graph/params';
import { structEnums, structFields } from '../../sim/graph/struct-fields';
import { isCurrency } from '../../sim/state/currencies';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const specRoot = path.resolve(repoRoot, '..', 'shared', 'platform-spec');
const exists = fs.existsSync(path.join(specRoot, 'specs'));
if (!exists) console.log('skipped: ../shared/platform-spec not found');

interface SpecParam {
  name: string;
  type: string;
  required?: boolean;
}
interface SpecApi {
  method: string;
  endpoint?: string;
  params?: SpecParam[];
}
interface SpecNode {
  apis: SpecApi[];
  fields: { name: string; type: string }[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(specRoot, 'specs', file), 'utf8')) as T;

describe.skipIf(!exists)('simulator tables vs the platform spec', () => {
  it.each(Object.keys(paramTables))('params of %s match the spec', (key) => {
    const [node = '', method, endpoint] = key.split(':');
    const api = readJson<SpecNode>(`${node}.json`).apis.find((a) => a.method === method && (a.endpoint ?? '<self>') === endpoint);
    expect(api, `${key} not in spec`).toBeDefined();
    const spec = Object.fromEntries((api?.params ?? []).map((p) => [p.name, p.required ? { type: p.type, required: true } : { type: p.type }]));
    expect(paramTables[key]).toEqual(spec);
  });

  it("every enum type used by a table is stated, with the spec's values", () => {
    const specEnums = new Map(readJson<{ name: string; values: string[] }[]>('enum_types.json').map((e) => [e.name, e.values]));
    const used = new Set(
      Object.values(paramTables)
        .flatMap((t) => Object.values(t).flatMap((p) => p.type.match(/[A-Za-z0-9_]+/g) ?? []))
        .filter((n) => specEnums.has(n)),
    );
    expect(Object.keys(enumValues).sort()).toEqual([...used].sort());
    for (const [name, values] of Object.entries(enumValues)) expect(values, name).toEqual(specEnums.get(name));
  });

  it.each(Object.keys(nodeFieldNames))('field names of %s match the spec', (node) => {
    const spec = readJson<SpecNode>(`${node}.json`)
      .fields.map((f) => f.name)
      .sort();
    expect(nodeFieldNames[node]).toEqual(spec);
  });

  it.each(Object.keys(structFields))('nested fields of %s match the spec', (struct) => {
    const spec = Object.fromEntries(readJson<SpecNode>(`${struct}.json`).fields.map((f) => [f.name, f.type]));
    expect(structFields[struct]).toEqual(spec);
  });

  it('nested enums match the spec', () => {
    const specEnums = new Map(readJson<{ name: string; values: string[] }[]>('enum_types.json').map((e) => [e.name, e.values]));
    for (const [name, values] of Object.entries(structEnums)) expect(values, name).toEqual(specEnums.get(name));
  });

  it("every currency an ad account may have is in the simulator's currency table", () => {
    const currencies = readJson<{ name: string; values: string[] }[]>('enum_types.json').find((e) => e.name === 'adaccount_currency')?.values ?? [];
    expect(currencies.length).toBeGreaterThan(0);
    expect(currencies.filter((c) => !isCurrency(c))).toEqual([]);
  });

  it('the edges the launch engine posts to are all tabled', () => {
    for (const edge of ['campaigns', 'adsets', 'ads', 'adcreatives', 'adimages', 'advideos']) {
      expect(paramTables[`AdAccount:POST:${edge}`], edge).toBeDefined();
    }
  });
});
