import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The API base an extension build is fixed to (scripts/lib/extension-api-base.ts, docs/security.md "The extension's
// API"): `wxt build` as `npm run build` runs it, into a folder of the test's.

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
  // Each case of the rule is in scripts/lib/extension-api-base.test.ts; here, that `wxt build` applies it.
  it('refuses a plain http API in a production build, before anything is built', async () => {
    const { code, output, outDir } = await build({ WXT_API_BASE: 'http://api.example.com' });
    expect(code, output).not.toBe(0);
    expect(output).toContain('WXT_API_BASE=http://api.example.com: a production build calls the API at its https address');
    expect(fs.readdirSync(outDir)).toEqual(['earlier-build']);
  }, 120_000);

  it('builds for an https API', async () => {
    // A development build for http://salvo-api.test: every e2e run makes one (scripts/lib/e2e-prepare.ts).
    const production = await build({ WXT_API_BASE: 'https://api.salvo.example', WXT_PLATFORM_LOGIN_BASE: 'https://www.facebook.com' });
    expect(production.code, production.output).toBe(0);
    expect(builtFor(production.outDir)).toContain('https://api.salvo.example/*');
    // Its pages frame nothing but the platform's ad preview renderer, its path included (docs/security.md#the-extensions-pages).
    const manifest = JSON.parse(builtFor(production.outDir)) as { content_security_policy: { extension_pages: string } };
    expect(manifest.content_security_policy.extension_pages).toBe(
      "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'; frame-src https://www.facebook.com/ads/api/preview_iframe.php",
    );
  }, 120_000);
});
