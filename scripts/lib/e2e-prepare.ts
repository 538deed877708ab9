import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildExtension, root } from './stack';
import { E2E_API_BASE, E2E_PLATFORM_LOGIN_BASE, makeApiDataTemplate } from './worker-stack';

// What every e2e worker uses, made once per run and kept while what it is made from does not change: the
// extension (built for E2E_API_BASE and E2E_PLATFORM_LOGIN_BASE, which each worker's Chromium resolves to its own API
// and simulator) and the data folder of
// a fresh API (migrated database, job queue schema) that each worker's API starts from a copy of.

const out = path.join(root, '.output', 'e2e');
export const E2E_EXTENSION_DIR = path.join(out, 'chrome-mv3');
// Beside the build, not in it: a build empties its folder.
export const E2E_DATA_TEMPLATE = path.join(root, '.output', 'e2e-api-data');

/** A digest of the files' paths, sizes and modification times under `sources` (relative to the root). */
function digest(sources: string[], extra: string): string {
  const hash = crypto.createHash('sha256').update(extra);
  const walk = (p: string): void => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    else hash.update(`${path.relative(root, p)}\0${st.size}\0${st.mtimeMs}\n`);
  };
  for (const s of sources) walk(path.join(root, s));
  return hash.digest('hex');
}

/** Runs `make` into `target` unless `target` holds what the same sources made; resolves to whether it made it. */
async function unlessUpToDate(target: string, sources: string[], extra: string, make: () => Promise<void>): Promise<boolean> {
  const stamp = `${target}.sha256`;
  const d = digest(sources, extra);
  if (fs.existsSync(target) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === d) return false;
  fs.rmSync(stamp, { force: true });
  fs.rmSync(target, { recursive: true, force: true });
  await make();
  fs.writeFileSync(stamp, d);
  return true;
}

function prepareExtension(): Promise<boolean> {
  const sources = ['entrypoints', 'components', 'lib', 'public', 'wxt.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
  return unlessUpToDate(E2E_EXTENSION_DIR, sources, `${E2E_API_BASE} ${E2E_PLATFORM_LOGIN_BASE}`, () =>
    buildExtension({ apiUrl: E2E_API_BASE, platformLoginBase: E2E_PLATFORM_LOGIN_BASE, outDir: out }),
  );
}

function prepareDataTemplate(): Promise<boolean> {
  return unlessUpToDate(E2E_DATA_TEMPLATE, ['server', 'package-lock.json'], '', () => makeApiDataTemplate(E2E_DATA_TEMPLATE, path.join(root, 'test-results')));
}

/** Both, side by side; says what it reused. */
export async function prepareE2e(): Promise<void> {
  const [built, made] = await Promise.all([prepareExtension(), prepareDataTemplate()]);
  if (!built) console.log('e2e: the extension build is up to date');
  if (!made) console.log('e2e: the API data template is up to date');
}
