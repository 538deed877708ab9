import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Worker } from '@playwright/test';
import { DEV_EXTENSION_ID, extensionRedirectUri } from '../../lib/contract/extension-id';
import { E2E_PLATFORM_LOGIN_BASE } from '../../scripts/lib/worker-stack';
import { apiUrl, expect, simFixtures, simUrl, test } from './fixtures';
import { apiAsUser, expectAccessible, openLaunchApp, openSection, retype, screenshot, simFault, simResetFaults } from './launch-app';
import { signIn, signOut } from './sign-in';

// Sign-in in Chromium with the built extension (docs/security.md "Sign-in"): the platform's dialog opens in
// chrome.identity.launchWebAuthFlow, and a login link opened anywhere else gives its starter nothing.

const redirect = extensionRedirectUri(DEV_EXTENSION_ID);

interface LoggedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  status: number;
}
async function simRequests(path: string): Promise<LoggedRequest[]> {
  return ((await (await fetch(`${simUrl()}/__sim/requests?path=${encodeURIComponent(path)}`)).json()) as { data: LoggedRequest[] }).data;
}

test('signs in through launchWebAuthFlow with the fixed extension id, state and PKCE', async ({ context, panel, serviceWorker, extensionId }) => {
  const { users } = await simFixtures();
  const advertiser = users.find((u) => u.role === 'advertiser')!;
  // The development key fixes the id, so the API and the platform know the redirect beforehand.
  expect(extensionId).toBe(DEV_EXTENSION_ID);
  const permissions = await serviceWorker.evaluate(() => chrome.runtime.getManifest().permissions ?? []);
  expect(permissions).toContain('identity');
  expect(permissions).not.toContain('tabs');

  const exchangesBefore = (await simRequests('/oauth/access_token')).length;
  const loginWindow = context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Continue with Facebook' }).click();
  const dialog = await loginWindow;
  await expect(panel.getByText('Finish signing in in the Facebook window.', { exact: false })).toBeVisible();
  const asked = new URL(dialog.url());
  // The platform's login origin the extension was built for, which this worker's Chromium resolves to its simulator.
  expect(`${asked.origin}${asked.pathname}`).toBe(`${E2E_PLATFORM_LOGIN_BASE}/v27.0/dialog/oauth`);
  expect(asked.searchParams.get('redirect_uri')).toBe(redirect);
  expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
  const challenge = asked.searchParams.get('code_challenge') ?? '';
  // The extension's own random state, wrapped by the API's expiry, the challenge and its MAC.
  expect(asked.searchParams.get('state')).toMatch(new RegExp(`^[A-Za-z0-9_-]{22}\\.\\d+\\.${challenge}\\.[A-Za-z0-9_-]{43}$`));

  await dialog.getByRole('button', { name: `Continue as ${advertiser.name}` }).click();
  await expect(panel.getByRole('button', { name: `${advertiser.name}, account menu` })).toBeVisible();
  await expect.poll(() => dialog.isClosed()).toBe(true);

  // The API exchanged the code with the verifier whose hash the dialog carried, in a POST body.
  const exchanges = (await simRequests('/oauth/access_token')).slice(exchangesBefore);
  const byCode = exchanges.find((r) => r.params.code);
  expect(byCode).toMatchObject({ method: 'POST', status: 200, params: { redirect_uri: redirect } });
  expect(
    crypto
      .createHash('sha256')
      .update(byCode!.params.code_verifier ?? '')
      .digest('base64url'),
  ).toBe(challenge);
});

test('a cancelled or closed login window leaves the panel signed out, saying so', async ({ context, panel }) => {
  const cancelled = 'Sign-in was cancelled. Click Continue with Facebook to try again.';
  let loginWindow = context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Continue with Facebook' }).click();
  let dialog = await loginWindow;
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('alert')).toHaveText(cancelled);
  await expect.poll(() => dialog.isClosed()).toBe(true);
  await expectAccessible(panel, 'sign-in cancelled');

  loginWindow = context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Continue with Facebook' }).click();
  dialog = await loginWindow;
  await expect(panel.getByRole('alert')).toBeHidden();
  await dialog.close();
  await expect(panel.getByRole('alert')).toHaveText(cancelled);
  await expect(panel.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
});

