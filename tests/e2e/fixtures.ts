import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';

// Each test gets Chromium with the built extension loaded, the production Ads Manager hosts
// routed to the simulator's stand-in page, and the simulator's fixtures.

function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the e2e tests with \`npm run test:e2e\``);
  return v;
}
export const simUrl = () => env('SALVO_SIM_URL');

export interface SimUser { id: string; name: string; role: string; accessToken: string; adAccountIds: string[] }
export interface SimAccount { id: string; name: string }
export interface SimFixtures { users: SimUser[]; adAccounts: SimAccount[]; adImages: Array<{ name: string; adAccountId: string }>; campaigns: Array<{ id: string; name: string; accountId: string; adSetIds: string[] }> }

export async function simFixtures(): Promise<SimFixtures> {
  return (await fetch(`${simUrl()}/__sim/fixtures`)).json() as Promise<SimFixtures>;
}

/** Reads the platform's objects back through the simulator's Graph API, as any client would. */
export async function graphList(accountId: string, edge: string, token: string, fields: string): Promise<Record<string, unknown>[]> {
  const url = `${simUrl()}/v25.0/${accountId}/${edge}?fields=${fields}&limit=500&access_token=${token}`;
  const body = (await (await fetch(url)).json()) as { data: Record<string, unknown>[] };
  return body.data;
}

export const test = base.extend<{ context: BrowserContext; serviceWorker: Worker; extensionId: string; panel: Page }>({
  context: async ({}, use) => {
    const dir = env('SALVO_EXTENSION_DIR');
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-chromium-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: env('CHROME_PATH'),
      headless: true,
      args: [
        `--disable-extensions-except=${dir}`,
        `--load-extension=${dir}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // Production Ads Manager hosts → the simulator's stand-in (its page and its JSON).
    await context.route(/^https:\/\/(adsmanager|business)\.facebook\.com\//, async (route) => {
      const u = new URL(route.request().url());
      const response = await route.fetch({ url: `${simUrl()}${u.pathname}${u.search}` });
      await route.fulfill({ response });
    });
    await use(context);
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  },
  serviceWorker: async ({ context }, use) => {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(sw);
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
  /** The side panel's page, opened in a tab so the test can drive it. */
  panel: async ({ context, extensionId }, use) => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await use(page);
  },
});
export { expect } from '@playwright/test';
