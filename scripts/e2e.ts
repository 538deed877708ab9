import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_TEMPLATE, E2E_EXTENSION_DIR, prepareE2e } from './lib/e2e-prepare';
import { findChromium, INSTALL_HINT } from './lib/find-chromium';
import { root } from './lib/stack';

// `npm run test:e2e [-- playwright args]`: the extension and a fresh API's data made once (each skipped when its
// sources did not change: lib/e2e-prepare.ts), then Playwright driving Debian's Chromium with the extension loaded;
// each Playwright worker starts its own simulator and API (tests/e2e/fixtures.ts).

const chrome = findChromium();
if (!chrome) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

try {
  await prepareE2e();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
const code = await new Promise<number>((resolve) => {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome, SALVO_EXTENSION_DIR: E2E_EXTENSION_DIR, SALVO_E2E_DATA_TEMPLATE: E2E_DATA_TEMPLATE },
  });
  child.on('exit', (c) => resolve(c ?? 1));
});
process.exit(code);
