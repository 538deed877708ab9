import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, INSTALL_HINT } from './lib/find-chromium';
import { freePort } from './lib/free-port';
import { buildExtension, root, startProcess, stopAll, waitForHttp, type Proc } from './lib/stack';

// The e2e run: the simulator and the Salvo API as real processes on free ports, the extension
// built for that API, then Playwright driving Debian's Chromium with it loaded.

const chrome = findChromium();
if (!chrome) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const simPort = await freePort();
const apiPort = await freePort();
const simUrl = `http://127.0.0.1:${simPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
// The operators' token of this run: the e2e tests set plans with it (docs/bulk-launch.md).
const adminToken = crypto.randomBytes(24).toString('base64url');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-e2e-'));
const outDir = path.join(root, '.output', 'e2e');

const procs: Proc[] = [];
let code = 1;
try {
  // Their logs go to test-results/, to read when a test fails.
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  procs.push(startProcess('simulator', 'sim/main.ts', { SIM_PORT: String(simPort) }, path.join(root, 'test-results', 'e2e-sim.log')));
  procs.push(startProcess('api', 'server/main.ts', { PORT: String(apiPort), DATA_DIR: dataDir, GRAPH_API_BASE: simUrl, DATABASE_URL: '', LOG_LEVEL: 'info', FEATURE_FLAGS: 'automations', ADMIN_TOKEN: adminToken }, path.join(root, 'test-results', 'e2e-api.log')));
  await Promise.all([waitForHttp(`${simUrl}/__sim/fixtures`), waitForHttp(`${apiUrl}/health`), buildExtension({ apiUrl, simUrl, outDir })]);
  code = await new Promise<number>((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: chrome, SALVO_SIM_URL: simUrl, SALVO_API_URL: apiUrl, SALVO_ADMIN_TOKEN: adminToken, SALVO_EXTENSION_DIR: path.join(outDir, 'chrome-mv3') },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
} finally {
  await stopAll(procs);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
