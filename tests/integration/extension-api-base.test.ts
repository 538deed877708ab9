import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The API base an extension build is fixed to (wxt.config.ts, docs/security.md "The extension's API"): `wxt build`
// as `npm run build` runs it, into a folder of the test's. A production build needs https; plain http to this machine
// or the e2e run's name only in a development build (SALVO_DEV_BUILD=1, what npm start and the e2e run set).

const root = path.resolve(import.meta.dirname, '..', '..');
const outDirs = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-api-base-'));
afterAll(() => fs.rmSync(outDirs, { recursive: true, force: true }));

async function build(env: Record<string, string>): Promise<{ code: number | null; output: string; outDir: string }> {
  const outDir = fs.mkdtempSync(path.join(outDirs, 'out-'));
  // What was there before: a refused build leaves it.
  fs.writeFileSync(path.join(outDir, 'earlier-build'), '');
  const { SALVO_DEV_BUILD: _dev, WXT_API_BASE: _base, ...inherited } = process.env;
  const child = spawn(path.join(root, 'node_modules', '.bin', 'wxt'), ['build'], {
    cwd: root,
    env: { ...inherited, SALVO_OUTPUT_DIR: outDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output, outDir };
}

const builtFor = (outDir: string) => fs.readFileSync(path.join(outDir, 'chrome-mv3', 'manifest.json'), 'utf8');

describe("the extension build's API base", () => {
  it.each([
    ['a plain http API', { WXT_API_BASE: 'http://api.example.com' }],
    ["this machine's API, in a production build", { WXT_API_BASE: 'http://127.0.0.1:4000' }],
    ['no API base at all (the development default)', {}],
    ["the e2e run's name, in a production build", { WXT_API_BASE: 'http://salvo-api.test' }],
    ['a plain http API, even in a development build', { WXT_API_BASE: 'http://api.example.com', SALVO_DEV_BUILD: '1' }],
  ])(
    'refuses %s, before anything is built',
    async (_what, env) => {
      const { code, output, outDir } = await build(env);
      expect(code, output).not.toBe(0);
      expect(output).toContain(': a production build calls the API at its https address (WXT_API_BASE=https://api.example.com npm run build).');
      expect(fs.readdirSync(outDir)).toEqual(['earlier-build']);
    },
    120_000,
  );

  it('builds for an https API, and for this machine or the e2e run in a development build', async () => {
    const production = await build({ WXT_API_BASE: 'https://api.salvo.example' });
    expect(production.code, production.output).toBe(0);
    expect(builtFor(production.outDir)).toContain('https://api.salvo.example/*');
    // http://salvo-api.test: every e2e run builds for it (scripts/lib/e2e-prepare.ts).
    for (const base of ['http://127.0.0.1:4000', 'http://localhost:4000']) {
      const dev = await build({ WXT_API_BASE: base, SALVO_DEV_BUILD: '1' });
      expect(dev.code, dev.output).toBe(0);
      expect(builtFor(dev.outDir)).toContain(`${base}/*`);
    }
  }, 240_000);
});