test("an attacker's login link opened and approved by the victim gives the attacker nothing", async ({ context, panel }) => {
  const { users } = await simFixtures();
  const victim = users.find((u) => u.role === 'advertiser')!;
  // The attacker starts a sign-in with their own PKCE pair and state, and sends the link to the victim.
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({ redirectUri: redirect, state: crypto.randomBytes(16).toString('base64url'), codeChallenge: challenge });
  const { url: link } = (await (await fetch(`${apiUrl()}/auth/facebook/dialog?${query}`)).json()) as { url: string };
  const exchangesBefore = (await simRequests('/oauth/access_token')).length;

  // The victim, in the browser where Salvo is installed, opens it in a tab and approves.
  const tab = await context.newPage();
  await tab.goto(link);
  const landing = tab.waitForRequest((r) => r.url().startsWith(redirect));
  await tab.getByRole('button', { name: `Continue as ${victim.name}` }).click();
  // The platform sends the code to the extension's redirect: outside the extension's own launchWebAuthFlow Chrome
  // does not hand it to the extension, and no server of the attacker's or Salvo's receives it.
  const code = new URL((await landing).url()).searchParams.get('code') ?? '';
  expect(code).toMatch(/^AQ/);
  await expect(panel.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  expect((await simRequests('/oauth/access_token')).length).toBe(exchangesBefore);

  // What the attacker can try with what they hold: no route answers a session.
  const post = (path: string, body: object) =>
    fetch(`${apiUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const claim = await post('/auth/claim', { verifier });
  expect(claim.status).toBe(404);
  const noCode = await post('/auth/facebook/exchange', { codeVerifier: verifier, redirectUri: redirect });
  expect(noCode.status).toBe(400);
  expect(((await noCode.json()) as { fields: object }).fields).toHaveProperty('code');

  // The code, had it leaked from the victim's tab with its state, is of no use to anyone without the attacker's
  // verifier, and the API refuses it without asking the platform.
  const state = new URL((await landing).url()).searchParams.get('state') ?? '';
  const leaked = await post('/auth/facebook/exchange', { code, state, codeVerifier: crypto.randomBytes(32).toString('base64url'), redirectUri: redirect });
  expect(leaked.status).toBe(400);
  expect(((await leaked.json()) as { fields: object }).fields).toHaveProperty('codeVerifier');
  expect((await simRequests('/oauth/access_token')).length).toBe(exchangesBefore);
});

test('the panel signs in again after signing out', async ({ context, panel }) => {
  const { users } = await simFixtures();
  const agency = users.find((u) => u.role === 'agency')!;
  await signIn(context, panel, agency.name);
  await signOut(panel, agency.name);
  await signIn(context, panel, agency.name);
});

/** The session token the background holds, read from the extension's IndexedDB (lib/extension/session-store.ts). */
const heldToken = (serviceWorker: Worker) =>
  serviceWorker.evaluate(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('salvo', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('secrets').objectStore('secrets').get('sessionToken');
          read.onsuccess = () => resolve(read.result as string | undefined);
        };
      }),
  );

test('signs out everywhere from the account menu, by keyboard, after a confirmation', async ({ context, panel, serviceWorker }) => {
  const { users } = await simFixtures();
  const advertiser = users.find((u) => u.role === 'advertiser')!;
  await signIn(context, panel, advertiser.name);
  const token = await heldToken(serviceWorker);
  expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
  const me = () => fetch(`${apiUrl()}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status).toBe(200);

  // The chip of the account and the person opens a menu (role="menu"): the arrow keys go through its items.
  const account = panel.getByRole('button', { name: `${advertiser.name}, account menu` });
  // Until the menu's code has come the chip is off (account-chip.tsx): a person's Tab reaches it once on.
  await expect(account).toBeEnabled();
  await account.focus();
  await panel.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const menu = panel.getByRole('menu');
  // Open, it holds the focus (as a person sees the menu before pressing a key).
  const focusIn = () => expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  await focusIn();
  // Opened by Enter, its first item has the focus (WAI-ARIA's menu button).
  await expect(menu.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeFocused();
  await panel.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Sign out everywhere…' })).toBeFocused();
  await expectAccessible(panel, 'account menu');
  await screenshot(panel, 'account-menu');
  // Escape closes it, the focus back on the chip; Enter opens it again.
  await panel.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
  await panel.keyboard.press('Enter');
  await focusIn();
  await panel.keyboard.press('ArrowUp'); // from the first item, round to the last
  await expect(menu.getByRole('menuitem', { name: 'Sign out everywhere…' })).toBeFocused();

  // Cancel first: nothing happens, the focus comes back.
  await panel.keyboard.press('Enter');
  const dialog = panel.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(panel, 'sign out everywhere');
  await panel.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(account).toBeFocused();
  expect((await me()).status).toBe(200);

  await panel.keyboard.press('Enter');
  await focusIn();
  await panel.keyboard.press('ArrowUp'); // from the first item, round to the last
  await expect(menu.getByRole('menuitem', { name: 'Sign out everywhere…' })).toBeFocused();
  await panel.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await panel.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Sign out everywhere' })).toBeFocused();
  await panel.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  expect((await me()).status).toBe(401);
  expect(await heldToken(serviceWorker)).toBeUndefined();
});

/** The status polls of a launch this worker's API received, from its log (a line per request it took in). */
function apiPolls(launchId: string): number {
  const log = path.join(test.info().project.outputDir, 'stack-logs', `worker-${test.info().workerIndex}-api.log`);
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"incoming request"') && line.includes(`"url":"/dashboard/campaign-launches/${launchId}"`)).length;
}

/**
 * Launches one ad from a new draft (its destination still empty); the platform fails every write for now, so the
 * launch keeps running.
 */
async function startRunningLaunch(panel: Page, destination: string): Promise<string> {
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByLabel('Destination URL')).toHaveValue('');
  await retype(panel.getByLabel('Destination URL'), destination);
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  await panel.getByRole('dialog', { name: 'Review Launch Details' }).getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('heading', { name: 'Launching Your Campaign' })).toBeVisible();
  return panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
}

