import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';
import type { WorkerStack } from '../../scripts/lib/worker-stack';

// One Chromium per Playwright worker, handed to each test as if new (fixtures.ts): starting Chromium with the
// extension cost each test about 1.2 CPU-s on a 2-core machine, a reset about 0.35 (CONTRIBUTING.md#test). The reset
// leaves nothing a test could see: one blank tab, the extension's service worker started again (its memory, listeners
// and timers gone) after its storage, session token, alarms and notifications were emptied, no cookies, no HTTP cache.
// A test that failed, or a reset that did not come out clean, gets a new Chromium instead.

export interface LaunchedBrowser {
  context: BrowserContext;
  userDataDir: string;
  extensionId: string;
}

function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the e2e tests with \`npm run test:e2e\``);
  return v;
}

/** Chromium with the built extension loaded, the extension's API name resolved to this worker's API, and the
 * production Ads Manager hosts routed to this worker's simulator. */
export async function launchBrowser(stack: WorkerStack): Promise<LaunchedBrowser> {
  const dir = env('SALVO_EXTENSION_DIR');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: env('CHROME_PATH'),
    headless: true,
    args: [
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      `--host-resolver-rules=${stack.hostResolverRules}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Pages share renderer processes instead of one per site, and Chromium's own services stay off: the suite
      // took 4.7 min instead of 5.0 on a 2-core machine (CONTRIBUTING.md#test). The extension keeps its own process.
      '--disable-features=IsolateOrigins,site-per-process,Translate,OptimizationHints,MediaRouter',
      '--disable-site-isolation-trials',
      '--renderer-process-limit=4',
    ],
  });
  // Production Ads Manager hosts (Business Suite's and www.'s too) → this worker's simulator stand-in (its page and its JSON).
  await context.route(/^https:\/\/(adsmanager|business|www)\.facebook\.com\//, async (route) => {
    const u = new URL(route.request().url());
    const response = await route.fetch({ url: `${stack.simUrl}${u.pathname}${u.search}` });
    await route.fulfill({ response });
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, userDataDir, extensionId: new URL(worker.url()).host };
}

export async function closeBrowser({ context, userDataDir }: LaunchedBrowser): Promise<void> {
  await context.close().catch(() => undefined);
  fs.rmSync(userDataDir, { recursive: true, force: true });
}

/** The background's state as DevTools reports it, and a way to wait for one. */
async function watchBackground(cdp: CDPSession): Promise<{ versionId: string; until: (state: string) => Promise<void> }> {
  const seen = { versionId: '', state: '' };
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of e.versions) if (v.scriptURL.endsWith('/background.js')) Object.assign(seen, { versionId: v.versionId, state: v.runningStatus });
  });
  await cdp.send('ServiceWorker.enable');
  const waitFor = async (done: () => boolean, failure: () => string) => {
    const deadline = Date.now() + 15_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(failure());
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await waitFor(
    () => seen.versionId !== '',
    () => 'DevTools reported no background',
  );
  const until = (state: string) =>
    waitFor(
      () => seen.state === state,
      () => `the background did not become ${state} (it is ${seen.state || 'unknown'})`,
    );
  return { versionId: seen.versionId, until };
}

/** Makes the browser as a new one to the next test; false when it could not (launch a new one then). */
export async function resetBrowser({ context, extensionId }: LaunchedBrowser): Promise<boolean> {
  try {
    const fresh = await context.newPage();
    for (const page of context.pages()) if (page !== fresh) await page.close();
    const cdp = await context.newCDPSession(fresh);
    const background = await watchBackground(cdp);
    const scopeURL = `chrome-extension://${extensionId}/`;
    // Chrome may have stopped it for idling: started, it runs the code that empties what it keeps.
    await cdp.send('ServiceWorker.startWorker', { scopeURL });
    await background.until('running');
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    await worker.evaluate(async () => {
      await chrome.alarms.clearAll();
      for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
      await chrome.storage.local.clear();
      await chrome.storage.session.clear();
      await new Promise((done) => {
        const req = indexedDB.deleteDatabase('salvo');
        req.onsuccess = req.onerror = req.onblocked = done;
      });
    });
    // Stopped, whatever it was doing, then started on the emptied storage.
    await cdp.send('ServiceWorker.stopWorker', { versionId: background.versionId });
    await background.until('stopped');
    await cdp.send('ServiceWorker.startWorker', { scopeURL });
    await background.until('running');
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.clearCookies();
    const left = await (context.serviceWorkers()[0] ?? worker).evaluate(async () => ({
      storage: Object.keys({ ...(await chrome.storage.local.get(null)), ...(await chrome.storage.session.get(null)) }),
      notifications: Object.keys(await chrome.notifications.getAll()),
      databases: (await indexedDB.databases()).map((d) => d.name),
    }));
    const clean = left.storage.length === 0 && left.notifications.length === 0 && left.databases.length === 0 && context.pages().length === 1;
    if (!clean) console.warn(`e2e: a new Chromium, the reset left ${JSON.stringify({ ...left, pages: context.pages().length })}`);
    return clean;
  } catch (e) {
    console.warn(`e2e: a new Chromium, the reset failed: ${e instanceof Error ? e.message : e}`);
    return false;
  }
}
