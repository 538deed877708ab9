import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The launch engine cannot reach the Graph client but through its run's gate: eslint.config.js refuses the client,
// its governor and the gate's hook in server/launch, and lets the gate itself hold them.

const eslint = new ESLint({ cwd: process.cwd() });
const errorsOf = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => m.message));

const ways = {
  'a call on the client': `import type { AppDeps } from '../deps';\nexport const read = (deps: AppDeps) => deps.graph.get('act_1/adimages', '');\n`,
  'the client taken apart': `import type { AppDeps } from '../deps';\nexport const read = ({ graph }: AppDeps) => graph.get('me', '');\n`,
  'the governor': `import type { AppDeps } from '../deps';\nexport const wait = (deps: AppDeps) => deps.graph.governor.acquire('act_1', 1);\n`,
  'a client of its own': `import { GraphClient } from '../platform/graph-client';\nexport const client = new GraphClient({ baseUrl: 'x', version: 'v25.0', appSecret: 's' });\n`,
  'a gate of its own': `import { throughGate } from '../platform/graph-client';\nexport const ungated = throughGate;\n`,
};

describe('the launch gate boundary', () => {
  for (const [way, code] of Object.entries(ways)) {
    it(`refuses ${way} in the engine`, async () => {
      expect(await errorsOf(code, 'server/launch/engine-example.ts')).toContainEqual(expect.stringContaining('platform-gate.ts'));
    }, 60_000);
  }

  it('lets the gate hold the client, and the engine call a platform module', async () => {
    expect(await errorsOf(ways['the governor'], 'server/launch/platform-gate.ts')).toEqual([]);
    const viaModule = `import type { AppDeps } from '../deps';\nimport { imageNamesIn } from '../platform/media-api';\nexport const names = (deps: AppDeps) => imageNamesIn(deps, '', 'act_1', []);\n`;
    expect(await errorsOf(viaModule, 'server/launch/engine-example.ts')).toEqual([]);
  }, 60_000);
});