test.describe('signing out', () => {
  test.afterEach(simResetFaults);

  test('stops polling and leaves nothing of the person: storage, badge, alarms, the draft', async ({ context, panel, serviceWorker }) => {
    const { user, accountId } = await openLaunchApp(context, panel);
    await simFault({ kind: 'transient', method: 'POST' });
    const first = await startRunningLaunch(panel, 'https://shop.example.com/before-sign-out');
    await expect.poll(() => apiPolls(first)).toBeGreaterThan(0);
    expect(await serviceWorker.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');

    await signOut(panel, user.name);
    const pollsAtSignOut = apiPolls(first);

    // Extension storage keeps nothing of the person: the account followed is the one the Ads Manager tab shows.
    const held = async () =>
      Object.fromEntries(Object.entries(await serviceWorker.evaluate(() => chrome.storage.local.get(null))).filter(([key]) => !key.endsWith('$')));
    await expect.poll(held).toEqual({ activeAccount: { accountId, tabId: expect.any(Number) }, trackedLaunches: {} });
    expect(await serviceWorker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
    expect(await serviceWorker.evaluate(async () => (await chrome.alarms.getAll()).map((a: { name: string }) => a.name))).toEqual([]);
    expect(await serviceWorker.evaluate(async () => Object.keys(await chrome.notifications.getAll()))).toEqual([]);

    // Signed in again: a new draft; a new launch is polled every 2 s, the first one, forgotten at the sign-out, never again.
    // (The sign-in's code exchange is a POST to the platform: no fault meanwhile.)
    await simResetFaults();
    await signIn(context, panel, user.name);
    await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();
    await simFault({ kind: 'transient', method: 'POST' });
    const second = await startRunningLaunch(panel, 'https://shop.example.com/after-sign-in');
    await expect.poll(() => apiPolls(second)).toBeGreaterThanOrEqual(3);
    expect(apiPolls(first)).toBe(pollsAtSignOut);

    // Both launches end here, not under a later test of this worker's simulator.
    await simResetFaults();
    for (const id of [first, second]) {
      const status = async () => ((await apiAsUser(panel, { method: 'GET', path: `/dashboard/campaign-launches/${id}` })).body as { status: string }).status;
      await expect.poll(status).toBe('COMPLETED');
    }
  });
});
