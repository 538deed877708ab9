import { expect, graphList, test } from './fixtures';
import { confirmAndWait, expectAccessible, openLaunchApp, openSection, screenshot, simConfig, simFault, simResetFaults } from './launch-app';

// Launches that fail (at the platform, in the API) and a service worker stopped mid-launch.

// Faults and latency are the simulator's, shared by the run: each test leaves none behind.
test.afterEach(async () => {
  await simResetFaults();
  await simConfig({ latency: { baseMs: 0, perBatchOpMs: 0 } });
});

test('a launch the platform refuses: Issue Details, technical details, copy the id, Delete now', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel);
  // Every ad of this account is refused by the platform (the simulator's fault rules).
  await simFault({
    kind: 'error',
    method: 'POST',
    path: `^/${accountId}/ads$`,
    error: { code: 100, message: 'Invalid parameter: the creative is not allowed.' },
  });
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://shop.example.com/fails');
  const launchId = await confirmAndWait(panel, 1, 'Campaign Launch Failed');

  await expect(panel.getByText('Issue Details')).toBeVisible();
  await panel.getByRole('button', { name: 'Technical Details' }).click();
  await expect(panel.getByRole('button', { name: 'Technical Details' })).toHaveAttribute('aria-expanded', 'true');
  await panel.getByRole('button', { name: 'Copy launch ID' }).click();
  await expect(panel.getByText('Launch ID copied to clipboard')).toBeVisible();
  expect(launchId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(panel.getByText(`Launch ID: ${launchId}`)).toBeVisible();
  await expectAccessible(panel, 'failed');
  await screenshot(panel, 'failed');

  const campaignId = new URL((await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href'))!).searchParams.get('selected_campaign_ids')!;
  expect((await graphList(accountId, 'campaigns', user.accessToken, 'id')).some((c) => c.id === campaignId)).toBe(true);
  await panel.getByRole('button', { name: 'Delete now' }).click();
  await expect(panel.getByText('Campaign deleted successfully')).toBeVisible();
  await expect.poll(async () => (await graphList(accountId, 'campaigns', user.accessToken, 'id')).some((c) => c.id === campaignId)).toBe(false);

  // Adjust Settings goes back to the settings, as they were.
  await panel.getByRole('button', { name: 'Adjust Settings' }).click();
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByLabel('Destination URL')).toHaveValue('https://shop.example.com/fails');
});

test('the service worker stopped mid-launch: polling resumes and the notification comes once', async ({ context, panel }) => {
  await openLaunchApp(context, panel);
  // Every platform write fails for now (transient, so the launch keeps trying): the launch is still running when
  // Chrome stops the service worker, however slow the machine. A slow platform alone let a busy run finish first.
  await simFault({ kind: 'transient', method: 'POST' });
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://shop.example.com/restart');
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  await panel.getByRole('dialog', { name: 'Review Launch Details' }).getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('heading', { name: 'Launching Your Campaign' })).toBeVisible();

  // Stop the worker as Chrome does when it idles it out (DevTools protocol), and see it stopped, then back.
  const cdp = await context.newCDPSession(panel);
  const states: string[] = [];
  let versionId = '';
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of e.versions as Array<{ versionId: string; scriptURL: string; runningStatus: string }>) {
      if (!v.scriptURL.endsWith('/background.js')) continue;
      versionId = v.versionId;
      states.push(v.runningStatus);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => versionId).not.toBe('');
  await cdp.send('ServiceWorker.stopWorker', { versionId });
  await expect.poll(() => states.at(-1)).toBe('stopped');
  await simResetFaults();

  // The alarm brings the worker back; it polls the launch to its end and notifies once.
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();
  expect(states.slice(states.indexOf('stopped'))).toContain('running');
  const { notifications, tracked } = await panel.evaluate(async () => ({
    notifications: Object.keys(await chrome.notifications.getAll()).filter((id) => id.startsWith('launch:')),
    tracked: Object.values((await chrome.storage.local.get('trackedLaunches')).trackedLaunches as Record<string, { notified: boolean }>),
  }));
  expect(notifications).toHaveLength(1);
  expect(tracked.map((t) => t.notified)).toEqual([true]);
});

test('the launch request itself fails: An Error Occurred, then Adjust Settings', async ({ context, panel }) => {
  const { accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://shop.example.com/refused');
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  // The review's plan is made (it reads the account too); then the API reaches the ad account again before it accepts
  // the launch, and the platform refuses that read once.
  const confirm = panel.getByRole('dialog', { name: 'Review Launch Details' }).getByRole('button', { name: 'Confirm Launch' });
  await expect(confirm).toBeEnabled();
  // The ad previews plan the launch too, once the plan is shown: the refusal is for the launch's read, after theirs.
  await expect(panel.getByText('Loading the previews from Facebook…')).toHaveCount(0);
  await simFault({ kind: 'error', method: 'GET', path: `^/${accountId}$`, times: 1, error: { code: 200, message: 'Permissions error', status: 403 } });
  await confirm.click();
  const dialog = panel.getByRole('dialog', { name: 'An Error Occurred' });
  await expect(dialog).toBeVisible();
  await expectAccessible(panel, 'an error occurred');
  await screenshot(panel, 'error');
  await dialog.getByRole('button', { name: 'Adjust Settings' }).click();
  await expect(panel.getByLabel('Destination URL')).toHaveValue('https://shop.example.com/refused');
});
