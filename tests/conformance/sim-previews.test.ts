// The simulator's GET act_{id}/generatepreviews (sim/previews/params.ts) against the platform's spec, when a copy of it
// is present (skipped otherwise, as sim-params.test.ts is).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATE_PREVIEWS_ENUMS, GENERATE_PREVIEWS_PARAMS } from '../../sim/previews/params';

const specRoot = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'platform-spec', 'specs');
const exists = fs.existsSync(specRoot);
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(specRoot, file), 'utf8')) as T;

describe.skipIf(!exists)('the preview endpoint vs the platform spec', () => {
  it('takes the parameters of AdAccount GET generatepreviews, with their types and required flags', () => {
    const api = readJson<{ apis: Array<{ method: string; endpoint?: string; params?: Array<{ name: string; type: string; required?: boolean }> }> }>(
      'AdAccount.json',
    ).apis.find((a) => a.method === 'GET' && a.endpoint === 'generatepreviews');
    expect(api?.params?.length).toBeGreaterThan(0);
    const spec = Object.fromEntries(api!.params!.map((p) => [p.name, p.required ? { type: p.type, required: true } : { type: p.type }]));
    expect(GENERATE_PREVIEWS_PARAMS).toEqual(spec);
  });

  it("knows every enum those parameters use, with the spec's values", () => {
    const enums = new Map(readJson<{ name: string; values: string[] }[]>('enum_types.json').map((e) => [e.name, e.values]));
    const used = Object.values(GENERATE_PREVIEWS_PARAMS)
      .map((p) => p.type)
      .filter((t) => enums.has(t));
    expect(Object.keys(GENERATE_PREVIEWS_ENUMS).sort()).toEqual(used.sort());
    for (const [name, values] of Object.entries(GENERATE_PREVIEWS_ENUMS)) expect(values, name).toEqual(enums.get(name));
  });
});
