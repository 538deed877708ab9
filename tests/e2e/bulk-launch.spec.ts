import type { Page } from '@playwright/test';
import { makePng } from '../fixtures/media/make-media';
import { expect, simFixtures, simUrl, test } from './fixtures';
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
  // It opens on Ad account media while the library has no creative (docs/library.md).
  await panel.getByRole('tab', { name: 'Creatives' }).click();
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
  // The chosen pixel's name is read whole beside its clear button.
  await expectAccessible(panel, 'bulk account setup');

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

test('bulk launch where one account fails at the platform: Completed with Errors; Adjust Settings leaves the launched account out of the second launch', async ({
  context,
  panel,
}) => {
  await openLaunchApp(context, panel, 'agency', 3);
  const fx = await simFixtures();
  const name = (id: string) => fx.adAccounts.find((a) => a.id === id)!.name;
  const accounts = ['act_204', 'act_205'];
  const campaigns = async () => Object.fromEntries(await Promise.all(accounts.map(async (id) => [id, (await simObjects('campaign', id)).length] as const)));
  const before = await campaigns();
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
  // After a failure: Adjust Settings (not Launch New Campaign) goes back to the grid, the launched account marked and
  // left out, the failed one ready to launch again.
  await expect(results.getByRole('button', { name: 'Launch New Campaign' })).toHaveCount(0);
  await results.getByRole('button', { name: 'Adjust Settings' }).click();
  await expect(results).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Multi Account Launch' })).toBeChecked();
  await expect(row(panel, 'act_204')).toContainText('Launched');
  await expect(row(panel, 'act_205')).toContainText('Ready to Launch');
  await expect(panel.getByTestId('bulk-launched')).toHaveText('Launched: 1');
  await expect(panel.getByTestId('bulk-launched-note')).toContainText('this launch leaves it out');
  await expect(panel.getByRole('button', { name: `Launch again: ${name('act_204')}` })).toBeVisible();
  await expectAccessible(panel, 'bulk grid after Adjust Settings');
  await panel.getByTestId('bulk-launched-note').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await screenshot(panel, 'bulk-adjust-settings');
  // The mark survives a reload of the panel.
  await panel.reload();
  await expect(row(panel, 'act_204')).toContainText('Launched');

  // The platform takes act_205 now; the second launch goes to it alone (one account left: the launched one still
  // counts for Step 1's two), and each account ends with exactly one campaign.
  await simResetFaults();
  const second = await review(panel);
  // One account card (named "{account} (act_…)"), act_205's.
  await expect(second.getByRole('region', { name: / \(act_\d+\)$/ })).toHaveCount(1);
  await expect(second.getByRole('region', { name: `${name('act_205')} (act_205)` })).toBeVisible();
  await second.getByRole('button', { name: 'Confirm Launch' }).click();
  const done = panel.getByRole('dialog', { name: 'Bulk Launch Successful!' });
  await expect(done).toBeVisible();
  await expect(done.getByTestId('bulk-result-act_205')).toContainText('Launched');
  await expect(done.getByTestId('bulk-result-act_204')).toHaveCount(0);
  const after = await campaigns();
  expect(accounts.map((id) => after[id]! - before[id]!)).toEqual([1, 1]);
});

/** An account's own audiences, picked in its setup under the grid (each account has lists of its own). */
async function pickAudiences(panel: Page, account: string, picks: { saved?: string; custom?: string[]; excluded?: string[] }) {
  await panel.getByRole('button', { name: `Edit ${account}` }).click();
  const setup = panel.getByRole('group', { name: `Setup of ${account}` });
  if (picks.saved) {
    await setup.getByRole('combobox', { name: 'Saved audience' }).click();
    await panel.getByRole('option', { name: picks.saved }).click();
  }
  for (const [label, names] of [
    ['Custom audiences', picks.custom ?? []],
    ['Excluded audiences', picks.excluded ?? []],
  ] as const) {
    // A multi-select's input hides behind its pills: the field is clicked, as a person does.
    const input = panel.getByRole('combobox', { name: label });
    for (const option of names) {
      await setup.locator('.mantine-MultiSelect-input').filter({ has: input }).click();
      await panel.getByRole('option', { name: option }).click();
      await panel.keyboard.press('Escape');
    }
  }
}

