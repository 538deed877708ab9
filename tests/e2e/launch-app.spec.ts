import { expect, graphList, test } from './fixtures';
import { apiPayload, confirmAndWait, expectAccessible, openLaunchApp, openSection, retype, screenshot, simConfig, simResetFaults } from './launch-app';

// The launch app in the side panel, against the API and the simulator.

// Faults and latency are the simulator's, shared by the run: each test leaves none behind.
test.afterEach(async () => {
  await simResetFaults();
  await simConfig({ latency: { baseMs: 0, perBatchOpMs: 0 } });
});

test('website conversions: step 1, validation at the fields, two dedicated ad sets, confirm, results, launches page', async ({ context, panel }) => {
  const { fx, user, accountId, ads } = await openLaunchApp(context, panel);
  await expectAccessible(panel, 'step 1');
  await screenshot(panel, 'step-1');
  await screenshot(panel, 'step-1-320', 320);

  // Step 1: Next says why it is disabled (docs/product-rules.md#step-1-next).
  await panel.getByRole('switch', { name: 'Special Ad Category' }).check();
  await expect(panel.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(panel.getByText('You must select a category for your special ad.').first()).toBeVisible();
  await expect(panel.getByText('You must select at least one target location for your special ad category.').first()).toBeVisible();
  await panel.getByRole('combobox', { name: 'Category' }).click();
  await panel.getByRole('option', { name: 'Social Issues, Elections or Politics' }).click();
  await expect(panel.getByText(/ID verification and an approved disclaimer/)).toBeVisible();
  await panel.getByRole('combobox', { name: 'Target Locations' }).click();
  await panel.getByRole('option', { name: 'Canada' }).click();
  await expect(panel.getByRole('button', { name: 'Next' })).toBeEnabled();
  await panel.getByRole('switch', { name: 'Special Ad Category' }).uncheck();
  await panel.getByRole('radio', { name: 'Dedicated Ad Sets' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();

  // Step 2: Budget & Schedule is open; the budget's message is at the field.
  const budget = panel.getByLabel(/Daily budget/);
  await expect(budget).toBeVisible();
  await budget.fill('');
  await expect(panel.getByText('Please enter a valid budget.').first()).toBeVisible();
  await budget.fill('12');
  await expect(panel.getByText('Time zone: America/New_York').first()).toBeVisible();

  // Two creatives: one ad (and one ad set) each.
  await openSection(panel, 'Assets & Tracking');
  const images = fx.adImages.filter((i) => (i as { adAccountId: string }).adAccountId === accountId) as Array<{ name: string }>;
  expect(images.length).toBeGreaterThanOrEqual(2);
  await panel.getByRole('checkbox', { name: images[1]!.name }).check();
  // The Launch button's reason takes the user to the field, its section closed, in the click: the keys typed right
  // after it reach the field, and Ctrl+A selects the field's text (not the page's).
  const assets = panel.getByRole('button', { name: /^Assets & Tracking/ });
  const url = panel.getByLabel('Destination URL');
  const urlReason = panel.getByTestId('launch-reason').filter({ hasText: 'Please enter a valid destination URL.' });
  await assets.click();
  await expect(assets).toHaveAttribute('aria-expanded', 'false');
  await urlReason.click();
  await panel.keyboard.type('shop');
  await expect(url).toBeFocused();
  await expect(url).toHaveValue('shop');
  await assets.click();
  await expect(assets).toHaveAttribute('aria-expanded', 'false');
  await urlReason.click();
  await panel.keyboard.press('ControlOrMeta+a');
  await panel.keyboard.type('https://shop.example.com/winter');
  await expect(url).toHaveValue('https://shop.example.com/winter');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  for (const s of ['Placements', 'Targeting & Delivery']) await openSection(panel, s);
  await expectAccessible(panel, 'step 2');
  await screenshot(panel, 'step-2');
  await screenshot(panel, 'step-2-320', 320);

  await panel.getByRole('button', { name: 'Launch 2 ads' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await expect(dialog.getByRole('row', { name: /Number of ad sets 2/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Budget \$12\.00 daily/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Details' }).click();
  await expect(dialog.getByRole('row', { name: /Estimated daily spend \$24\.00/ })).toBeVisible();
  // The account's images have no copy: the review says they launch without texts, before Confirm.
  await expect(dialog.getByRole('note').filter({ hasText: 'Ads without texts' })).toContainText('All 2 ads have no primary text and no headline');
  await expectAccessible(panel, 'confirm');
  await screenshot(panel, 'confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await confirmAndWait(panel, 2);
  await expect(panel.getByRole('link', { name: 'View in Ads Manager' })).toHaveAttribute(
    'href',
    new RegExp(`act=${accountId.replace('act_', '')}&selected_campaign_ids=\\d+`),
  );
  await expectAccessible(panel, 'complete');
  await screenshot(panel, 'complete');

  const campaigns = await graphList(accountId, 'campaigns', user.accessToken, 'id,name');
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  expect(campaigns.some((c) => c.id === campaignId)).toBe(true);
  const adsets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id,daily_budget')).filter((a) => a.campaign_id === campaignId);
  expect(adsets).toHaveLength(2);
  expect(adsets.every((a) => a.daily_budget === '1200')).toBe(true);

  // View in Ads Manager: the Ads Manager tab beside the panel goes to the campaign; no tab is opened
  // (docs/side-panel.md#ads-manager-links).
  const tabs = context.pages().length;
  await panel.getByRole('link', { name: 'View in Ads Manager' }).click();
  await expect.poll(() => ads.url()).toBe(href);
  expect(context.pages()).toHaveLength(tabs);
  await panel.bringToFront();

  await panel.getByRole('button', { name: 'Go to Launches' }).click();
  await expect(panel.getByRole('heading', { name: 'Launches' })).toBeVisible();
  await expect(panel.getByTestId('launch-row').first()).toContainText('COMPLETED');
  await expectAccessible(panel, 'launches');
  await screenshot(panel, 'launches');
  // The panel follows the browser's colour scheme: dark, it is as readable.
  await panel.emulateMedia({ colorScheme: 'dark' });
  await expect(panel.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(panel, 'launches, dark');
  await screenshot(panel, 'launches-dark');
  await panel.emulateMedia({ colorScheme: 'light' });
  // A click takes the user into that launch's tracker.
  await panel.getByTestId('launch-row').first().getByRole('button').click();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();

  // The page lists the server's launches, not only this browser's: ten launched through the API with the same
  // session (as another browser would) are listed, newest first, and past a page (10) the paging controls appear.
  const payload = apiPayload(fx, accountId);
  await panel.evaluate(
    async ({ accountId, payload }) => {
      for (let i = 0; i < 10; i += 1) {
        const res = (await chrome.runtime.sendMessage({
          type: 'api',
          method: 'POST',
          path: '/facebook/adlauncher',
          query: { accountId },
          body: { ...payload, campaignName: `API launch ${i}` },
          headers: { 'idempotency-key': `e2e-list-${i}-${Date.now()}` },
        })) as { status: number; body: unknown };
        if (res.status !== 200) throw new Error(`launch ${i} answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
    },
    { accountId, payload },
  );
  await panel.getByRole('tab', { name: 'Launches' }).click();
  await expect(panel.getByTestId('launch-row').first()).toContainText('API launch 9');
  await expect(panel.getByTestId('launch-row')).toHaveCount(10);
  // They run on the server; the page reads its list again while any is running.
  await expect(panel.getByTestId('launch-row').filter({ hasText: /PENDING|RUNNING/ })).toHaveCount(0);
  await expect(panel.getByTestId('launch-row').filter({ hasText: 'COMPLETED' })).toHaveCount(10);
  await panel.getByRole('button', { name: 'Next page' }).click();
  await expect(panel.getByTestId('launch-row').first()).not.toContainText('API launch');
  await panel.getByRole('button', { name: 'Previous page' }).click();
  // A launch this browser did not start opens in the tracker too (the background follows it from then on).
  await panel.getByRole('button', { name: 'API launch 4' }).click();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();
});

test('leads with instant forms: the lead form and the locations are checked at their fields', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('radio', { name: 'Leads Campaign' }).check();
  await expect(panel.getByRole('switch', { name: 'Instant Forms' })).toBeChecked();
  await panel.getByRole('button', { name: 'Next' }).click();

  await openSection(panel, 'Targeting & Delivery');
  await panel.getByRole('combobox', { name: 'Locations', exact: true }).click();
  await panel.keyboard.press('Backspace'); // removes the last location, the default United States
  await expect(panel.getByText('Please select at least one location.').first()).toBeVisible();
  await panel.getByRole('option', { name: 'Canada' }).click();
  await panel.getByRole('option', { name: 'Germany' }).click();
  await expect(panel.getByText('Please select at least one location.')).toHaveCount(0);
  // One chip plus '+N more' (docs/product-rules.md#locations).
  await expect(panel.getByText('+1 more')).toBeVisible();

  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByText('Please select a lead form.').first()).toBeVisible();
  await panel.getByRole('combobox', { name: 'Lead Form' }).click();
  await panel.getByRole('option', { name: "Ava's Bakery – Contact form" }).click();
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await confirmAndWait(panel, 1);

  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  const adsets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id,optimization_goal,targeting')).filter(
    (a) => a.campaign_id === campaignId,
  );
  expect(adsets).toHaveLength(1);
  expect(adsets[0]).toMatchObject({ optimization_goal: 'LEAD_GENERATION', targeting: { geo_locations: { countries: ['CA', 'DE'] } } });

  // The Launch tab after a success: the draft that launched says when, and is not one Confirm away from a second
  // campaign (docs/product-rules.md#after-a-launch); a reload keeps it so.
  await panel.getByRole('tab', { name: 'Launch', exact: true }).click();
  const sent = panel.getByRole('region', { name: /^Launched at \d\d:\d\d$/ });
  await expect(sent).toContainText("This launch went to Ava's Bakery at");
  await expect(panel.getByRole('button', { name: 'Launch 1 ad' })).toHaveCount(0);
  await expectAccessible(panel, 'launched draft');
  await panel.reload();
  await expect(sent).toBeVisible();
  // Launch again is the explicit way to send the same settings once more: Step 2 as it was, a second campaign.
  await sent.getByRole('button', { name: 'Launch again' }).click();
  await expect(panel.getByRole('combobox', { name: 'Lead Form' })).toHaveValue("Ava's Bakery – Contact form");
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await confirmAndWait(panel, 1);
  const again = new URL((await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href'))!).searchParams.get('selected_campaign_ids');
  expect(again).not.toBe(campaignId);
  const campaigns = (await graphList(accountId, 'campaigns', user.accessToken, 'id')).map((c) => c.id);
  expect([campaignId, again].every((id) => campaigns.includes(id))).toBe(true);

  // Launch New Campaign starts over from Step 1 with the defaults: from the results, or from the launched draft.
  await panel.getByRole('tab', { name: 'Launch', exact: true }).click();
  await sent.getByRole('button', { name: 'Launch New Campaign' }).click();
  await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'Website Conversions' })).toBeChecked();
});

test('traffic: placements are checked at their fields, link clicks', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('radio', { name: 'Traffic' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();

  // Refresh Assets: once every 5 minutes (docs/product-rules.md#refresh-assets), the second time with the spec's
  // message.
  await panel.getByRole('button', { name: 'Refresh Assets' }).click();
  await panel.getByRole('button', { name: 'Refresh Assets' }).click();
  await expect(panel.getByText('Asset retrieval is limited. Please try again in 5 minutes.')).toBeVisible();

  await openSection(panel, 'Placements');
  await panel.getByRole('switch', { name: 'Advantage+ Placements' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Mobile' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Desktop' }).uncheck();
  await expect(panel.getByText('Please select at least one device placement.').first()).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Mobile' }).check();
  await panel.getByRole('checkbox', { name: 'Desktop' }).check();
  await panel.getByRole('checkbox', { name: 'Facebook Feed' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Instagram Stories' }).uncheck();
  await expect(panel.getByText('Facebook Story placement requires either Facebook Feed or Instagram Story to be selected.').first()).toBeVisible();
  // Marketplace needs the feed: it went with it, and comes back only with it.
  await expect(panel.getByRole('checkbox', { name: 'Facebook Marketplace' })).not.toBeChecked();
  await panel.getByRole('checkbox', { name: 'Facebook Marketplace' }).check();
  await expect(panel.getByRole('checkbox', { name: 'Facebook Feed' })).toBeChecked();
  await expectAccessible(panel, 'placements');
  await screenshot(panel, 'placements');

  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://blog.example.com/post');
  await confirmAndWait(panel, 1);
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  const campaign = (await graphList(accountId, 'campaigns', user.accessToken, 'id,objective')).find((c) => c.id === campaignId);
  expect(campaign).toMatchObject({ objective: 'OUTCOME_TRAFFIC' });
  const adsets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id,optimization_goal')).filter((a) => a.campaign_id === campaignId);
  expect(adsets[0]).toMatchObject({ optimization_goal: 'LINK_CLICKS' });
});

test('shop: catalog and product set for website conversions', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel, 'agency', 0);
  await panel.getByRole('switch', { name: 'Enable shop' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();
  // A lifetime budget: its default, and an end date (7 days after the start) in the account's time zone.
  await panel.getByRole('radio', { name: 'Lifetime Budget' }).check();
  await expect(panel.getByLabel(/Lifetime budget/)).toHaveValue('$35.00');
  await expect(panel.getByLabel('End date')).toBeVisible();
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByText('Please select a catalog.').first()).toBeVisible();
  await panel.getByRole('combobox', { name: 'Catalog' }).click();
  await panel.getByRole('option', { name: 'Northwind Agency Clients Catalog' }).click();
  await expect(panel.getByText('Please select a product or product set.').first()).toBeVisible();
  // Products out of stock cannot be chosen (docs/product-rules.md#shop: 'No stock').
  await panel.getByRole('combobox', { name: 'Product', exact: true }).click();
  await expect(panel.getByRole('option', { name: /\(No stock\)/ }).first()).toHaveAttribute('aria-disabled', 'true');
  await panel.keyboard.press('Escape');
  await panel.getByRole('combobox', { name: 'Product Set' }).click();
  await panel.getByRole('option').first().click();
  await panel.getByLabel('Destination URL').fill('https://northwind.example.com/shop');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await confirmAndWait(panel, 1);
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  expect((await graphList(accountId, 'campaigns', user.accessToken, 'id')).some((c) => c.id === campaignId)).toBe(true);
  const adsets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id,lifetime_budget,end_time')).filter(
    (a) => a.campaign_id === campaignId,
  );
  expect(adsets[0]).toMatchObject({ lifetime_budget: '3500' });
  expect(adsets[0]!.end_time).toBeTruthy();
});

test('existing campaign: new ad set in a chosen campaign, budget locked', async ({ context, panel }) => {
  const { fx, user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('radio', { name: 'Existing Campaign' }).check();
  await expect(panel.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(panel.getByText('Please select a campaign.').first()).toBeVisible();
  await panel.getByRole('combobox', { name: 'Existing campaign' }).click();
  await panel.getByRole('option', { name: 'Spring Sale – Website', exact: true }).click();
  await expect(panel.getByRole('combobox', { name: 'Ad sets' })).toBeVisible();
  await expect(panel.getByText('Create New Ad Set(s)').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByRole('radio', { name: 'Daily Budget' })).toBeDisabled();
  // The campaign's strategy is Highest Volume, whose ad sets take no ROAS floor: no Target ROAS is asked for.
  await expect(panel.getByLabel('Target ROAS')).toHaveCount(0);
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://shop.example.com/spring');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  await expect(panel.getByRole('dialog', { name: 'Review Launch Details' }).getByRole('row', { name: /Campaign type Spring Sale – Website/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await confirmAndWait(panel, 1);
  const existing = fx.campaigns.find((c) => (c as { name: string }).name === 'Spring Sale – Website') as { id: string; adSetIds: string[] };
  const adsets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id')).filter((a) => a.campaign_id === existing.id);
  expect(adsets.length).toBe(existing.adSetIds.length + 1);
});

test('the draft survives closing the panel and keeps what applies when Ads Manager switches the account', async ({ context, panel }) => {
  const { fx, user, ads } = await openLaunchApp(context, panel, 'agency', 0);
  const second = user.adAccountIds[1]!;
  await panel.getByRole('button', { name: 'Next' }).click();
  const budget = panel.getByLabel(/Daily budget/);
  await retype(budget, '9');
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://northwind.example.com/keep');
  await expect(panel.getByRole('combobox', { name: 'Facebook Page' })).toHaveValue('Northwind Outdoor');

  // Closing and reopening the panel loses nothing.
  await panel.reload();
  await expect(panel.getByLabel(/Daily budget/)).toHaveValue('$9.00');
  await expect(panel.getByLabel('Destination URL')).toHaveValue('https://northwind.example.com/keep');

  // Another account: its assets load; the draft keeps what still applies. (In Chrome the Ads Manager tab is the
  // active one beside the side panel; here the panel is a tab of its own.)
  await ads.bringToFront();
  await ads.getByLabel('Ad account').selectOption(second.replace('act_', ''));
  await expect(panel.getByTestId('active-account')).toHaveText(fx.adAccounts.find((a) => a.id === second)!.name);
  await expect(panel.getByLabel('Destination URL')).toHaveValue('https://northwind.example.com/keep');
  await expect(panel.getByRole('combobox', { name: 'Facebook Page' })).toHaveValue('Northwind Outdoor');
  // The panel says what moved, and US$9 is not CA$9: the amount was in the old account's currency, so it goes.
  const notice = panel.getByRole('status').filter({ hasText: `Now launching into ${fx.adAccounts.find((a) => a.id === second)!.name}` });
  await expect(notice).toContainText('the budget, bid and spend limits');
  await expect(panel.getByLabel(/Daily budget \(CAD\)/)).toHaveValue('');
  await expect(panel.getByLabel(/Daily budget \(CAD\)/)).toHaveAccessibleDescription(/Please enter a valid budget\./);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('assets of an account without lead forms and with a legacy Instagram account', async ({ context, panel }) => {
  await openLaunchApp(context, panel, 'agency', 3);
  await panel.getByRole('radio', { name: 'Leads Campaign' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByText('Instagram Account Requirements Updated')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Instagram Account' }).click();
  await expect(panel.getByRole('option', { name: /legacy/ })).toHaveAttribute('aria-disabled', 'true');
  await panel.keyboard.press('Escape');
  // A page without lead forms: the spec's message at the field.
  await panel.getByRole('combobox', { name: 'Facebook Page' }).click();
  await panel.getByRole('option', { name: 'Lumen Home' }).click();
  await expect(panel.getByText('No Lead Forms found for this Facebook page.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Facebook Page' }).click();
  await panel.getByRole('option', { name: 'Lumen Lighting Pro' }).click();
  await expect(panel.getByText('No Lead Forms found for this Facebook page.')).toHaveCount(0);
  await expect(panel.getByText('Please select a lead form.').first()).toBeVisible();
});
