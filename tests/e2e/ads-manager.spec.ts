import type { Locator, Page, Worker } from '@playwright/test';
import { expect, simFixtures, simUrl, test } from './fixtures';
import { expectAccessible } from './launch-app';
import { signIn } from './sign-in';

// Ads Manager as buyers open it (docs/side-panel.md#the-launch-tab, #where-the-panel-is-offered): from Business
// Suite's own navigation, on www., on the accounts overview; the Launch tab on the page's edge, never over the
// editing drawer's Publish and Close; the keyboard shortcut; the side panel offered on Ads Manager tabs only.

const CAMPAIGNS = 'https://adsmanager.facebook.com/adsmanager/manage/campaigns';

/** The id Chrome gives the page's tab (brought to the front: the active tab). */
async function tabIdOf(serviceWorker: Worker, page: Page): Promise<number> {
  await page.bringToFront();
  return serviceWorker.evaluate(async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]!.id!);
}
const panelOf = (serviceWorker: Worker, tabId: number) => serviceWorker.evaluate((id) => chrome.sidePanel.getOptions({ tabId: id }), tabId);
const tabAccounts = (serviceWorker: Worker) =>
  serviceWorker.evaluate(async () => ((await chrome.storage.session.get('tabAccounts')).tabAccounts ?? {}) as Record<string, string | null>);
/** Every side panel Chrome opens from now on, as the background hears of it. */
async function recordOpenedPanels(serviceWorker: Worker): Promise<() => Promise<Array<{ tabId?: number; path: string }>>> {
  await serviceWorker.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(globalThis, { openedPanels: seen });
    chrome.sidePanel.onOpened.addListener((info: unknown) => seen.push(info));
  });
  return () => serviceWorker.evaluate(() => (globalThis as unknown as { openedPanels: Array<{ tabId?: number; path: string }> }).openedPanels);
}

/**
 * Presses Salvo's shortcut as a keyboard does. Playwright's `keyboard.press` hands keys to the page only, past
 * Chrome's own shortcuts; a raw key-down reaches Chrome first, as a person's does, and Chrome runs the command.
 */
async function pressShortcut(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const alt = 1;
  const shift = 8;
  for (const type of ['rawKeyDown', 'keyUp'] as const)
    await cdp.send('Input.dispatchKeyEvent', { type, modifiers: alt | shift, key: 'S', code: 'KeyS', windowsVirtualKeyCode: 83, nativeVirtualKeyCode: 83 });
  await cdp.detach();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on the page');
  return b;
}
/** Drags the tab by its middle to `y` (the pointer's height in the viewport). */
async function dragTo(page: Page, launch: Locator, y: number): Promise<void> {
  const from = await box(launch);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, y, { steps: 8 });
  await page.mouse.up();
}

test('Business Suite: dormant until its own navigation reaches Ads Manager; there the tab, the account and the panel; leaving takes them away', async ({
  context,
  serviceWorker,
}) => {
  const openedPanels = await recordOpenedPanels(serviceWorker);
  const page = await context.newPage();
  await page.goto('https://business.facebook.com/latest/home?business_id=300001');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const tabId = await tabIdOf(serviceWorker, page);
  const launch = page.getByRole('button', { name: 'Launch', exact: true });
  // Nothing of Salvo's on Business Suite's own pages: no tab, no panel, no account.
  await expect(page.locator('salvo-launch')).toHaveCount(0);
  expect(await panelOf(serviceWorker, tabId)).not.toMatchObject({ enabled: true });
  expect(await tabAccounts(serviceWorker)).toEqual({});

  // Business Suite's "Ads Manager" changes the URL in the page: no new page, no new injection of the script.
  await page.getByRole('link', { name: 'Ads Manager' }).click();
  await expect(page).toHaveURL(/\/adsmanager\/manage\/campaigns\?act=101&business_id=300001&nav_source=flyout_menu$/);
  await expect(launch).toBeVisible();
  expect(await panelOf(serviceWorker, tabId)).toMatchObject({ enabled: true, path: 'sidepanel.html' });
  expect(await tabAccounts(serviceWorker)).toEqual({ [tabId]: 'act_101' });
  await launch.click();
  await expect.poll(openedPanels).toEqual([expect.objectContaining({ tabId, path: '/sidepanel.html' })]);

  // Back to Business Suite's home, in the page: the tab goes, the panel is withdrawn from the tab, the account forgotten.
  await page.getByRole('link', { name: 'Business Suite home' }).click();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(launch).toHaveCount(0);
  await expect.poll(() => panelOf(serviceWorker, tabId)).toMatchObject({ enabled: false });
  await expect.poll(() => tabAccounts(serviceWorker)).toEqual({});
});

