import type { Page } from '@playwright/test';
import { expect, simUrl, test } from './fixtures';
import { confirmAndWait, expectAccessible, openLaunchApp, openSection, screenshot, simFault, simObjects, simResetFaults } from './launch-app';

// Ad scheduling, the bulk location input and the naming placeholder picker in Step 2, against
// the API and the simulator.

test.afterEach(async () => {
  await simResetFaults();
});

/** Drags the mouse from one grid cell to another (their names are like 'Mon 09:00'). */
async function dragCells(panel: Page, from: string, to: string): Promise<void> {
  const a = (await panel.getByRole('gridcell', { name: from, exact: true }).boundingBox())!;
  const b = (await panel.getByRole('gridcell', { name: to, exact: true }).boundingBox())!;
  await panel.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await panel.mouse.down();
  await panel.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await panel.mouse.up();
}

/** The campaign the results' 'View in Ads Manager' link points at. */
async function launchedCampaignId(panel: Page): Promise<string> {
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  return new URL(href!).searchParams.get('selected_campaign_ids')!;
}

async function fillDestination(panel: Page): Promise<void> {
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://shop.example.com/schedule');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
}

test('ad scheduling: lifetime budget, hours dragged on two days and set by keyboard, sent as the ad set schedule', async ({ context, panel }) => {
  const { accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();

  await panel.getByRole('radio', { name: 'Lifetime Budget' }).check();
  await panel.getByRole('switch', { name: 'Ad scheduling' }).check();
  const popover = panel.getByRole('dialog').filter({ has: panel.getByRole('grid', { name: 'Ad schedule: days and hours' }) });
  await expect(popover).toBeVisible();
  await expect(popover.getByLabel('Summary')).toHaveValue('No hours selected');
  // The header groups the hours by 3 (docs/product-rules.md#ad-scheduling): 00, 03, ... 21.
  await expect(popover.getByRole('columnheader')).toHaveText(['00', '03', '06', '09', '12', '15', '18', '21']);

  // Mon and Tue 09:00-12:00 in one drag; a drag starting on a selected hour deselects (Tue 10:00-12:00).
  await dragCells(panel, 'Mon 09:00', 'Tue 11:00');
  await expect(popover.getByLabel('Summary')).toHaveValue('Mon-Tue 09:00-12:00');
  await dragCells(panel, 'Tue 10:00', 'Tue 11:00');
  await expect(popover.getByRole('gridcell', { name: 'Tue 10:00', exact: true })).toHaveAttribute('aria-selected', 'false');
  // Keyboard: Space on the focused cell, the arrow keys to move.
  await popover.getByRole('gridcell', { name: 'Fri 20:00', exact: true }).focus();
  await panel.keyboard.press('Space');
  await panel.keyboard.press('ArrowRight');
  await panel.keyboard.press('Space');
  await panel.keyboard.press('ArrowDown');
  await expect(popover.getByRole('gridcell', { name: 'Sat 21:00', exact: true })).toBeFocused();
  await expect(popover.getByLabel('Summary')).toHaveValue('Mon 09:00-12:00; Tue 09:00-10:00; Fri 20:00-22:00');
  await popover.getByRole('radio', { name: "Viewer's time zone" }).check();
  await expectAccessible(panel, 'ad scheduling');
  await screenshot(panel, 'ad-scheduling');
  await popover.getByRole('button', { name: 'Done' }).click();
  await expect(popover).toBeHidden();
  await expect(panel.getByTestId('schedule-summary')).toHaveText('Mon 09:00-12:00; Tue 09:00-10:00; Fri 20:00-22:00');

  await fillDestination(panel);
  await confirmAndWait(panel, 1);
  const campaignId = await launchedCampaignId(panel);
  const adsets = (await simObjects('adset', accountId)).filter((a) => a.campaign_id === campaignId);
  expect(adsets).toHaveLength(1);
  // The platform's minutes and days (0 = Sunday), one entry per interval; the viewer's time zone is USER.
  expect(adsets[0]).toMatchObject({
    pacing_type: ['day_parting'],
    adset_schedule: [
      { start_minute: 540, end_minute: 720, days: [1], timezone_type: 'USER' },
      { start_minute: 540, end_minute: 600, days: [2], timezone_type: 'USER' },
      { start_minute: 1200, end_minute: 1320, days: [5], timezone_type: 'USER' },
    ],
  });
  expect(adsets[0]!.lifetime_budget ?? (await simObjects('campaign', accountId)).find((c) => c.id === campaignId)?.lifetime_budget).toBeTruthy();
});

test('ad scheduling is unavailable with a daily budget, and turns off when the budget becomes daily', async ({ context, panel }) => {
  await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  const toggle = panel.getByRole('switch', { name: 'Ad scheduling' });
  await expect(toggle).toBeDisabled();
  await expect(panel.getByText('Ad scheduling is only available with lifetime budgets.')).toBeVisible();
  await expect(panel.getByRole('grid')).toHaveCount(0);

  await panel.getByRole('radio', { name: 'Lifetime Budget' }).check();
  await expect(toggle).toBeEnabled();
  await toggle.check();
  await panel.getByRole('button', { name: 'Done' }).click();
  // Nothing selected: the launch says so at the field.
  await expect(panel.getByRole('alert').filter({ hasText: 'Please select at least one hour for ad scheduling.' })).toBeVisible();
  await panel.getByRole('radio', { name: 'Daily Budget' }).check();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Edit schedule' })).toHaveCount(0);
});

/** The simulator's city keys for a name (as the platform's search answers them). */
async function cityKeys(name: string, token: string): Promise<Array<{ key: string; country_code: string }>> {
  const url = `${simUrl()}/v25.0/search?type=adgeolocation&q=${encodeURIComponent(name)}&location_types=${encodeURIComponent('["city"]')}&access_token=${token}`;
  const body = (await (await fetch(url)).json()) as { data: Array<{ key: string; name: string; country_code: string }> };
  return body.data.filter((l) => l.name === name);
}

test('bulk locations: limits at the field, a failure, matches by country, applied as one chip plus more, launched', async ({ context, panel }) => {
  const { accountId, user } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Targeting & Delivery');
  await panel.getByRole('button', { name: 'Bulk add locations' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Bulk add locations' });
  const text = dialog.getByRole('textbox', { name: 'Locations' });
  const find = dialog.getByRole('button', { name: 'Find locations' });
  await expect(find).toBeDisabled();

  // docs/product-rules.md#bulk-locations: at most 100 entries, none empty; the text area grows up to 10 rows.
  await text.fill(Array.from({ length: 101 }, (_, i) => `Town ${i}`).join('\n'));
  await expect(dialog.getByText('Maximum 100 locations allowed (you have 101)')).toBeVisible();
  await expect(text).toHaveAttribute('rows', '10');
  await expect(find).toBeDisabled();
  await text.fill(' , ,\n');
  await expect(dialog.getByText('No valid locations found')).toBeVisible();
  await expect(find).toBeDisabled();

  // The platform's search failing: 'Failed to process locations' (docs/product-rules.md#bulk-locations).
  await text.fill('Faultville');
  await expect(text).toHaveAttribute('rows', '1');
  await simFault({ kind: 'error', path: '^/search$', times: 1, error: { code: 1, message: 'An unknown error occurred' } });
  await find.click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to process locations. Please try again.' })).toBeVisible();
  await simResetFaults();

  await text.fill('Manchester\nBoston, Toronto\nAtlantis');
  await expect(dialog.getByRole('combobox', { name: 'Location type' })).toHaveValue('City');
  await expectAccessible(panel, 'bulk locations');
  await screenshot(panel, 'bulk-locations');
  await find.click();

  // Results: one row per input; Manchester is in the UK and the US, Atlantis nowhere.
  await expect(dialog.getByText('3 of 4 locations matched.')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Atlantis No match/ })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'United Kingdom (1)' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Canada (1)' })).toBeVisible();
  // Four rows: no paging (docs/product-rules.md#bulk-locations: hidden at 25 or fewer).
  await expect(dialog.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'United Kingdom (1)' }).click();
  await expect(dialog.getByRole('row', { name: /Toronto/ })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Match for Manchester' }).click();
  await panel.getByRole('option', { name: /Manchester, England/ }).click();
  await dialog.getByRole('tab', { name: /^All/ }).click();
  await expectAccessible(panel, 'bulk location results');
  await screenshot(panel, 'bulk-location-results');
  // Back keeps the text; the matches are asked again.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(text).toHaveValue('Manchester\nBoston, Toronto\nAtlantis');
  await find.click();
  await dialog.getByRole('tab', { name: 'United Kingdom (1)' }).click();
  await dialog.getByRole('combobox', { name: 'Match for Manchester' }).click();
  await panel.getByRole('option', { name: /Manchester, England/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Match for Manchester' })).toHaveValue(/Manchester, England/);
  await dialog.getByRole('button', { name: 'Apply All Matched (3)' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Bulk add locations' })).toBeFocused();

  // The default United States and the three cities: one chip plus '+3 more' (docs/product-rules.md#locations).
  await expect(panel.getByText('+3 more')).toBeVisible();

  await fillDestination(panel);
  await confirmAndWait(panel, 1);
  const campaignId = await launchedCampaignId(panel);
  const adsets = (await simObjects('adset', accountId)).filter((a) => a.campaign_id === campaignId);
  const manchesterGB = (await cityKeys('Manchester', user.accessToken)).find((c) => c.country_code === 'GB')!;
  const [boston] = await cityKeys('Boston', user.accessToken);
  const [toronto] = await cityKeys('Toronto', user.accessToken);
  expect(adsets[0]).toMatchObject({
    targeting: { geo_locations: { countries: ['US'], cities: [{ key: manchesterGB.key }, { key: boston!.key }, { key: toronto!.key }] } },
  });
});

test('bulk locations: more than 25 rows are paged, 25 a page with 10, 25, 50 or 100', async ({ context, panel }) => {
  await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Targeting & Delivery');
  // From the keyboard: Enter opens the dialog, Escape closes it and the focus is back on its button; a second opening
  // starts afresh.
  const bulk = panel.getByRole('button', { name: 'Bulk add locations' });
  const dialog = panel.getByRole('dialog', { name: 'Bulk add locations' });
  await bulk.focus();
  await panel.keyboard.press('Enter');
  await dialog.getByRole('textbox', { name: 'Locations' }).pressSequentially('Boston');
  await panel.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(bulk).toBeFocused();
  await panel.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Locations' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Locations' }).fill(['Boston', ...Array.from({ length: 29 }, (_, i) => `Nowhere ${i + 1}`)].join(', '));
  await dialog.getByRole('button', { name: 'Find locations' }).click();
  await expect(dialog.getByText('1 of 30 locations matched.')).toBeVisible();
  const rows = dialog.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(dialog.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  await dialog.getByRole('button', { name: '2' }).click();
  await expect(rows).toHaveCount(5);
  await dialog.getByRole('combobox', { name: 'Rows per page' }).click();
  await expect(panel.getByRole('option')).toHaveText(['10', '25', '50', '100']);
  await panel.getByRole('option', { name: '10', exact: true }).click();
  await expect(rows).toHaveCount(10);
  await expect(dialog.getByRole('button', { name: '3' })).toBeVisible();
  // The United States tab has one row: no paging there.
  await dialog.getByRole('tab', { name: 'United States (1)' }).click();
  await expect(rows).toHaveCount(1);
  await expect(dialog.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Apply All Matched (1)' }).click();
  await expect(panel.getByText('+1 more')).toBeVisible();
});

test('naming: the placeholder picker inserts or replaces, and the preview follows the settings', async ({ context, panel }) => {
  const { accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  const campaign = panel.getByRole('textbox', { name: 'Campaign name' });
  const preview = panel.getByTestId('naming-preview-campaign');

  await campaign.fill('Winter');
  await expect(preview).toHaveText('Preview: Winter');
  await panel.getByRole('button', { name: 'Insert placeholder into the campaign name' }).click();
  const menu = panel.getByRole('menu');
  // The campaign's groups (docs/product-rules.md#naming-placeholders): Time Period and Campaign, not the ad set's or
  // the ad's.
  await expect(menu.getByText('Time Period', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Creative Name' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Gender' })).toHaveCount(0);
  await expectAccessible(panel, 'naming picker');
  await screenshot(panel, 'naming-picker');
  await menu.getByRole('menuitem', { name: 'Ad Account ID' }).click();
  // Others are appended with a space (docs/product-rules.md#naming-placeholders).
  await expect(campaign).toHaveValue('Winter {{ad_account_id}}');
  await expect(preview).toHaveText(`Preview: Winter ${accountId.replace('act_', '')}`);
  // The menu closes once its item is chosen, before the buyer opens the next one.
  await expect(menu).toHaveCount(0);

  // The ad set's preview follows the targeting: women only gives F (docs/product-rules.md#age-and-gender).
  const adSet = panel.getByRole('textbox', { name: 'Ad set name' });
  await panel.getByRole('button', { name: 'Insert placeholder into the ad set name' }).click();
  await panel.getByRole('menuitem', { name: 'Default' }).click();
  // The default replaces the value.
  await expect(adSet).toHaveValue('{{age_range}} | {{gender}}');
  await expect(panel.getByTestId('naming-preview-adSet')).toHaveText('Preview: 18-65+ | MF');
  // The ad's dated default replaces too; its preview starts with the date.
  await panel.getByRole('button', { name: 'Insert placeholder into the ad name' }).click();
  await panel.getByRole('menuitem', { name: 'Default with date' }).click();
  await expect(panel.getByRole('textbox', { name: 'Ad name' })).toHaveValue('{{date}} | {{creative_name}} | {{creative_variation}}{{copy_variation}}');
  // As the ad is launched: an account image is named by its hash, and no copy variation follows the creative's.
  // The account image by its name (not its hash), its copy variation A.
  await expect(panel.getByTestId('naming-preview-ad')).toHaveText(/^Preview: \d{4}\/\d{2}\/\d{2} \| [^|]*[^0-9a-f|][^|]* \| 1A$/);
  await openSection(panel, 'Targeting & Delivery');
  await panel.getByRole('radio', { name: 'Women' }).check();
  await expect(panel.getByTestId('naming-preview-adSet')).toHaveText('Preview: 18-65+ | F');
});
