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
  // Delete now asks once, saying what it deletes; Cancel deletes nothing.
  await panel.getByRole('button', { name: 'Delete now' }).click();
  const ask = panel.getByRole('dialog', { name: 'Delete now?' });
  await expect(ask).toContainText('Delete now removes from the platform, at once, what this launch created for');
  await expectAccessible(panel, 'delete now asked');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect((await graphList(accountId, 'campaigns', user.accessToken, 'id')).some((c) => c.id === campaignId)).toBe(true);
  await panel.getByRole('button', { name: 'Delete now' }).click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByText('Campaign deleted successfully')).toBeVisible();
  await expect.poll(async () => (await graphList(accountId, 'campaigns', user.accessToken, 'id')).some((c) => c.id === campaignId)).toBe(false);

  // Reopened from Launches, the deleted launch looks deleted: said beside its status and under it, nothing to delete.
  await panel.getByRole('button', { name: 'Go to Launches' }).click();
  const listed = panel.getByTestId('launch-row').first();
  await expect(listed).toContainText('DELETED');
  await listed.getByRole('button').first().click();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Failed' })).toBeVisible();
  await expect(panel.getByText('DELETED', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Deleted \d{4}-\d\d-\d\d \d\d:\d\d \(.+\): what this launch created is gone from the platform\.$/)).toBeVisible();
  for (const name of ['Delete now', 'Schedule deletion']) await expect(panel.getByRole('button', { name })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectAccessible(panel, 'deleted launch');

  // Adjust Settings goes back to the settings, as they were.
  await panel.getByRole('button', { name: 'Adjust Settings' }).click();
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByLabel('Destination URL')).toHaveValue('https://shop.example.com/fails');
});

test('a launch completed with issues, retried from the panel: the missing ad is made, nothing twice', async ({ context, panel }) => {
  const { fx, user, accountId } = await openLaunchApp(context, panel);
  // The platform refuses one ad, once: the other is made.
  await simFault({
    kind: 'error',
    method: 'POST',
    path: `^/${accountId}/ads$`,
    times: 1,
    error: { code: 100, message: 'Invalid parameter: the creative is not allowed.' },
  });
  await panel.getByRole('radio', { name: 'Dedicated Ad Sets' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  const images = fx.adImages.filter((i) => (i as { adAccountId: string }).adAccountId === accountId) as Array<{ name: string }>;
  await panel.getByRole('checkbox', { name: images[1]!.name }).check();
  await panel.getByLabel('Destination URL').pressSequentially('https://shop.example.com/issues');
  const launchId = await confirmAndWait(panel, 2);
  await expect(panel.getByText('COMPLETED WITH ISSUES')).toBeVisible();
  const campaignId = new URL((await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href'))!).searchParams.get('selected_campaign_ids')!;
  const made = async () => {
    const adSets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id')).filter((a) => a.campaign_id === campaignId);
    const ads = (await graphList(accountId, 'ads', user.accessToken, 'id,adset_id')).filter((a) => adSets.some((s) => s.id === a.adset_id));
    const campaigns = (await graphList(accountId, 'campaigns', user.accessToken, 'id')).filter((c) => c.id === campaignId);
    return [campaigns.length, adSets.length, ads.length];
  };
  expect(await made()).toEqual([1, 2, 1]);
  // Retry and Delete are offered; Retry makes only what is missing, into the objects already made.
  await expect(panel.getByRole('button', { name: 'Delete now' })).toBeEnabled();
  await expectAccessible(panel, 'completed with issues');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByText('Launch retried: only what is missing is made.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();
  await expect(panel.getByText('COMPLETED', { exact: true })).toBeVisible();
  expect(await panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string)).toBe(launchId);
  expect(await made()).toEqual([1, 2, 2]);
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
