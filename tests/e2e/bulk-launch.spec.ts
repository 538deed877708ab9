import type { Page } from '@playwright/test';
import { makePng } from '../fixtures/media/make-media';
import { expect, simFixtures, test } from './fixtures';
import {
  choose,
  expectAccessible,
  openLaunchApp,
  openSection,
  retype,
  screenshot,
  setPlan,
  signedInUserId,
  simFault,
  simObjects,
  simResetFaults,
} from './launch-app';

// Multi Account Launch for agencies (Sam, act_201..act_206) and the upgrade dialogs, in the side panel
// against the API and the simulator. See docs/bulk-launch.md.

test.afterEach(async () => {
  await simResetFaults();
});

/** A creative and a copy picked in the library, then "Launch 1 ad": bulk launches take library ads. */
async function pickFromLibrary(panel: Page, name: string): Promise<void> {
  await panel.getByRole('tab', { name: 'Library' }).click();
  await panel.getByLabel('Upload files').setInputFiles([{ name, mimeType: 'image/png', buffer: makePng(200, 200, 3) }]);
  await expect(panel.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute('aria-valuenow', '100');
  await panel.getByRole('option', { name: new RegExp(`^${name.replace('.', '\\.')} `) }).click();
  await panel.getByRole('tab', { name: /Copies/ }).click();
  await panel.getByRole('button', { name: 'New copy' }).click();
  await panel.getByLabel('Name').fill(`Copy for ${name}`);
  await panel.getByLabel('Primary text').fill('One campaign, every client.');
  await panel.getByLabel('Headline').fill('Agency launch');
  await panel.getByRole('button', { name: 'Save copy' }).click();
  await panel.getByRole('checkbox', { name: new RegExp(`Copy for ${name}`) }).check();
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();
}

const row = (panel: Page, accountId: string) => panel.getByTestId(`bulk-row-${accountId}`);

/** Turns Multi Account Launch on and adds the accounts after the Ads Manager one. */
async function bulkAccounts(panel: Page, first: string, more: string[]): Promise<void> {
  await panel.getByRole('switch', { name: 'Multi Account Launch' }).check();
  await expect(row(panel, first)).toBeVisible();
  for (const id of more) {
    await choose(panel, 'Add an ad account', new RegExp(`\\(${id}\\)`));
    await expect(row(panel, id)).toContainText('Ready to Launch');
  }
}

/** Step 2 with the launch's URL and the budgets typed key by key (`[field label, text]`), then the review. */
async function review(panel: Page, budgets: Array<[string, string]> = []) {
  await panel.getByRole('button', { name: 'Next' }).click();
  for (const [label, text] of budgets) {
    const field = panel.getByLabel(label, { exact: true });
    await retype(field, text);
    await panel.keyboard.press('Tab');
  }
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://clients.example.com/offer');
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  return panel.getByRole('dialog', { name: 'Review Launch Details' });
}

/** The launches the background follows: account and campaign of each. */
async function tracked(panel: Page): Promise<Array<{ accountId: string; campaignId: string | null }>> {
  return panel.evaluate(async () => {
    const all = (await chrome.storage.local.get('trackedLaunches')).trackedLaunches as Record<
      string,
      { accountId: string; record: { campaignId: string | null } | null }
    >;
    return Object.values(all)
      .map((t) => ({ accountId: t.accountId, campaignId: t.record?.campaignId ?? null }))
      .sort((a, b) => a.accountId.localeCompare(b.accountId));
  });
}

test('bulk launch into three accounts: the grid, Need Setup, the last account, the cards, one launch each, three campaigns', async ({ context, panel }) => {
  const { fx } = await openLaunchApp(context, panel, 'agency');
  const accounts = ['act_201', 'act_202', 'act_203'];
  const name = (id: string) => fx.adAccounts.find((a) => a.id === id)!.name;
  await pickFromLibrary(panel, 'bulk-three.png');

  // Switched on: the Ads Manager account alone, which cannot be removed, and Next wants two.
  await panel.getByRole('switch', { name: 'Multi Account Launch' }).check();
  await expect(row(panel, 'act_201')).toContainText('Ready to Launch');
  await expect(panel.getByText('You must select at least 2 accounts for multi-launch campaign.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Next' })).toBeDisabled();
  await panel.getByRole('button', { name: `Remove ${name('act_201')}` }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Cannot delete the last account. At least one account must remain.' })).toBeVisible();
  await expect(row(panel, 'act_201')).toBeVisible();

  for (const id of ['act_202', 'act_203', 'act_204']) {
    await choose(panel, 'Add an ad account', new RegExp(`\\(${id}\\)`));
    await expect(row(panel, id)).toContainText('Ready to Launch');
  }
  await expect(panel.getByTestId('bulk-ready')).toHaveText('Ready to Launch: 4');

  // Removing an account selects the next: act_203 goes, act_204 (after it) is the one being set up.
  await panel.getByRole('button', { name: `Edit ${name('act_203')}` }).click();
  await panel.getByRole('button', { name: `Remove ${name('act_203')}` }).click();
  await expect(row(panel, 'act_203')).toHaveCount(0);
  await expect(panel.getByRole('group', { name: `Setup of ${name('act_204')}` })).toBeVisible();
  await panel.getByRole('button', { name: `Remove ${name('act_204')}` }).click();
  await choose(panel, 'Add an ad account', /\(act_203\)/);
  await expect(row(panel, 'act_203')).toContainText('Ready to Launch');

  // A row without a pixel needs setup and says so at the row; choosing one again makes it ready.
  const setup = panel.getByRole('group', { name: `Setup of ${name('act_203')}` });
  const pixel = await setup.getByRole('combobox', { name: 'Pixel' }).inputValue();
  await setup.getByRole('button', { name: 'Clear pixel' }).click();
  await expect(row(panel, 'act_203')).toContainText('Need Setup');
  await expect(panel.getByTestId('bulk-need-setup')).toHaveText('Need Setup: 1');
  await expect(panel.getByText(`Please select a pixel for account: ${name('act_203')}`)).toBeVisible();
  await expectAccessible(panel, 'bulk grid');
  // At the panel's width the grid is a card per account (docs/bulk-launch.md): the screenshot from its first.
  await panel.getByRole('list', { name: 'Accounts' }).evaluate((list) => list.scrollIntoView({ block: 'start' }));
  await screenshot(panel, 'bulk-grid');
  await choose(panel, 'Pixel', pixel);
  await expect(row(panel, 'act_203')).toContainText('Ready to Launch');
  await expect(panel.getByTestId('bulk-ready')).toHaveText('Ready to Launch: 3');

  const before = Object.fromEntries(await Promise.all(accounts.map(async (id) => [id, (await simObjects('campaign', id)).length] as const)));
  // A budget per account in its own currency: the USD account starts with the launch's, the CAD and GBP ones empty
  // (an amount is never carried across currencies) until typed.
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByLabel(`${name('act_201')}: Daily budget (USD)`, { exact: true })).toHaveValue('$5.00');
  await expect(panel.getByLabel(`${name('act_202')}: Daily budget (CAD)`, { exact: true })).toHaveValue('');
  await expect(panel.getByTestId('launch-reason')).toHaveText(`Please enter a valid budget in CAD for account: ${name('act_202')}`);
  await panel.getByRole('button', { name: 'Back' }).click();
  const dialog = await review(panel, [
    [`${name('act_202')}: Daily budget (CAD)`, '40'],
    [`${name('act_203')}: Daily budget (GBP)`, '12.50'],
  ]);
  const budgets: Record<string, [string, string]> = {
    act_201: ['$5.00 daily per ad set', '500'],
    act_202: ['CA$40.00 daily per ad set', '4000'],
    act_203: ['£12.50 daily per ad set', '1250'],
  };
  // One card per account with its budget in its currency, its page, Instagram, pixel, event, lead form and URL.
  for (const id of accounts) {
    const card = dialog.getByRole('region', { name: `${name(id)} (${id})` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('row', { name: /^Budget / })).toContainText(budgets[id]![0]);
    for (const label of ['Page', 'Instagram', 'Pixel', 'Event', 'Lead form'])
      await expect(card.getByRole('row', { name: new RegExp(`^${label} `) })).toBeVisible();
    await expect(card.getByRole('row', { name: /^URL / })).toContainText('https://clients.example.com/offer');
  }
  await expectAccessible(panel, 'bulk confirm');
  await screenshot(panel, 'bulk-confirm');
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();

  const results = panel.getByRole('dialog', { name: 'Bulk Launch Successful!' });
  await expect(results).toBeVisible();
  for (const id of accounts) await expect(results.getByTestId(`bulk-result-${id}`)).toContainText('Launched');
  await expectAccessible(panel, 'bulk results');
  await screenshot(panel, 'bulk-results');
  // Closing and reopening the side panel loses nothing: the results come back.
  await panel.reload();
  await expect(panel.getByRole('dialog', { name: 'Bulk Launch Successful!' })).toBeVisible();
  for (const id of accounts) await expect(panel.getByTestId(`bulk-result-${id}`)).toContainText('Launched');

  // One launch per account, and in the simulator one new campaign in each account.
  const launches = await tracked(panel);
  expect(launches.map((l) => l.accountId)).toEqual(accounts);
  for (const { accountId, campaignId } of launches) {
    const campaigns = await simObjects('campaign', accountId);
    expect(campaigns).toHaveLength(before[accountId]! + 1);
    expect(campaigns.map((c) => c.id)).toContain(campaignId);
    // Each account's ad set got that account's own budget, in its currency's unit.
    const adSets = (await simObjects('adset', accountId)).filter((a) => a.campaign_id === campaignId);
    expect(adSets.map((a) => String(a.daily_budget))).toEqual([budgets[accountId]![1]]);
  }
});

test('bulk launch where one account fails at the platform: Bulk Launch Completed with Errors, each account listed', async ({ context, panel }) => {
  await openLaunchApp(context, panel, 'agency', 3);
  const fx = await simFixtures();
  const name = (id: string) => fx.adAccounts.find((a) => a.id === id)!.name;
  await pickFromLibrary(panel, 'bulk-fault.png');
  await bulkAccounts(panel, 'act_204', ['act_205']);
  // The platform refuses every campaign in act_205 (not transient): that account's launch fails, act_204's does not.
  await simFault({
    kind: 'error',
    method: 'POST',
    path: '^/act_205/campaigns$',
    accountId: 'act_205',
    error: { code: 100, message: 'Invalid parameter for this account' },
  });
  const dialog = await review(panel);
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();

  const results = panel.getByRole('dialog', { name: 'Bulk Launch Completed with Errors' });
  await expect(results).toBeVisible();
  await expect(results.getByTestId('bulk-result-act_204')).toContainText('Launched');
  await expect(results.getByTestId('bulk-result-act_204')).toContainText(name('act_204'));
  await expect(results.getByTestId('bulk-result-act_205')).toContainText('Failed');
  await expect(results.getByTestId('bulk-result-act_205')).toContainText('Invalid parameter for this account');
  await expectAccessible(panel, 'bulk results with errors');
  await screenshot(panel, 'bulk-results-errors');
});

test('bulk launch across yen, dollars and euros: a budget per account in its own currency, each card in it, each account read back', async ({
  context,
  panel,
}) => {
  test.slow();
  const { fx, user } = await openLaunchApp(context, panel, 'agency', 5);
  const name = (id: string) => fx.adAccounts.find((a) => a.id === id)!.name;
  await pickFromLibrary(panel, 'bulk-currencies.png');
  await bulkAccounts(panel, 'act_206', ['act_201', 'act_204']);
  const dialog = await review(panel, [
    [`${name('act_206')}: Daily budget (JPY)`, '5000'],
    [`${name('act_201')}: Daily budget (USD)`, '40'],
    [`${name('act_204')}: Daily budget (EUR)`, '30.50'],
  ]);
  const expected: Record<string, [string, string]> = {
    act_206: ['¥5,000 daily per ad set', '5000'],
    act_201: ['$40.00 daily per ad set', '4000'],
    act_204: ['€30.50 daily per ad set', '3050'],
  };
  for (const [id, [text]] of Object.entries(expected)) {
    const card = dialog.getByRole('region', { name: `${name(id)} (${id})` });
    await expect(card.getByRole('row', { name: /^Budget / })).toContainText(text);
    await expect(card.getByRole('row', { name: /^Estimated daily spend / })).toContainText(text.split(' ')[0]!);
  }
  // Never one sum across currencies.
  await expect(dialog.getByRole('row', { name: /^Budget / }).last()).toContainText("Each account's, in its currency (on its card)");
  await expectAccessible(panel, 'bulk review in three currencies');
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('dialog', { name: 'Bulk Launch Successful!' })).toBeVisible();
  for (const { accountId, campaignId } of await tracked(panel)) {
    const adSets = (await simObjects('adset', accountId)).filter((a) => a.campaign_id === campaignId);
    expect(
      adSets.map((a) => String(a.daily_budget)),
      accountId,
    ).toEqual([expected[accountId]![1]]);
  }
  expect(user.adAccountIds).toContain('act_206');
});