test("the panel is offered on Ads Manager tabs only (www.'s bare /adsmanager too); a tab that closes or goes to another site leaves the map", async ({
  context,
  serviceWorker,
}) => {
  const elsewhere = await context.newPage();
  await elsewhere.goto(`${simUrl()}/__sim/fixtures`);
  const first = await context.newPage();
  await first.goto(`${CAMPAIGNS}?act=201`);
  await expect(first.getByRole('button', { name: 'Launch', exact: true })).toBeVisible();
  const second = await context.newPage();
  await second.goto('https://www.facebook.com/adsmanager/manage/campaigns?act=204&business_id=300002&nav_source=flyout_menu');
  await expect(second.getByRole('button', { name: 'Launch', exact: true })).toBeVisible();
  const [elsewhereId, firstId, secondId] = [await tabIdOf(serviceWorker, elsewhere), await tabIdOf(serviceWorker, first), await tabIdOf(serviceWorker, second)];
  expect(await panelOf(serviceWorker, elsewhereId)).not.toMatchObject({ enabled: true });
  expect(await panelOf(serviceWorker, firstId)).toMatchObject({ enabled: true });
  expect(await panelOf(serviceWorker, secondId)).toMatchObject({ enabled: true });
  expect(await tabAccounts(serviceWorker)).toEqual({ [firstId]: 'act_201', [secondId]: 'act_204' });

  // The bare path buyers type on www.: the same Ads Manager. Closed, it leaves the map.
  const bare = await context.newPage();
  await bare.goto('https://www.facebook.com/adsmanager?act=201');
  await expect(bare.getByRole('button', { name: 'Launch', exact: true })).toBeVisible();
  const bareId = await tabIdOf(serviceWorker, bare);
  expect(await panelOf(serviceWorker, bareId)).toMatchObject({ enabled: true });
  expect(await tabAccounts(serviceWorker)).toMatchObject({ [bareId]: 'act_201' });
  await bare.close();
  await expect.poll(() => tabAccounts(serviceWorker)).toEqual({ [firstId]: 'act_201', [secondId]: 'act_204' });

  // A reload of Ads Manager keeps it.
  await first.reload();
  await expect(first.getByRole('button', { name: 'Launch', exact: true })).toBeVisible();
  expect(await panelOf(serviceWorker, firstId)).toMatchObject({ enabled: true });

  // To another site: a page whose URL Chrome does not show the extension.
  await first.goto(`${simUrl()}/__sim/fixtures`);
  await expect.poll(() => tabAccounts(serviceWorker)).toEqual({ [secondId]: 'act_204' });
  expect(await panelOf(serviceWorker, firstId)).toMatchObject({ enabled: false });
  await second.close();
  await expect.poll(() => tabAccounts(serviceWorker)).toEqual({});
});

test('the keyboard shortcut opens the panel in an Ads Manager tab, and nowhere else', async ({ context, serviceWorker }) => {
  const commands = await serviceWorker.evaluate(() => chrome.commands.getAll());
  expect(commands).toContainEqual(expect.objectContaining({ name: 'open-side-panel', shortcut: 'Alt+Shift+S' }));
  const openedPanels = await recordOpenedPanels(serviceWorker);

  const home = await context.newPage();
  await home.goto('https://business.facebook.com/latest/home?business_id=300001');
  await expect(home.getByRole('heading', { name: 'Home' })).toBeVisible();
  await home.bringToFront();
  await pressShortcut(home);

  const ads = await context.newPage();
  await ads.goto(`${CAMPAIGNS}?act=101`);
  await expect(ads.getByRole('button', { name: 'Launch', exact: true })).toBeVisible();
  const adsId = await tabIdOf(serviceWorker, ads);
  await pressShortcut(ads);
  // One panel, the Ads Manager tab's: the press on Business Suite's home, made first, opened none.
  await expect.poll(openedPanels).toEqual([expect.objectContaining({ tabId: adsId })]);
});