/** '2026-11-27 07:00': an instant on the wall clock of `timeZone`. */
const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
/** A calendar day's name ('26 November 2026') as a date ('2026-11-26'). */
const dayOf = (label: string) => new Date(Date.parse(`${label} 12:00 UTC`)).toISOString().slice(0, 10);
/** A date ('2026-11-26') as the calendar names its day ('26 November 2026'). */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`));

test('bulk launch across dollars, yen and euros in three time zones: each account its own budget, spend limits, audiences and start, read back from each', async ({
  context,
  panel,
}) => {
  test.slow();
  // The Ads Manager account is act_201 (USD, Los Angeles); act_206 pays in yen in Tokyo, act_204 in euros in Berlin.
  const { fx, user } = await openLaunchApp(context, panel, 'agency', 0);
  const name = (id: string) => fx.adAccounts.find((a) => a.id === id)!.name;
  const zones: Record<string, string> = { act_201: 'America/Los_Angeles', act_206: 'Asia/Tokyo', act_204: 'Europe/Berlin' };
  await pickFromLibrary(panel, 'bulk-currencies.png');
  await bulkAccounts(panel, 'act_201', ['act_206', 'act_204']);

  // Each account's audiences from its own lists: the names are alike in every account, the audiences are not.
  const picks: Record<string, { saved?: string; custom?: string[]; excluded?: string[] }> = {
    act_201: { custom: ['Customer list'] },
    act_206: { saved: 'JP adults 25-54', custom: ['Lookalike 1% – purchasers'] },
    act_204: { custom: ['Website visitors 30d'], excluded: ['Customer list'] },
  };
  for (const [id, pick] of Object.entries(picks)) await pickAudiences(panel, name(id), pick);

  // Each account's own locations, on its card: the Ads Manager account's are the launch's, an added account starts with
  // its business's country, a saved audience brings its own. The buyer narrows Berlin's account to Munich, key by key.
  await expect(row(panel, 'act_201')).toContainText('Locations: United States');
  await expect(row(panel, 'act_206')).toContainText('Locations: From the saved audience JP adults 25-54');
  await expect(row(panel, 'act_204')).toContainText('Locations: Germany');
  const setup = panel.getByRole('group', { name: `Setup of ${name('act_204')}` });
  const locations = setup.getByRole('combobox', { name: 'Locations' });
  await locations.click();
  await panel.keyboard.press('Backspace'); // removes the last location, Germany
  await expect(row(panel, 'act_204')).toContainText(`Please choose the locations for account: ${name('act_204')}`);
  await locations.pressSequentially('Munich');
  await panel.getByRole('option', { name: 'Munich, Bavaria, Germany (city)' }).click();
  await panel.keyboard.press('Escape');
  await expect(row(panel, 'act_204')).toContainText('Locations: Munich, Bavaria, Germany (city)');
  await expect(row(panel, 'act_204')).toContainText('Ready to Launch');
  await expectAccessible(panel, 'bulk grid with each account its locations');

  // Step 2: a campaign budget, and each account's budget and spend limits typed key by key in its own currency.
  await panel.getByRole('button', { name: 'Next' }).click();
  await panel.getByRole('switch', { name: 'Campaign budget (CBO)' }).check();
  const field = (id: string, label: string, currency: string) => panel.getByLabel(`${name(id)}: ${label} (${currency})`, { exact: true });
  // Step 2 with every account's amounts, the yen account's budget still empty: its message at its field, read at 320 px.
  await expect(panel.getByText(`Please enter a valid budget in JPY for account: ${name('act_206')}`).first()).toBeVisible();
  await expectAccessible(panel, 'bulk step 2');
  const typed: Array<[string, string, string, string]> = [
    ['act_201', 'Daily budget', 'USD', '150'],
    ['act_201', 'Ad set minimum spend', 'USD', '20'],
    ['act_206', 'Daily budget', 'JPY', '15000'],
    ['act_206', 'Ad set minimum spend', 'JPY', '2000'],
    ['act_206', 'Ad set maximum spend', 'JPY', '9000'],
    ['act_204', 'Daily budget', 'EUR', '30.50'],
    ['act_204', 'Ad set maximum spend', 'EUR', '25.50'],
  ];
  for (const [id, label, currency, text] of typed) {
    await retype(field(id, label, currency), text);
    await panel.keyboard.press('Tab');
    // A $20 minimum is not ¥20: no account's amount fills another's.
    if (id === 'act_201' && label === 'Ad set minimum spend') await expect(field('act_206', label, 'JPY')).toHaveValue('');
  }

  // The start on the Ads Manager account's clock: opened from the keyboard, two days after the one offered clicked,
  // 07:00 typed.
  const start = panel.getByLabel('Start date');
  await start.evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await start.focus();
  await panel.keyboard.press('Enter');
  const calendar = panel.getByRole('dialog');
  const focusedDay = calendar.locator('button[aria-label]:focus');
  await expect(focusedDay).toHaveAttribute('aria-label', /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  const offered = dayOf((await focusedDay.getAttribute('aria-label'))!);
  const day = new Date(Date.parse(`${offered}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const dayButton = calendar.getByRole('button', { name: dayLabel(day), exact: true }).first();
  if ((await dayButton.count()) === 0) await calendar.getByRole('button', { name: 'Next month' }).click();
  await dayButton.click();
  await expect(panel.getByRole('spinbutton', { name: 'Start hour' })).toBeFocused();
  await panel.keyboard.type('0700');
  await panel.keyboard.press('Enter');
  await expect(panel.getByRole('dialog')).toHaveCount(0);
  // Each account starts at 07:00 that day on its own clock, said under its amounts.
  for (const [id, zone] of Object.entries(zones)) await expect(panel.getByTestId(`bulk-start-${id}`)).toHaveText(`Starts ${day} 07:00 (${zone})`);

  // Closing and reopening the panel keeps every account's amounts.
  await panel.reload();
  await expect(field('act_206', 'Ad set maximum spend', 'JPY')).toHaveValue('¥9,000');
  await expect(field('act_204', 'Daily budget', 'EUR')).toHaveValue('€30.50');
  await expect(field('act_201', 'Ad set minimum spend', 'USD')).toHaveValue('$20.00');
  await openSection(panel, 'Targeting & Delivery');
  await expect(panel.getByRole('region', { name: 'Targeting & Delivery' })).toContainText(
    'Locations, audiences, catalog and products are each ad account’s own',
  );
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://clients.example.com/offer');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });

  const expected: Record<string, { budget: string; limits: string; campaign: number; min?: number; cap?: number }> = {
    act_201: { budget: '$150.00 daily campaign budget', limits: 'minimum $20.00', campaign: 15000, min: 2000 },
    act_206: { budget: '¥15,000 daily campaign budget', limits: 'minimum ¥2,000, maximum ¥9,000', campaign: 15000, min: 2000, cap: 9000 },
    act_204: { budget: '€30.50 daily campaign budget', limits: 'maximum €25.50', campaign: 3050, cap: 2550 },
  };
  for (const [id, e] of Object.entries(expected)) {
    const card = dialog.getByRole('region', { name: `${name(id)} (${id})` });
    await expect(card.getByRole('row', { name: /^Budget / })).toContainText(e.budget);
    await expect(card.getByRole('row', { name: /^Ad set spend limits / })).toContainText(e.limits);
    await expect(card.getByRole('row', { name: /^Launch date / })).toContainText(`7:00 AM (${zones[id]})`);
  }
  await expect(dialog.getByRole('region', { name: `${name('act_206')} (act_206)` }).getByRole('row', { name: /^Audiences / })).toContainText(
    'JP adults 25-54 (saved audience), Lookalike 1% – purchasers',
  );
  // Each card says where its account's ads are shown, by name; no one account's locations as the launch's.
  const places: Record<string, string> = { act_201: 'United States', act_206: 'Japan', act_204: 'Munich' };
  for (const [id, place] of Object.entries(places)) {
    await expect(dialog.getByRole('region', { name: `${name(id)} (${id})` }).getByRole('row', { name: /^Locations / })).toHaveText(`Locations${place}`);
  }
  await expect(dialog.getByRole('row', { name: /^Locations / })).toHaveCount(3);
  // The whole launch a day: one total per currency, never one sum across them.
  await expect(dialog.getByRole('row', { name: /^Estimated spend, all accounts / })).toContainText('$150.00 + ¥15,000 + €30.50 a day');
  await expect(dialog.getByRole('row', { name: /^Launch date / }).last()).toContainText("Each account's, in its time zone (on its card)");
  await expectAccessible(panel, 'bulk review in three currencies');
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('dialog', { name: 'Bulk Launch Successful!' })).toBeVisible();

  // What each account's platform got: its amounts in its currency's unit, its start on its clock, its own audiences.
  const launches = await tracked(panel);
  expect(launches.map((l) => l.accountId)).toEqual(['act_201', 'act_204', 'act_206']);
  // Munich's key, as the platform's location search gives it.
  const search = `${simUrl()}/v25.0/search?type=adgeolocation&q=Munich&location_types=["city"]&access_token=${user.accessToken}`;
  const munichKey = ((await (await fetch(search)).json()) as { data: Array<{ key: string; name: string }> }).data.find((c) => c.name === 'Munich')!.key;
  const audienceId = (id: string, audience: string) => fx.customAudiences.find((a) => a.accountId === id && a.name === audience)!.id;
  for (const { accountId, campaignId } of launches) {
    const e = expected[accountId]!;
    const campaign = (await simObjects('campaign', accountId)).find((c) => c.id === campaignId)!;
    expect(Number(campaign.daily_budget), accountId).toBe(e.campaign);
    const [adSet, more] = (await simObjects('adset', accountId)).filter((a) => a.campaign_id === campaignId);
    expect(more).toBeUndefined();
    expect(
      [adSet!.daily_min_spend_target, adSet!.daily_spend_cap].map((v) => (v === undefined ? undefined : Number(v))),
      accountId,
    ).toEqual([e.min, e.cap]);
    expect(wallClock(String(adSet!.start_time), zones[accountId]!), accountId).toBe(`${day} 07:00`);
    const targeting = adSet!.targeting as { custom_audiences?: Array<{ id: string }>; excluded_custom_audiences?: Array<{ id: string }>; age_min?: number };
    const pick = picks[accountId]!;
    expect(
      (targeting.custom_audiences ?? []).map((a) => a.id),
      accountId,
    ).toEqual((pick.custom ?? []).map((n) => audienceId(accountId, n)));
    expect(
      (targeting.excluded_custom_audiences ?? []).map((a) => a.id),
      accountId,
    ).toEqual((pick.excluded ?? []).map((n) => audienceId(accountId, n)));
    // Its own locations: the launch's United States, Tokyo's saved audience's Japan, Berlin's account Munich alone.
    const geo = (adSet!.targeting as { geo_locations: { countries?: string[]; cities?: Array<{ key: string; name?: string }> } }).geo_locations;
    expect([geo.countries ?? [], (geo.cities ?? []).map((c) => c.key)], accountId).toEqual(
      { act_201: [['US'], []], act_206: [['JP'], []], act_204: [[], [munichKey]] }[accountId as 'act_201' | 'act_206' | 'act_204'],
    );
  }
  // act_206's ad set has its saved audience's targeting (its ages), the others the launch's.
  const tokyo = (await simObjects('adset', 'act_206')).find((a) => a.campaign_id === launches.find((l) => l.accountId === 'act_206')!.campaignId)!;
  expect((tokyo.targeting as { age_min?: number }).age_min).toBe(25);
});

