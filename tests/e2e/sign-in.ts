import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs in from the side panel through the platform's login dialog, as `userName`. */
export async function signIn(context: BrowserContext, panel: Page, userName: string): Promise<void> {
  const loginTab = context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Continue with Facebook' }).click();
  const dialog = await loginTab;
  await dialog.getByRole('button', { name: `Continue as ${userName}` }).click();
  // The background claims the session and closes the login tab; the panel leaves the sign-in screen.
  await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(() => dialog.isClosed()).toBe(true);
}
