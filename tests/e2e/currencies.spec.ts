import type { Page } from '@playwright/test';
import { expect, graphList, test } from './fixtures';
import { choose, confirmAndWait, expectAccessible, openLaunchApp, openSection, retype } from './launch-app';

// Money in the account's own currency (docs/product-rules.md#currencies) and the review as the plan the platform
// gets (docs/product-rules.md#review-and-confirm), typed as a buyer types, read back from the simulator.

/** What the platform holds of the launch's ad sets (by the launch's marker). */
async function launchedAdSets(panel: Page, accountId: string, token: string, fields: string): Promise<Array<Record<string, unknown>>> {
  const launchId = await panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
  const adSets = await graphList(accountId, 'adsets', token, `${fields},adlabels`);
  return adSets.filter((a) => JSON.stringify(a.adlabels ?? []).includes(`"salvo:${launchId}"`));
}

test('a yen launch typed key by key: the account minimum and whole yen at the field, ¥5,000 in the review and 5000 on the platform', async ({
  context,
  panel,
}) => {
  test.slow(); // many fields, each waiting on what the buyer sees
  const { user, accountId } = await openLaunchApp(context, panel, 'agency', 5);
  expect(accountId).toBe('act_206');
  await panel.getByRole('button', { name: 'Next' }).click();

  const budget = panel.getByLabel('Daily budget (JPY)', { exact: true });
  // Yen have no decimals: refused at the field as typed, and the launch waits.
  await retype(panel.getByLabel('Daily budget (JPY)', { exact: true }), '5000.5');
  await expect(budget).toHaveAccessibleDescription(/JPY amounts have no decimals: enter a whole number, like 500\./);
  // Under the minimum of what the ad sets are charged for (impressions: ¥150 a day, the platform's minimum_budgets
  // for this account).
  await retype(panel.getByLabel('Daily budget (JPY)', { exact: true }), '120');
  await panel.keyboard.press('Tab');
  await expect(budget).toHaveAccessibleDescription(/The minimum daily budget for Website Conversions ads in this ad account is ¥150\./);
  await retype(panel.getByLabel('Daily budget (JPY)', { exact: true }), '5000');
  await panel.keyboard.press('Tab');
  await expect(budget).toHaveValue('¥5,000');

  // A bid cap of ¥120: its minimum reads in yen.
  await choose(panel, 'Bid strategy', 'Bid Cap');
  await retype(panel.getByLabel('Bid amount (JPY)', { exact: true }), '120');
  await panel.keyboard.press('Tab');
  await expect(panel.getByLabel('Bid amount (JPY)', { exact: true })).toHaveValue('¥120');

  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://lumen.example.jp/tokyo');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await expect(dialog.getByRole('row', { name: /^Budget / })).toHaveText(/¥5,000 daily per ad set/);
  await expect(dialog.getByRole('row', { name: /^Bid strategy / })).toHaveText(/Bid Cap, ¥120/);
  await expect(dialog.getByRole('row', { name: /^Ad account / })).toHaveText(/Lumen – Japan \(act_206\)/);
  await expect(dialog.getByRole('row', { name: /^Launch date / })).toContainText('Asia/Tokyo');
  await dialog.getByRole('button', { name: 'Details' }).click();
  await expect(dialog.getByRole('row', { name: /^Estimated daily spend / })).toHaveText(/¥5,000/);
  // What the platform receives: the yen as they are.
  await dialog.getByRole('button', { name: 'What Facebook receives' }).click();
  await expect(dialog.getByText(/"daily_budget": 5000,/)).toBeVisible();
  await expectAccessible(panel, 'yen review');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await confirmAndWait(panel, 1);

  const [adSet] = await launchedAdSets(panel, accountId, user.accessToken, 'daily_budget,bid_amount,bid_strategy');
  expect(adSet).toMatchObject({ daily_budget: '5000', bid_amount: 120, bid_strategy: 'LOWEST_COST_WITH_BID_CAP' });
});

test('a saved audience under a housing category is refused in the review at the audience, and the launch goes with the form’s targeting', async ({
  context,
  panel,
}) => {
  test.slow();
  const { fx, user, accountId } = await openLaunchApp(context, panel);
  // Housing with the United States as its target location.
  await panel.getByRole('switch', { name: 'Special Ad Category' }).check();
  await choose(panel, 'Category', 'Housing');
  await choose(panel, 'Target Locations', 'United States');
  await panel.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Next' }).click();
  // The form's own targeting is fixed: all genders, 18-65+.
  await openSection(panel, 'Targeting & Delivery');
  await expect(panel.getByRole('radio', { name: 'Men', exact: true })).toBeDisabled();
  await expect(panel.getByText('For Housing ads, the age range is automatically set to 18-65+ and cannot be modified.')).toBeVisible();
  // A saved audience brings its own ages (25-54): the panel cannot see them, the plan does.
  const saved = fx.savedAudiences.find((a) => a.accountId === accountId && a.name.endsWith('adults 25-54'))!;
  await choose(panel, 'Saved audience', saved.name);
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://homes.example.com/open-house');
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await expect(dialog.getByRole('alert')).toContainText(
    'This saved audience targets ages 25-54, which Housing ads cannot: choose another saved audience or none.',
  );
  await expect(dialog.getByRole('button', { name: 'Confirm Launch' })).toBeDisabled();
  await expectAccessible(panel, 'refused review');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openSection(panel, 'Targeting & Delivery');
  await panel.getByRole('button', { name: 'Clear saved audience' }).click();
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const review = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await review.getByRole('button', { name: 'Details' }).click();
  await expect(review.getByRole('row', { name: /^Age range / })).toHaveText(/18.+65\+/);
  await expect(review.getByRole('row', { name: /^Gender / })).toHaveText(/All/);
  await review.getByRole('button', { name: 'Cancel' }).click();
  await confirmAndWait(panel, 1);
  const [adSet] = await launchedAdSets(panel, accountId, user.accessToken, 'targeting');
  expect(adSet!.targeting).toMatchObject({ age_min: 18, age_max: 65 });
  expect((adSet!.targeting as Record<string, unknown>).genders).toBeUndefined();
});