test('an advertiser sees that Multi Account Launch is for agencies', async ({ context, panel }) => {
  await openLaunchApp(context, panel, 'advertiser');
  await expect(panel.getByText('You must be an Agency user to use this feature.')).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Multi Account Launch' })).toBeDisabled();
});

test('Multi Account Launch is unavailable with an existing campaign, and turns off', async ({ context, panel }) => {
  await openLaunchApp(context, panel, 'agency');
  const multi = panel.getByRole('switch', { name: 'Multi Account Launch' });
  await multi.check();
  await expect(row(panel, 'act_201')).toBeVisible();
  await panel.getByRole('radio', { name: 'Existing Campaign' }).check();
  await expect(multi).toBeDisabled();
  await expect(multi).not.toBeChecked();
  await expect(panel.getByText('Not available when launching into an existing or imported campaign.')).toBeVisible();
  await expect(panel.getByTestId('bulk-accounts')).toHaveCount(0);
  await expect(panel.getByText('You must select at least 2 accounts for multi-launch campaign.')).toHaveCount(0);
});

test("the upgrade dialogs open from the server's refusals: inactive subscription, then an exhausted trial", async ({ context, panel }) => {
  await openLaunchApp(context, panel, 'advertiser');
  const userId = await signedInUserId(panel);
  try {
    await setPlan(userId, { plan: 'advertiser', subscription: 'inactive' });
    // The review asks the API for the launch's plan: the plan's refusal opens the dialog, and no review is left open.
    await review(panel);
    const inactive = panel.getByRole('dialog', { name: 'Resume your subscription to continue generating ads' });
    await expect(inactive).toBeVisible();
    await expect(inactive.getByRole('alert')).toContainText('does not have an active subscription');
    await expect(inactive.getByRole('link', { name: 'Resume subscription' })).toHaveAttribute('href', /\/plans\?reason=inactive-subscription$/);
    // The plans page it opens is the API's, with the dialog's heading.
    const plans = await context.newPage();
    await plans.goto((await inactive.getByRole('link', { name: 'Resume subscription' }).getAttribute('href'))!);
    await expect(plans.getByRole('heading', { level: 1 })).toHaveText('Resume your subscription to continue generating ads');
    await plans.close();
    await panel.bringToFront();
    await expect(panel.getByRole('dialog', { name: 'An Error Occurred' })).toHaveCount(0);
    await expect(panel.getByRole('dialog', { name: 'Review Launch Details' })).toHaveCount(0);
    await expectAccessible(panel, 'upgrade inactive');
    await screenshot(panel, 'upgrade-inactive');
    await inactive.getByRole('button', { name: 'Not now' }).click();

    await setPlan(userId, { plan: 'advertiser', subscription: 'trial', trialLaunchLimit: 0 });
    await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
    const trial = panel.getByRole('dialog', { name: 'Upgrade to continue using Salvo' });
    await expect(trial).toBeVisible();
    await expect(trial.getByRole('alert')).toContainText('exceeded your free trial limit');
    await expectAccessible(panel, 'upgrade trial');
    await screenshot(panel, 'upgrade-trial');
  } finally {
    await setPlan(userId, { plan: 'advertiser', subscription: 'active' });
  }
});
