import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Signs in from the side panel as `userName`: the background opens the platform's login dialog with
 * chrome.identity.launchWebAuthFlow, a window Playwright sees as a page of the context (docs/security.md "Sign-in").
 */
export async function signIn(context: BrowserContext, panel: Page, userName: string): Promise<void> {
  const loginWindow = context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Continue with Facebook' }).click();
  const dialog = await loginWindow;
  await dialog.getByRole('button', { name: `Continue as ${userName}` }).click();
  // Chrome hands the chromiumapp.org redirect to the background and closes the window; the background exchanges
  // the code and the panel leaves the sign-in screen for one with the user's account menu.
  await expect(panel.getByRole('button', { name: `${userName}, account menu` })).toBeVisible();
  await expect.poll(() => dialog.isClosed()).toBe(true);
  // The panel's tab, not the gone window, is the one Chromium renders at full rate (as after any window or tab a test
  // opens: see expectAccessible in launch-app.ts).
  await panel.bringToFront();
}

/** Signs out from the account menu on the app bar's chip, as a person does. */
export async function signOut(panel: Page, userName: string): Promise<void> {
  await panel.getByRole('button', { name: `${userName}, account menu` }).click();
  await panel.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
}
