import type { Page } from '@playwright/test';
import { expect, graphList, test } from './fixtures';
import { choose, confirmAndWait, expectAccessible, openLaunchApp, openSection, retype, screenshot } from './launch-app';

// Amounts and dates as a media buyer enters them (docs/side-panel.md "Entering amounts", "Dates"),
// read back from the simulator to the cent and to the minute, with the ad account's offset.

/** The launch's ad set (or campaign) as the platform holds it. */
async function launchedAdSet(panel: Page, accountId: string, token: string, fields: string, edge = 'adsets'): Promise<Record<string, unknown>> {
  const launchId = await panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
  const adsets = await graphList(accountId, edge, token, `${fields},adlabels`);
  const mine = adsets.filter((a) => JSON.stringify(a.adlabels ?? []).includes(`"salvo:${launchId}"`));
  expect(mine).toHaveLength(1);
  return mine[0]!;
}

test('amounts: typed key by key, pasted, edited, tabbed away and reloaded; the platform gets the cents typed', async ({ context, panel }) => {
  test.slow(); // many steps, each waiting on what the buyer sees
  const { user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();

  // The daily budget, retyped key by key: every key stays (12.75, not 75); tabbing away shows it in USD.
  await retype(panel.getByLabel('Daily budget (USD)', { exact: true }), '12.75');
  await expect(panel.getByLabel('Daily budget (USD)')).toHaveValue('12.75');
  await panel.keyboard.press('Tab');
  await expect(panel.getByLabel('Daily budget (USD)')).toHaveValue('$12.75');

  // Bid cap: click the empty bid amount and type 2.50 (the dot used to clear the field).
  await choose(panel, 'Bid strategy', 'Bid Cap');
  const bid = panel.getByLabel('Bid amount (USD)');
  await bid.click();
  await bid.pressSequentially('2.50');
  await expect(bid).toHaveValue('2.50');
  await expect(bid).not.toHaveAttribute('aria-invalid', 'true');
  await panel.keyboard.press('Tab');
  await expect(bid).toHaveValue('$2.50');
  // Edit: two backspaces and other digits, then select all and retype.
  await bid.click();
  await panel.keyboard.press('End');
  await panel.keyboard.press('Backspace');
  await panel.keyboard.press('Backspace');
  await panel.keyboard.type('75');
  await expect(bid).toHaveValue('$2.75');
  await retype(panel.getByLabel('Bid amount (USD)', { exact: true }), '2.50');
  await panel.keyboard.press('Tab');
  await expect(bid).toHaveValue('$2.50');

  // Spend limits share out a campaign budget: shown only with one (docs/product-rules.md#ad-set-spend-limits).
  await openSection(panel, 'Targeting & Delivery');
  await expect(panel.getByLabel('Ad set minimum spend (USD)')).toHaveCount(0);
  await panel.getByRole('switch', { name: /^Campaign budget \(CBO\)/ }).check();
  // A third decimal is refused at the field and holds the launch; a pasted amount reads.
  const min = panel.getByLabel('Ad set minimum spend (USD)');
  await min.click();
  await min.pressSequentially('2.505');
  await panel.keyboard.press('Tab');
  await expect(min).toHaveValue('2.505');
  await expect(min).toHaveAccessibleDescription(/Use at most 2 decimals, like 2\.50\./);
  await expect(panel.getByTestId('launch-reason')).toHaveText('Use at most 2 decimals, like 2.50.');
  const max = panel.getByLabel('Ad set maximum spend (USD)');
  await max.click();
  await panel.keyboard.insertText('$1,000.00');
  await panel.keyboard.press('Tab');
  await expect(max).toHaveValue('$1,000.00');
  await expectAccessible(panel, 'amounts');

  // Closing and reopening the panel: the amounts come back, and so does the text that did not read.
  await panel.reload();
  await expect(panel.getByLabel('Daily budget (USD)')).toHaveValue('$12.75');
  await expect(panel.getByLabel('Bid amount (USD)')).toHaveValue('$2.50');
  await openSection(panel, 'Targeting & Delivery');
  await expect(min).toHaveValue('2.505');
  await expect(min).toHaveAccessibleDescription(/Use at most 2 decimals/);
  await expect(max).toHaveValue('$1,000.00');
  await retype(panel.getByLabel('Ad set minimum spend (USD)', { exact: true }), '20');
  await panel.keyboard.press('Tab');
  await expect(min).toHaveValue('$20.00');

  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://shop.example.com/cents');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  await expect(panel.getByRole('dialog', { name: 'Review Launch Details' }).getByRole('row', { name: /Budget \$12\.75 daily campaign budget/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await confirmAndWait(panel, 1);

  // The campaign budget and its strategy on the campaign; the bid and the spend limits on its ad set, to the cent.
  const campaign = await launchedAdSet(panel, accountId, user.accessToken, 'daily_budget,bid_strategy', 'campaigns');
  expect(campaign).toMatchObject({ daily_budget: '1275', bid_strategy: 'LOWEST_COST_WITH_BID_CAP' });
  const adSet = await launchedAdSet(panel, accountId, user.accessToken, 'daily_budget,bid_amount,daily_min_spend_target,daily_spend_cap');
  expect(adSet.daily_budget).toBeUndefined();
  expect([adSet.bid_amount, adSet.daily_min_spend_target, adSet.daily_spend_cap].map(Number)).toEqual([250, 2000, 100000]);
});

// The ad account's wall clock, worked out here with Intl (not with the code under test).
const ymd = (t: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(t);
function offsetAt(t: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(t).find((p) => p.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}
/** 'YYYY-MM-DDTHH:mm:00.000±hh:mm' for a wall-clock time in `timeZone`. */
function zonedIso(date: string, time: string, timeZone: string): string {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const minutes = (o: string) => (o.startsWith('-') ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.slice(4, 6)));
  const offset = offsetAt(guess - minutes(offsetAt(guess, timeZone)) * 60_000, timeZone);
  return `${date}T${time}:00.000${offset}`;
}
/** A calendar day's name ('26 November 2026') as a date ('2026-11-26'). */
const dayOf = (label: string) => new Date(Date.parse(`${label} 12:00 UTC`)).toISOString().slice(0, 10);

test("dates: start and end picked with the keyboard and the mouse in the ad account's time zone", async ({ context, panel }) => {
  test.slow(); // two pickers, a reload and a launch, each waiting on what the buyer sees
  const { fx, user, accountId } = await openLaunchApp(context, panel, 'agency', 0);
  const timeZone = (fx.adAccounts as Array<{ id: string; timezone_name?: string }>).find((a) => a.id === accountId)!.timezone_name!;
  expect(timeZone).toBe('America/Los_Angeles');
  await panel.getByRole('button', { name: 'Next' }).click();
  await panel.getByRole('radio', { name: 'Lifetime Budget' }).check();
  // Enough for the schedule picked below (about six weeks): the minimum for ad sets charged for impressions is $1.00
  // a day.
  await retype(panel.getByLabel('Lifetime budget (USD)', { exact: true }), '90');
  const start = panel.getByLabel('Start date');
  const end = panel.getByLabel('End date');
  await expect(start).toHaveAccessibleDescription(
    new RegExp(`^Time zone: America/Los_Angeles \\(UTC${offsetAt(Date.now() + 86_400_000, timeZone).replace('+', '\\+')}\\)$`),
  );

  // Start, by keyboard: open, the next day, 09:30, Enter.
  await start.evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await start.focus();
  await panel.keyboard.press('Enter');
  const calendar = panel.getByRole('dialog');
  // The past cannot be picked: no earlier month, and no day before today (in Los Angeles).
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  const today = ymd(new Date(), timeZone);
  const days = await calendar
    .locator('button[aria-label]')
    .evaluateAll((buttons) => buttons.map((b) => ({ label: b.getAttribute('aria-label')!, disabled: (b as HTMLButtonElement).disabled })));
  const pastOpen = days.filter((d) => /^\d{1,2} [A-Z][a-z]+ \d{4}$/.test(d.label) && dayOf(d.label) < today && !d.disabled);
  expect(pastOpen).toEqual([]);
  await expectAccessible(panel, 'start date picker');
  await screenshot(panel, 'date-picker');
  await panel.keyboard.press('ArrowRight');
  const startDay = dayOf((await panel.evaluate(() => document.activeElement?.getAttribute('aria-label')))!);
  await panel.keyboard.press('Enter');
  await expect(panel.getByRole('spinbutton', { name: 'Start hour' })).toBeFocused();
  await panel.keyboard.type('0930');
  await panel.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  const startIso = zonedIso(startDay, '09:30', timeZone);
  await expect(start).toHaveText(
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(`${startDay}T12:00:00Z`),
    ) + ' 09:30',
  );

  // End, by mouse: open, next month, the 10th (the hour takes the cursor), 18:00 typed, the check button.
  await end.click();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const month = (await calendar.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ }).textContent())!;
  await calendar.getByRole('button', { name: `10 ${month}`, exact: true }).click();
  await expect(panel.getByRole('spinbutton', { name: 'End hour' })).toBeFocused();
  await panel.keyboard.type('1800');
  await calendar.getByRole('button', { name: 'Set the end date' }).click();
  await expect(calendar).toHaveCount(0);
  const endIso = zonedIso(dayOf(`10 ${month}`), '18:00', timeZone);
  await expect(end).toHaveText(/ 18:00$/);

  // The choice survives a reload, then goes to the platform as chosen, with the account's offset.
  await panel.reload();
  await expect(panel.getByLabel('Start date')).toHaveText(/ 09:30$/);
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://northwind.example.com/dates');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await confirmAndWait(panel, 1);
  const adSet = await launchedAdSet(panel, accountId, user.accessToken, 'start_time,end_time');
  expect(adSet).toMatchObject({ start_time: startIso, end_time: endIso });
});
