import type { Page } from '@playwright/test';
import { expect, graphList, test } from './fixtures';
import { choose, confirmAndWait, expectAccessible, openLaunchApp, openSection, retype, simObjects } from './launch-app';

// The platform as it is in v25 where a buyer meets it: a housing launch on a city (the platform widens it to 15
// miles; excluded audiences are not offered; a customer list needs the buyer's certification,
// docs/product-rules.md#special-ad-category), Advantage+ Audience ages sent as a suggestion
// (docs/product-rules.md#audiences), and budgets held to the platform's minimums: what the ad sets are charged for
// (impressions, $1 a day) and five times a cap or cost target (docs/product-rules.md#currencies). Each read back from
// the simulator.

/** What the platform holds of the launch's ad sets (by the launch's marker). */
async function launchedAdSets(panel: Page, accountId: string, token: string, fields: string): Promise<Array<Record<string, unknown>>> {
  const launchId = await panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
  const adSets = await graphList(accountId, 'adsets', token, `${fields},adlabels`);
  return adSets.filter((a) => JSON.stringify(a.adlabels ?? []).includes(`"salvo:${launchId}"`));
}

async function destination(panel: Page, url: string): Promise<void> {
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially(url);
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
}

test('a housing launch on a city: 15 miles around it, no excluded audiences, a customer list only once certified', async ({ context, panel }) => {
  test.slow(); // many fields, each waiting on what the buyer sees
  const { fx, user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('switch', { name: 'Special Ad Category' }).check();
  await choose(panel, 'Category', 'Housing');
  await choose(panel, 'Target Locations', 'United States');
  await panel.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Next' }).click();

  await openSection(panel, 'Targeting & Delivery');
  // Austin instead of the whole United States: the panel says how far the platform reaches.
  const locations = panel.getByRole('combobox', { name: 'Locations', exact: true });
  await locations.click();
  await panel.keyboard.press('Backspace');
  await locations.pressSequentially('Austin');
  await panel
    .getByRole('option', { name: /^Austin/ })
    .first()
    .click();
  await panel.keyboard.press('Escape');
  await expect(panel.getByText('For Housing ads, the platform reaches at least 15 miles around each city.')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Excluded audiences' })).toBeDisabled();

  // A customer list holds the launch until the buyer certifies it.
  const list = fx.customAudiences.find((a) => a.accountId === accountId && a.subtype === 'CUSTOM')!;
  await panel.getByRole('combobox', { name: 'Custom audiences' }).focus();
  await panel.keyboard.press('ArrowDown');
  await panel.getByRole('option', { name: list.name }).click();
  await panel.keyboard.press('Escape');
  const certify = panel.getByRole('checkbox', { name: "I certify that my customer lists follow the platform's terms for Housing ads." });
  await expect(certify).toBeVisible();
  await expect(
    panel.getByText("For Housing ads, a customer list needs your certification that it follows the platform's terms. Please certify it, or remove it.").first(),
  ).toBeVisible();
  await certify.focus();
  await panel.keyboard.press('Space');
  await expect(certify).toBeChecked();
  await expectAccessible(panel, 'housing audiences');

  await destination(panel, 'https://homes.example.com/austin');
  await confirmAndWait(panel, 1);
  const [adSet] = await launchedAdSets(panel, accountId, user.accessToken, 'targeting');
  const targeting = adSet!.targeting as { geo_locations: { cities: Array<Record<string, unknown>> }; custom_audiences: Array<{ id: string }> };
  expect(targeting.geo_locations.cities).toEqual([expect.objectContaining({ radius: 15, distance_unit: 'mile' })]);
  expect(targeting.custom_audiences.map((a) => a.id)).toEqual([list.id]);
  // The certification is a parameter of the ad set, not a field it answers: the simulator's store holds it.
  const stored = (await simObjects('adset', accountId)).find((a) => a.id === adSet!.id)!;
  expect(stored.is_sac_cfca_terms_certified).toBe(true);
});

test('Advantage+ Audience takes ages 35 to 54 as a suggestion: the panel says so, the platform gets the limits it takes and the suggestion', async ({
  context,
  panel,
}) => {
  const { user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Targeting & Delivery');
  const advantage = panel.getByRole('switch', { name: 'Advantage+ Audience' });
  await advantage.focus();
  await panel.keyboard.press('Space');
  await expect(advantage).toBeChecked();
  // The ages, key by key on the slider's thumbs: 18 → 35, 65+ → 54.
  await panel.getByRole('slider', { name: 'Minimum age' }).focus();
  for (let i = 0; i < 17; i += 1) await panel.keyboard.press('ArrowRight');
  await panel.getByRole('slider', { name: 'Maximum age' }).focus();
  for (let i = 0; i < 11; i += 1) await panel.keyboard.press('ArrowLeft');
  await expect(panel.getByText('Age: 35-54')).toBeVisible();
  await expect(
    panel.getByText('With Advantage+ Audience, ages 35-54 are a suggestion: the platform may also reach people outside them, never younger than 25.'),
  ).toBeVisible();
  // Kept over a reload: the draft holds the ages, not a limit the panel forced.
  await panel.reload();
  await openSection(panel, 'Targeting & Delivery');
  await expect(panel.getByText('Age: 35-54')).toBeVisible();

  await destination(panel, 'https://shop.example.com/fall');
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const review = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await review.getByRole('button', { name: 'Details' }).click();
  await expect(review.getByRole('row', { name: /^Age range / })).toHaveText(/35-54 suggested, never under 25/);
  await review.getByRole('button', { name: 'Cancel' }).click();
  await confirmAndWait(panel, 1);
  const [adSet] = await launchedAdSets(panel, accountId, user.accessToken, 'targeting');
  expect(adSet!.targeting).toMatchObject({ age_min: 25, age_max: 65, age_range: [35, 54], targeting_automation: { advantage_audience: 1 } });
});

test('a $3 budget for website conversions: the platform takes it (charged for impressions, $1 a day), 300 cents on it', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  const budget = panel.getByLabel('Daily budget (USD)', { exact: true });
  await retype(budget, '3');
  await panel.keyboard.press('Tab');
  await expect(budget).toHaveValue('$3.00');
  await expect(budget).not.toHaveAttribute('aria-invalid', 'true');
  await destination(panel, 'https://shop.example.com/three');
  await confirmAndWait(panel, 1);
  const [adSet] = await launchedAdSets(panel, accountId, user.accessToken, 'daily_budget,billing_event');
  expect(adSet).toMatchObject({ daily_budget: '300', billing_event: 'IMPRESSIONS' });
});

test('a $20 budget with a $5 cost cap is refused at the budget and the bid with the figures, over a reload; $25 a day launches', async ({ context, panel }) => {
  test.slow(); // many fields, each waiting on what the buyer sees
  const { user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await retype(panel.getByLabel('Daily budget (USD)', { exact: true }), '20');
  await panel.keyboard.press('Tab');
  await choose(panel, 'Bid strategy', 'Cost Per Result');
  await retype(panel.getByLabel('Bid amount (USD)', { exact: true }), '5');
  await panel.keyboard.press('Tab');
  const budget = panel.getByLabel('Daily budget (USD)', { exact: true });
  const bid = panel.getByLabel('Bid amount (USD)', { exact: true });
  const tooSmall = /With a cost per result goal of \$5\.00, the daily budget must be at least \$25\.00: the platform asks for 5 times the bid a day\./;
  const tooHigh = /With a daily budget of \$20\.00, the cost per result goal can be at most \$4\.00/;
  await expect(budget).toHaveAccessibleDescription(tooSmall);
  await expect(bid).toHaveAccessibleDescription(tooHigh);
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://shop.example.com/capped');
  await expect(panel.getByTestId('launch-reason')).toContainText('5 times the bid a day');
  await expectAccessible(panel, 'budget under five bids');

  // Nothing lost on a reload: the amounts and what holds the launch come back.
  await panel.reload();
  await expect(budget).toHaveValue('$20.00');
  await expect(budget).toHaveAccessibleDescription(tooSmall);
  await retype(budget, '25');
  await panel.keyboard.press('Tab');
  await expect(budget).not.toHaveAttribute('aria-invalid', 'true');
  await expect(bid).not.toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await confirmAndWait(panel, 1);
  const [adSet] = await launchedAdSets(panel, accountId, user.accessToken, 'daily_budget,bid_amount,bid_strategy');
  expect(adSet).toMatchObject({ daily_budget: '2500', bid_amount: 500, bid_strategy: 'COST_CAP' });
});
