import { expect, graphList, test } from './fixtures';
import { apiAsUser, expectAccessible, openLaunchApp, openSection, retype } from './launch-app';

// Launch paused (docs/product-rules.md#launch-paused), by keyboard and typed key by key: the switch kept over a reload,
// the review's words, the tracker, the launches page, and what the platform has, read back from the simulator.

test('launch paused: switched on by keyboard, kept over a reload, said in the review, the tracker and Launches; the campaign paused on the platform', async ({
  context,
  panel,
}) => {
  const { user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await retype(panel.getByLabel(/Daily budget/), '7.25');
  await panel.keyboard.press('Tab');
  await openSection(panel, 'Assets & Tracking');
  await retype(panel.getByLabel('Destination URL'), 'https://shop.example.com/paused');
  await panel.keyboard.press('Tab');

  const paused = panel.getByRole('switch', { name: 'Launch paused' });
  await expect(paused).not.toBeChecked();
  await paused.focus();
  await panel.keyboard.press('Space');
  await expect(paused).toBeChecked();
  await expectAccessible(panel, 'step 2 with launch paused');
  // Nothing of the choice is lost on a reload.
  await panel.reload();
  await expect(panel.getByRole('switch', { name: 'Launch paused' })).toBeChecked();

  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await expect(
    dialog.getByText(/^Launch paused is on: the campaign is created paused, and nothing spends until you turn it on in Ads Manager\./),
  ).toBeVisible();
  await expect(dialog.getByText('Everything you launch is ACTIVE', { exact: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();
  await expect(panel.getByText('Launched paused: nothing spends until you turn it on in Ads Manager.')).toBeVisible();
  await expectAccessible(panel, 'launched paused');

  const launchId = await panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
  const record = (await apiAsUser(panel, { method: 'GET', path: `/dashboard/campaign-launches/${launchId}` })).body as { campaignId: string };
  const campaigns = await graphList(accountId, 'campaigns', user.accessToken, 'id,status');
  expect(campaigns.find((c) => c.id === record.campaignId)).toMatchObject({ status: 'PAUSED' });
  const adSets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id,status,daily_budget')).filter(
    (a) => a.campaign_id === record.campaignId,
  );
  expect(adSets).toEqual([expect.objectContaining({ status: 'ACTIVE', daily_budget: '725' })]);

  await panel.getByRole('tab', { name: 'Launches' }).click();
  const row = panel.getByTestId('launch-row').first();
  await expect(row.getByText('Launched paused')).toBeVisible();
  await expectAccessible(panel, 'launches with a paused launch');
});
