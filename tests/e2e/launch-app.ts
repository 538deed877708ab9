import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { panelPayload, type PanelFixtures } from '../fixtures/panel-payload';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { adminToken, apiUrl, expect, PANEL_VIEWPORT, simFixtures, simUrl, type SimFixtures, type SimUser } from './fixtures';
import { expectReadable } from './readable';
import { signIn } from './sign-in';

// Shared steps of the launch app's tests: a signed-in side panel following an Ads Manager tab, the
// accessibility check of a screen, and the screenshots of the README (SALVO_SCREENSHOTS=1).

export interface Opened {
  fx: SimFixtures;
  user: SimUser;
  accountId: string;
  ads: Page;
}

/** Signs in as the user of `role`, opens Ads Manager on their `accountIndex`th account, and waits for Step 1. */
export async function openLaunchApp(context: BrowserContext, panel: Page, role: 'advertiser' | 'agency' = 'advertiser', accountIndex = 0): Promise<Opened> {
  const fx = await simFixtures();
  const user = fx.users.find((u) => u.role === role)!;
  const accountId = user.adAccountIds[accountIndex]!;
  await signIn(context, panel, user.name);
  const ads = await context.newPage();
  await ads.goto(`https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=${accountId.replace('act_', '')}`);
  await panel.bringToFront();
  await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();
  return { fx, user, accountId, ads };
}

/** No serious or critical accessibility violation on the screen as the buyer sees it once it has settled (a dialog
 * still fading in has text paler than it ends up, which axe would measure), and nothing cut at the panel's width
 * (expectReadable). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // axe finishes its run in a tab of its own, opened and closed: Chromium then renders this page as a background tab
  // (a few frames a second), so the next dialog's transition would take seconds and each click would wait for it.
  // (Its legacy mode, all in this page, left a Mantine menu open after its item was clicked in 1 run of 3.)
  await page.bringToFront();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expectReadable(page, screen);
}

/** Saves a PNG of the panel into docs/screenshots when SALVO_SCREENSHOTS=1, as Chrome opens it: 360 px wide (or
 * `width`), then gives the test back its 320 px. */
export async function screenshot(page: Page, name: string, width = 360): Promise<void> {
  if (process.env.SALVO_SCREENSHOTS !== '1') return;
  const dir = path.join(process.cwd(), 'docs', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ ...PANEL_VIEWPORT, width });
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
  await page.setViewportSize(PANEL_VIEWPORT);
}

/** Opens a section of Step 2 when it is closed, and waits until its fields show. Until then they are not there for
 * the buyer (the section's content is hidden while it expands): a field focused earlier does not take the focus, and
 * the keys typed next go to the section's button instead. */
export async function openSection(panel: Page, title: string): Promise<void> {
  const name = new RegExp(`^${title.replace(/[&+]/g, '\\$&')}`);
  const control = panel.getByRole('button', { name });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(panel.getByRole('region', { name })).toBeVisible();
}

/** Picks `option` in the Mantine select labelled `label`. */
export async function choose(panel: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await panel.getByRole('combobox', { name: label }).click();
  await panel.getByRole('option', { name: option }).first().click();
}

/** Selects what `field` holds and types `text` into it key by key, as a person retyping it. */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.page().keyboard.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/** Confirms the launch and waits for its end; returns the launch id shown. */
export async function confirmAndWait(
  panel: Page,
  ads: number,
  outcome: 'Campaign Launch Complete' | 'Campaign Launch Failed' = 'Campaign Launch Complete',
): Promise<string> {
  await panel.getByRole('button', { name: `Launch ${ads} ad${ads === 1 ? '' : 's'}` }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await expect(dialog.getByText(`Are you sure you want to launch ${ads} ad(s)?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('heading', { name: outcome })).toBeVisible();
  return panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
}

export async function simFault(fault: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${simUrl()}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (!res.ok) throw new Error(`fault refused: ${await res.text()}`);
}

export async function simResetFaults(): Promise<void> {
  await fetch(`${simUrl()}/__sim/faults`, { method: 'DELETE' });
}

export async function simConfig(config: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${simUrl()}/__sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(config) });
  if (!res.ok) throw new Error(`config refused: ${await res.text()}`);
}

export async function simObjects(type: string, accountId: string): Promise<Array<Record<string, unknown>>> {
  const body = (await (await fetch(`${simUrl()}/__sim/objects?type=${type}&accountId=${accountId}`)).json()) as { data: Array<Record<string, unknown>> };
  return body.data;
}

/** A valid one-ad launch for `accountId` with the simulator's first page, pixel and image of that account. */
export function apiPayload(fx: SimFixtures, accountId: string) {
  // The whole of the simulator's fixtures, which this file types only in part.
  return panelPayload(fx as unknown as PanelFixtures, accountId);
}

/** Sets a user's plan through the operators' route (docs/bulk-launch.md). */
export async function setPlan(userId: string, body: object): Promise<void> {
  const res = await fetch(`${apiUrl()}/admin/users/${userId}/plan`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`plan refused: ${await res.text()}`);
}

/** The signed-in user's Salvo id, as the panel stores it. */
export async function signedInUserId(panel: Page): Promise<string> {
  return panel.evaluate(async () => ((await chrome.storage.local.get('user')).user as { id: string }).id);
}

/** Calls the Salvo API as the signed-in user, through the background (as the panel does). */
export async function apiAsUser(
  panel: Page,
  req: { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown }> {
  return panel.evaluate((r) => chrome.runtime.sendMessage({ type: 'api', ...r }) as Promise<{ status: number; body: unknown }>, req);
}
