import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, INSTALL_HINT } from './lib/find-chromium';
import { buildExtension, root, startProcess, stopAll, waitForHttp, type Proc } from './lib/stack';

// `npm start`: the platform simulator, the Salvo API with its embedded database (.data/), and the
// extension built for that API. `npm start -- --open` also opens Chromium with it loaded.
// With GRAPH_API_BASE set (the real platform), no simulator is started.

const simPort = Number(process.env.SIM_PORT ?? 4010);
const apiPort = Number(process.env.PORT ?? 4000);
const useSim = !process.env.GRAPH_API_BASE;
const simUrl = `http://127.0.0.1:${simPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const procs: Proc[] = [];
let browser: ChildProcess | null = null;

async function shutdown(code: number): Promise<never> {
  browser?.kill('SIGTERM');
  await stopAll(procs);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  // The simulator's app requires appsecret_proof, as a production app should (docs/security.md).
  if (useSim) procs.push(startProcess('simulator', 'sim/main.ts', { SIM_PORT: String(simPort), SIM_REQUIRE_APPSECRET_PROOF: '1' }));
  procs.push(
    startProcess('api', 'server/main.ts', {
      PORT: String(apiPort),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      FEATURE_FLAGS: process.env.FEATURE_FLAGS ?? 'automations',
      ...(useSim ? { GRAPH_API_BASE: simUrl } : {}),
    }),
  );
  console.log('Building the extension…');
  await Promise.all([
    useSim ? waitForHttp(`${simUrl}/__sim/fixtures`) : Promise.resolve(),
    waitForHttp(`${apiUrl}/health`),
    buildExtension({
      apiUrl,
      simUrl,
      platformLoginBase: useSim ? simUrl : (process.env.PLATFORM_LOGIN_BASE ?? 'https://www.facebook.com'),
      outDir: path.join(root, '.output'),
    }),
  ]);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  await shutdown(1);
}

let demoPage = 'https://adsmanager.facebook.com/adsmanager/manage/campaigns';
if (useSim) {
  const fixtures = (await (await fetch(`${simUrl}/__sim/fixtures`)).json()) as { users: { role: string; name: string; adAccountIds: string[] }[] };
  const advertiser = fixtures.users.find((u) => u.role === 'advertiser');
  demoPage = `${simUrl}/adsmanager/manage/campaigns?act=${(advertiser?.adAccountIds[0] ?? 'act_0').replace('act_', '')}`;
}
const extensionDir = path.join(root, '.output', 'chrome-mv3');
console.log(`
Salvo is running.
  Salvo API        ${apiUrl}   (data in ${process.env.DATA_DIR ?? '.data'}/; API docs at ${apiUrl}/docs when available)
  ${useSim ? `Platform sim     ${simUrl}` : `Platform         ${process.env.GRAPH_API_BASE}`}
  Extension        ${extensionDir}

Load the extension: open chrome://extensions, turn on Developer mode, click "Load unpacked" and
choose ${extensionDir}
Then open the demo Ads Manager page:
  ${demoPage}
and click Launch. Press Ctrl-C to stop.
`);

if (process.argv.includes('--open')) {
  const chrome = findChromium();
  if (!chrome) console.error(INSTALL_HINT);
  else if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) console.log('--open: no display here (DISPLAY is not set); open the page above yourself.');
  else {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-profile-'));
    browser = spawn(
      chrome,
      [`--user-data-dir=${profile}`, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`, '--no-first-run', demoPage],
      { stdio: 'ignore' },
    );
  }
}