test('the accounts overview keeps the last account, and the panel says so', async ({ context, panel }) => {
  const { users, adAccounts } = await simFixtures();
  const agency = users.find((u) => u.role === 'agency')!;
  const [first, second] = agency.adAccountIds as [string, string];
  const nameOf = (id: string) => adAccounts.find((a) => a.id === id)!.name;
  await signIn(context, panel, agency.name);

  const ads = await context.newPage();
  await ads.goto(`https://business.facebook.com/adsmanager/manage/campaigns?act=${first.slice(4)}&business_id=300001&nav_source=flyout_menu`);
  await expect(ads.getByRole('button', { name: 'Launch', exact: true })).toBeVisible();
  const active = panel.getByTestId('active-account');
  const kept = panel.getByTestId('kept-account');
  await expect(active).toHaveText(nameOf(first));
  await expect(kept).toHaveCount(0);

  await ads.getByRole('link', { name: 'All ad accounts' }).click();
  await expect(ads).toHaveURL(/\/adsmanager\/manage\/accounts\?business_id=300001&nav_source=flyout_menu$/);
  await expect(kept).toHaveText('This Ads Manager page shows no ad account: Salvo keeps the last one.');
  await expect(active).toHaveText(nameOf(first));
  // Said whole under the app bar at the panel's width. (The check brings the panel's tab to the front: Ads Manager's
  // goes back there, as the tab Salvo follows.)
  await expectAccessible(panel, 'accounts overview');
  await ads.bringToFront();
  // Still there after the panel is opened again.
  await panel.reload();
  await expect(kept).toBeVisible();
  await expect(active).toHaveText(nameOf(first));

  await ads.getByRole('link', { name: new RegExp(`^${nameOf(second)}`) }).click();
  await expect(active).toHaveText(nameOf(second));
  await expect(kept).toHaveCount(0);
});

const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 1024, height: 600 },
  { width: 800, height: 480 },
];

test("the Launch tab sits on the page's edge and never covers the editing drawer's Publish and Close, wherever it is dragged", async ({ context }) => {
  const page = await context.newPage();
  await page.goto(`${CAMPAIGNS}?act=101`);
  const launch = page.getByRole('button', { name: 'Launch', exact: true });
  await expect(launch).toBeVisible();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Edit campaign' });
  const publish = drawer.getByRole('button', { name: 'Publish' });
  const close = drawer.getByRole('button', { name: 'Close' });

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const where = (label: string) => `${viewport.width}x${viewport.height}, ${label}`;
    const check = async (label: string) => {
      const tab = await box(launch);
      expect(tab.x + tab.width, where(label)).toBeCloseTo(viewport.width, 0);
      for (const button of [publish, close]) expect(overlaps(tab, await box(button)), `${where(label)}: over ${await button.textContent()}`).toBe(false);
    };
    await check('where it was');
    await dragTo(page, launch, viewport.height - 1);
    await check('dragged to the bottom');
    await dragTo(page, launch, 0);
    await check('dragged to the top');
    await launch.focus();
    await page.keyboard.press('End');
    await check('End');
  }
  // No drag went through to the page or opened anything: the drawer is still open.
  await expect(drawer).toBeVisible();
});

test('the Launch tab is dragged or moved by keyboard along the edge; its place is kept after a reload and in another tab', async ({
  context,
  serviceWorker,
}) => {
  const openedPanels = await recordOpenedPanels(serviceWorker);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${CAMPAIGNS}?act=101`);
  const launch = page.getByRole('button', { name: 'Launch', exact: true });
  await expect(launch).toBeVisible();
  const start = await box(launch);

  await dragTo(page, launch, 200);
  const dragged = await box(launch);
  expect(dragged.y + dragged.height / 2).toBeCloseTo(200, 0);
  await page.reload();
  await expect(launch).toBeVisible();
  expect((await box(launch)).y).toBeCloseTo(dragged.y, 0);
  // A drag is not a click: no panel opened.
  expect(await openedPanels()).toEqual([]);

  // By keyboard: Tab to it, the arrow keys move it, Enter opens the panel.
  await launch.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const moved = await box(launch);
  expect(moved.y).toBeGreaterThan(dragged.y + 40);
  await page.keyboard.press('Enter');
  await expect.poll(openedPanels).toHaveLength(1);

  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 800 });
  await other.goto(`${CAMPAIGNS}?act=101`);
  const otherLaunch = other.getByRole('button', { name: 'Launch', exact: true });
  await expect(otherLaunch).toBeVisible();
  expect((await box(otherLaunch)).y).toBeCloseTo(moved.y, 0);
  expect(moved.y).not.toBeCloseTo(start.y, 0);
});
