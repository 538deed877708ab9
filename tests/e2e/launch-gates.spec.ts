import type { Page } from '@playwright/test';
import { E2E_API_BASE } from '../../scripts/lib/worker-stack';
import { adminToken, apiUrl, expect, simUrl, test } from './fixtures';
import {
  apiAsUser,
  apiPayload,
  expectAccessible,
  openLaunchApp,
  openSection,
  screenshot,
  setPlan,
  signedInUserId,
  simConfig,
  simFault,
  simResetFaults,
} from './launch-app';

// Issue 14, spec §7 calls the panel makes while the launch dialog is open (docs/side-panel.md "What can hold a
// launch", "Assets from the cache"), driven through the API's real state and the simulator's control API.

test.afterEach(async () => {
  await simResetFaults();
  await simConfig({ latency: { baseMs: 0, perBatchOpMs: 0 }, videoReadyDelayMs: 2000 });
});

/** The simulator's log of Graph calls whose path contains `path`. */
async function simRequests(path: string): Promise<Array<{ status: number; fault?: unknown }>> {
  const body = (await (await fetch(`${simUrl()}/__sim/requests?path=${encodeURIComponent(path)}`)).json()) as {
    data: Array<{ status: number; fault?: unknown }>;
  };
  return body.data;
}

async function fillDestination(panel: Page, url: string): Promise<void> {
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially(url);
}

test("asset limit: past the plan's ad accounts launching turns off, with the reason and the plans page; the 20 s check turns it back on", async ({
  context,
  panel,
}) => {
  test.slow(); // six launches through the API, then one 20 s poll
  const { fx, user } = await openLaunchApp(context, panel, 'agency', 0);
  const userId = await signedInUserId(panel);
  try {
    // Sam becomes an advertiser (5 ad accounts), having launched into all six of his.
    await setPlan(userId, { plan: 'advertiser', subscription: 'active' });
    const ids: string[] = [];
    for (const accountId of user.adAccountIds) {
      const res = await apiAsUser(panel, {
        method: 'POST',
        path: '/facebook/adlauncher',
        query: { accountId },
        body: apiPayload(fx, accountId),
        headers: { 'idempotency-key': `limit-${accountId}-${Date.now()}` },
      });
      expect(res.status).toBe(200);
      ids.push((res.body as { campaignLaunchId: string }).campaignLaunchId);
    }
    await expect
      .poll(
        async () =>
          Promise.all(
            ids.map(async (id) => ((await apiAsUser(panel, { method: 'GET', path: `/dashboard/campaign-launches/${id}` })).body as { status: string }).status),
          ),
        { timeout: 60_000 },
      )
      .not.toContainEqual(expect.stringMatching(/PENDING|RUNNING/));

    await panel.reload();
    const alert = panel.getByRole('alert').filter({ hasText: 'Ad account limit reached' });
    await expect(alert).toContainText('Your plan launches into up to 5 ad accounts and you have launched into 6.');
    const plans = alert.getByRole('link', { name: 'See plans' });
    // The extension's API by the name it was built with; the test's own code reaches the same API at apiUrl().
    await expect(plans).toHaveAttribute('href', `${E2E_API_BASE}/plans?reason=account-limit`);
    expect(await (await fetch(`${apiUrl()}/plans?reason=account-limit`)).text()).toContain('<h1>Upgrade to launch into more ad accounts</h1>');
    await expectAccessible(panel, 'asset limit');
    await screenshot(panel, 'limit-exceeded');
    await fillDestination(panel, 'https://northwind.example.com/limit');
    await expect(panel.getByRole('button', { name: 'Launch 1 ad' })).toBeDisabled();
    await expect(panel.getByTestId('launch-reason')).toHaveText("Launching is off: your plan's ad account limit is reached.");

    // The plan changes on the server; the next check (every 20 s) turns launching back on without a reload.
    await setPlan(userId, { plan: 'agency', subscription: 'active' });
    await expect(alert).toHaveCount(0, { timeout: 30_000 });
    await expect(panel.getByRole('button', { name: 'Launch 1 ad' })).toBeEnabled();
  } finally {
    await setPlan(userId, { plan: 'agency', subscription: 'active' });
  }
});

test('assets: the panel opens from the API cache at once, and reads stale lists again from the platform', async ({ context, panel }) => {
  const { fx, accountId } = await openLaunchApp(context, panel);
  const { pages } = fx as unknown as { pages: Array<{ name: string; adAccountIds: string[] }> };
  const page = pages.find((p) => p.adAccountIds.includes(accountId))!;
  const userId = await signedInUserId(panel);
  // The first visit filled the API's cache. Now it is stale, and the platform fails the page list twice.
  const expired = await fetch(`${apiUrl()}/admin/users/${userId}/asset-cache/expire`, { method: 'POST', headers: { authorization: `Bearer ${adminToken()}` } });
  expect(expired.status).toBe(200);
  await simFault({ kind: 'transient', path: `^/${accountId}/promote_pages$`, times: 2 });
  await fetch(`${simUrl()}/__sim/requests`, { method: 'DELETE' });

  // Opened from the cache: the dialog and its page are there although the platform fails the pages.
  await panel.reload();
  await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();
  // The stale answer was followed by a call without the cache flag, which read the platform (and its retry).
  await expect.poll(async () => (await simRequests('/promote_pages')).filter((r) => r.fault).length).toBe(2);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByRole('combobox', { name: 'Facebook Page' })).toHaveValue(page.name);
  await expect(panel.getByText(/Failed to load assets/)).toHaveCount(0);

  // Opened again (on step 2, where it was): the still stale lists are read from the platform, which answers now;
  // the cache is fresh after.
  await panel.reload();
  await expect(panel.getByRole('combobox', { name: 'Facebook Page' })).toHaveValue(page.name);
  await expect.poll(async () => (await simRequests('/promote_pages')).filter((r) => !r.fault && r.status === 200).length).toBe(1);
  await expect
    .poll(
      async () =>
        ((await apiAsUser(panel, { method: 'GET', path: '/facebook/assets/pages', query: { accountId, forceCache: 'true' } })).body as { isValid: boolean })
          .isValid,
    )
    .toBe(true);
});

test('media import: a video still processing on the platform holds the launch until it is ready', async ({ context, panel }) => {
  test.slow(); // the status is read again every 5 s while the import runs
  const { user, accountId } = await openLaunchApp(context, panel);
  // A video uploaded to the ad account, which the platform processes for two minutes.
  await simConfig({ videoReadyDelayMs: 120_000 });
  const upload = await fetch(`${simUrl()}/v25.0/${accountId}/advideos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
    body: JSON.stringify({ file_url: 'https://cdn.example.com/spring.mp4', title: 'Spring teaser' }),
  });
  expect(upload.status).toBe(200);

  await panel.reload();
  const status = panel.getByRole('status').filter({ hasText: 'Media import in progress' });
  await expect(status).toContainText('your videos are still processing on Facebook');
  await expectAccessible(panel, 'media import');
  await screenshot(panel, 'import-running');
  await fillDestination(panel, 'https://shop.example.com/import');
  await expect(panel.getByRole('button', { name: 'Launch 1 ad' })).toBeDisabled();
  await expect(panel.getByTestId('launch-reason')).toHaveText('Launching is held until the media import ends.');

  // The platform finishes processing; the panel, reading the status while the import runs, lets the launch go.
  await fetch(`${simUrl()}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 120_000 }) });
  await expect(status).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Launch 1 ad' })).toBeEnabled();
});