test('an advertiser sees that Multi Account Launch is for agencies', async ({ context, panel }) => {
  await openLaunchApp(context, panel, 'advertiser');
  await expect(panel.getByText('You must be an Agency user to use this feature.')).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Multi Account Launch' })).toBeDisabled();
});

test('Multi Account Launch is unavailable with an existing or a duplicated campaign, and turns off', async ({ context, panel }) => {
  const { fx } = await openLaunchApp(context, panel, 'agency');
  // Traffic: the objective of act_201's seeded campaign, duplicated below.
  await panel.getByRole('radio', { name: 'Traffic' }).check();
  const multi = panel.getByRole('switch', { name: 'Multi Account Launch' });
  await multi.check();
  await expect(row(panel, 'act_201')).toBeVisible();
  await panel.getByRole('radio', { name: 'Existing Campaign' }).check();
  await expect(multi).toBeDisabled();
  await expect(multi).not.toBeChecked();
  await expect(panel.getByText('Not available when launching into an existing, duplicated or imported campaign.')).toBeVisible();
  await expect(panel.getByTestId('bulk-accounts')).toHaveCount(0);
  await expect(panel.getByText('You must select at least 2 accounts for multi-launch campaign.')).toHaveCount(0);
  // A duplicated campaign is a new one, but a copy of one account's: still not offered.
  await choose(panel, 'Existing campaign', `${fx.adAccounts.find((a) => a.id === 'act_201')!.name} – Always On`);
  await panel.getByRole('button', { name: 'Duplicate campaign' }).click();
  await expect(panel.getByText('Duplicate campaign', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(multi).toBeDisabled();
  await expect(panel.getByText('Not available when launching into an existing, duplicated or imported campaign.')).toBeVisible();
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
