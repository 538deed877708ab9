import path from 'node:path';
import { test as base, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { timeoutScale } from '../../scripts/lib/timeout-scale';
import { startWorkerStack, type WorkerStack } from '../../scripts/lib/worker-stack';
import { watchScreenOpenings } from './screen-openings';
import { closeBrowser, launchBrowser, resetBrowser, type LaunchedBrowser } from './browser';

// Each Playwright worker starts its own simulator and Salvo API (scripts/lib/worker-stack.ts): tests in other
// workers never see its objects. Each test gets the worker's Chromium with the built extension loaded, as if new
// (browser.ts): the extension's API name resolved to this worker's API, the production Ads Manager hosts routed to
// this worker's simulator.

/** This worker's stack; set by the `stack` fixture before its first test. */
let current: WorkerStack | null = null;
function stack(): WorkerStack {
  if (!current) throw new Error('the worker stack is not started: call this inside a test');
  return current;
}
/** This worker's simulator. */
export const simUrl = () => stack().simUrl;
/** This worker's API, as the test's own code reaches it (the browser reaches it by the name the extension has). */
export const apiUrl = () => stack().apiUrl;
/** The operators' token of this worker's API: the tests set plans with it (docs/bulk-launch.md). */
export const adminToken = () => stack().adminToken;

export interface SimUser {
  id: string;
  name: string;
  role: string;
  accessToken: string;
  adAccountIds: string[];
}
interface SimAccount {
  id: string;
  name: string;
}
export interface SimFixtures {
  users: SimUser[];
  adAccounts: SimAccount[];
  adImages: Array<{ name: string; adAccountId: string }>;
  campaigns: Array<{ id: string; name: string; accountId: string; adSetIds: string[] }>;
  savedAudiences: Array<{ id: string; name: string; accountId: string }>;
  customAudiences: Array<{ id: string; name: string; accountId: string; subtype: string }>;
}

export async function simFixtures(): Promise<SimFixtures> {
  return (await fetch(`${simUrl()}/__sim/fixtures`)).json() as Promise<SimFixtures>;
}

/** Reads the platform's objects back through the simulator's Graph API, as any client would. */
export async function graphList(accountId: string, edge: string, token: string, fields: string): Promise<Record<string, unknown>[]> {
  const url = `${simUrl()}/v25.0/${accountId}/${edge}?fields=${fields}&limit=500&access_token=${token}`;
  const body = (await (await fetch(url)).json()) as { data: Record<string, unknown>[] };
  return body.data;
}

/** Chrome's side panel at its narrowest in CSS px: 360 px wide, at a page zoom of 110% (docs/side-panel.md#widths). */
export const PANEL_VIEWPORT = { width: 320, height: 900 };

export const test = base.extend<
  { context: BrowserContext; serviceWorker: Worker; extensionId: string; panel: Page },
  { stack: WorkerStack; workerBrowser: { current: LaunchedBrowser | null } }
>({
  stack: [
    async ({}, use, workerInfo) => {
      const logDir = path.join(workerInfo.project.outputDir, 'stack-logs');
      const s = await startWorkerStack({
        logDir,
        name: `worker-${workerInfo.workerIndex}`,
        dataTemplate: process.env.SALVO_E2E_DATA_TEMPLATE,
        startMs: 90_000 * timeoutScale(),
      });
      current = s;
      // For code that reads the environment (as before workers had stacks of their own).
      Object.assign(process.env, { SALVO_SIM_URL: s.simUrl, SALVO_API_URL: s.apiUrl, SALVO_ADMIN_TOKEN: s.adminToken });
      await use(s);
      current = null;
      await s.stop();
    },
    { scope: 'worker', auto: true, timeout: 240_000 * timeoutScale() },
  ],
  workerBrowser: [
    async ({}, use) => {
      const held: { current: LaunchedBrowser | null } = { current: null };
      await use(held);
      if (held.current) await closeBrowser(held.current);
    },
    { scope: 'worker' },
  ],
  context: async ({ workerBrowser: held, stack }, use, testInfo) => {
    if (held.current && !(await resetBrowser(held.current))) {
      await closeBrowser(held.current);
      held.current = null;
    }
    held.current ??= await launchBrowser(stack);
    await use(held.current.context);
    // A failed test may leave anything behind: the next one gets a new Chromium.
    if (testInfo.status !== testInfo.expectedStatus) {
      await closeBrowser(held.current);
      held.current = null;
    }
  },
  serviceWorker: async ({ context }, use) => {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(sw);
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
  /** The side panel's page, opened in a tab so the test can drive it: the tab Chromium starts with, so that no
   * blank tab is left to show up among a failed test's screenshots. 320 px wide: the narrowest the panel gets
   * (docs/side-panel.md#widths). */
  panel: async ({ context, extensionId }, use) => {
    const page = context.pages().find((p) => p.url() === 'about:blank') ?? (await context.newPage());
    await page.setViewportSize(PANEL_VIEWPORT);
    await page.addInitScript(watchScreenOpenings);
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await use(page);
  },
});
export { expect } from '@playwright/test';
