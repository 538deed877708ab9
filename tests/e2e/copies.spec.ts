import type { Locator, Page } from '@playwright/test';
import { createHousingCampaign, createRichAdSet } from '../fixtures/copy-sources';
import { expect, simFixtures, simUrl, test } from './fixtures';
import { choose, confirmAndWait, expectAccessible, openLaunchApp, openSection, retype, simObjects } from './launch-app';

// A copy is a copy (docs/campaign-modes.md, docs/templates.md#currencies), typed key by key and read back from the
// simulator field by field: a yen template in a dollar account, a duplicated ad set with rich targeting and one edit,
// a new campaign right after it (nothing leaks), and an imported HOUSING campaign.

type Obj = Record<string, unknown>;

/** The object of `type` this launch made (by its marker). */
async function launched(type: 'adset' | 'ad' | 'campaign', accountId: string, launchId: string): Promise<Obj> {
  const found = (await simObjects(type, accountId)).find((o) => ((o.adlabels ?? []) as Array<{ name: string }>).some((l) => l.name === `salvo:${launchId}`));
  expect(found, `the ${type} of launch ${launchId}`).toBeDefined();
  return found!;
}

const budgetField = (panel: Page): Locator => panel.getByLabel(/Daily budget/);

// Templates are the user's: none is left for the other specs of the run.
test.afterEach(async ({ panel }) => {
  await panel.evaluate(async () => {
    const list = (await chrome.runtime.sendMessage({ type: 'api', method: 'GET', path: '/campaign-templates' })) as { body: { data?: Array<{ id: string }> } };
    for (const t of list.body.data ?? []) await chrome.runtime.sendMessage({ type: 'api', method: 'DELETE', path: `/campaign-templates/${t.id}` });
  });
});

test('a yen template in a dollar account: its amounts are cleared and said, typed again in dollars, sent to the cent', async ({ context, panel }) => {
  const fx = await simFixtures();
  const sam = fx.users.find((u) => u.role === 'agency')!;
  const { ads } = await openLaunchApp(context, panel, 'agency', sam.adAccountIds.indexOf('act_206'));
  await panel.getByRole('button', { name: 'Next' }).click();
  await retype(budgetField(panel), '5000');
  await panel.keyboard.press('Tab');
  await expect(budgetField(panel)).toHaveValue('¥5,000');
  await openSection(panel, 'Assets & Tracking');
  await retype(panel.getByLabel('Destination URL'), 'https://tokyo.example.com/');
  await panel.getByRole('button', { name: 'Save as Template' }).click();
  await panel.getByRole('dialog', { name: 'Save Template' }).getByRole('button', { name: 'Continue' }).click();
  const naming = panel.getByRole('dialog', { name: 'Name Your Template' });
  await naming.getByRole('textbox', { name: 'Template name' }).pressSequentially('Tokyo');
  await naming.getByRole('button', { name: 'Save as New Template' }).click();
  await expect(naming).toHaveCount(0);

  // Ads Manager goes to the dollar account: the draft follows, its yen amounts cleared (the account switch says so).
  await ads.bringToFront();
  await ads.getByLabel('Ad account').selectOption('201');
  await panel.bringToFront();
  await expect(panel.getByRole('status').filter({ hasText: 'Now launching into Northwind – US Outdoor' })).toBeVisible();
  await expectAccessible(panel, 'account switched');
  await panel.getByRole('status').filter({ hasText: 'Now launching into' }).getByRole('button', { name: 'Dismiss' }).click();
  await retype(budgetField(panel), '12');
  await panel.keyboard.press('Tab');

  // The yen template: every setting but its amounts, which are not read as dollars.
  await panel.getByRole('button', { name: 'Launch Templates' }).click();
  const list = panel.getByRole('dialog', { name: 'Launch Templates' });
  await list.getByRole('radio', { name: 'Tokyo' }).check();
  await list.getByRole('button', { name: 'Use Selected Template' }).click();
  const notice = panel.getByRole('status').filter({ hasText: 'Amounts cleared' });
  await expect(notice).toContainText('this ad account pays in $ (USD), and the template "Tokyo" holds amounts in JPY');
  await expect(budgetField(panel)).toHaveValue('');
  await expect(panel.getByText('Please enter a valid budget.').first()).toBeVisible();
  await expectAccessible(panel, 'template amounts cleared');
  await retype(budgetField(panel), '25.50');
  await panel.keyboard.press('Tab');
  await expect(budgetField(panel)).toHaveValue('$25.50');
  const id = await confirmAndWait(panel, 1);
  const adSet = await launched('adset', 'act_201', id);
  expect(adSet.daily_budget).toBe('2550');
});

test('a duplicated ad set keeps its cities, audiences, placements and ROAS floor but the one edit; the next new campaign has nothing of it', async ({
  context,
  panel,
}) => {
  const fx = (await simFixtures()) as unknown as {
    users: Array<{ role: string; accessToken: string }>;
    campaigns: Array<{ id: string; name: string }>;
    pixels: Array<{ id: string; adAccountIds: string[] }>;
    pages: Array<{ id: string; adAccountIds: string[] }>;
    adImages: Array<{ hash: string; adAccountId: string }>;
    customAudiences: Array<{ id: string; accountId: string; name: string }>;
  };
  const ava = fx.users.find((u) => u.role === 'advertiser')!;
  const campaignId = fx.campaigns.find((c) => c.name === 'Holiday Value')!.id;
  const audiences = fx.customAudiences.filter((a) => a.accountId === 'act_101').map((a) => a.id) as [string, string, string];
  const source = await createRichAdSet(simUrl(), ava.accessToken, {
    accountId: 'act_101',
    campaignId,
    pixelId: fx.pixels.find((p) => p.adAccountIds.includes('act_101'))!.id,
    customAudienceIds: audiences,
    dailyBudget: 3000,
    name: 'Texas – min ROAS',
    ad: {
      pageId: fx.pages.find((p) => p.adAccountIds.includes('act_101'))!.id,
      imageHash: fx.adImages.find((i) => i.adAccountId === 'act_101')!.hash,
      link: 'https://texas.example.com/',
    },
  });
  await openLaunchApp(context, panel);
  // The buyer's own link, typed before duplicating.
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await retype(panel.getByLabel('Destination URL'), 'https://own.example.com/mine');
  await panel.getByRole('button', { name: 'Back' }).click();

  await panel.getByRole('radio', { name: 'Existing Campaign' }).check();
  await choose(panel, 'Existing campaign', 'Holiday Value');
  const adSets = panel.getByRole('combobox', { name: 'Ad sets' });
  await panel.locator('.mantine-MultiSelect-input').filter({ has: adSets }).click();
  await panel.getByRole('option', { name: 'Texas – min ROAS' }).click();
  await panel.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Duplicate ad set' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Duplicate ad set' })).toContainText('[COPY] Texas – min ROAS');
  // The source was to start tomorrow at this hour; the copy starts at the draft's start, and the banner says so.
  await expect(panel.getByRole('alert').filter({ hasText: 'Duplicate ad set' })).toContainText(
    /The copied ad set was scheduled to start \d{4}-\d\d-\d\d \d\d:\d\d \(America\/New_York\); the copy starts at the start under Budget & Schedule instead\./,
  );

  // Step 2 shows the source: Highest Value with its floor, its cities with their radius, its placements.
  await expect(panel.getByRole('combobox', { name: 'Bid strategy' })).toHaveValue('Highest Value');
  await expect(panel.getByLabel('Target ROAS')).toHaveValue('2.5');
  await openSection(panel, 'Targeting & Delivery');
  // By their names, as the platform reads them back (the source sent their keys alone), with the radius.
  await expect(panel.getByText('Austin, Texas, United States (city, +20 mi)').first()).toBeVisible();
  await openSection(panel, 'Placements');
  await expectAccessible(panel, 'duplicated ad set');
  await expect(panel.getByRole('switch', { name: /Advantage\+ Placements/ })).not.toBeChecked();
  // The one edit: a floor of 3.
  await retype(panel.getByLabel('Target ROAS'), '3');
  await panel.keyboard.press('Tab');
  // The review names the copy's targeting: its cities with their radius, its excluded city and audience.
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const review = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await review.getByRole('button', { name: 'Details' }).click();
  await expect(review.getByRole('row', { name: /^Locations / })).toHaveText('LocationsAustin (+20 mi), Dallas (+40 km)');
  await expect(review.getByRole('row', { name: /^Excluded locations / })).toHaveText('Excluded locationsHouston');
  const excludedName = fx.customAudiences.find((a) => a.id === audiences[2]);
  await expect(review.getByRole('row', { name: /^Excluded audiences / })).toHaveText(`Excluded audiences${excludedName!.name}`);
  await expectAccessible(panel, 'duplicated ad set reviewed by name');
  await review.getByRole('button', { name: 'Cancel' }).click();
  const id = await confirmAndWait(panel, 1);

  const copy = await launched('adset', 'act_101', id);
  const t = copy.targeting as Obj & { geo_locations: { cities: Obj[] }; excluded_geo_locations: { cities: Obj[] } };
  const s = source.targeting as typeof t;
  const place = (c: Obj) => [c.key, c.radius, c.distance_unit];
  expect(t.geo_locations.cities.map(place)).toEqual(s.geo_locations.cities.map(place));
  expect(t.excluded_geo_locations.cities.map((c) => c.key)).toEqual(s.excluded_geo_locations.cities.map((c) => c.key));
  for (const key of [
    'age_min',
    'age_max',
    'custom_audiences',
    'excluded_custom_audiences',
    'publisher_platforms',
    'facebook_positions',
    'instagram_positions',
    'device_platforms',
    'wireless_carrier',
  ]) {
    expect(t[key], key).toEqual(s[key]);
  }
  expect(copy).toMatchObject({
    bid_strategy: 'LOWEST_COST_WITH_MIN_ROAS',
    bid_constraints: { roas_average_floor: 30000 },
    daily_budget: '3000',
    name: '[COPY] Texas – min ROAS',
  });

  // Launch New Campaign: the buyer's own link and the defaults; nothing of the ad set copied.
  await panel.getByRole('button', { name: 'Launch New Campaign' }).click();
  await expect(panel.getByRole('radio', { name: 'New Campaign' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: /Dedicated Ad Sets/ })).toBeChecked();
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(budgetField(panel)).toHaveValue('$5.00');
  await expect(panel.getByRole('combobox', { name: 'Bid strategy' })).toHaveValue('Highest Volume');
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByLabel('Destination URL')).toHaveValue('https://own.example.com/mine');
  const next = await confirmAndWait(panel, 1);
  const fresh = await launched('adset', 'act_101', next);
  expect(fresh.name).not.toMatch(/Texas/);
  expect((fresh.targeting as Obj).geo_locations).toEqual({ countries: ['US'] });
  expect(fresh.daily_budget).toBe('500');
  const ad = await launched('ad', 'act_101', next);
  const creative = (await simObjects('adcreative', 'act_101')).find((c) => c.id === (ad.creative as { id: string }).id)!;
  expect((creative.object_story_spec as { link_data: Obj }).link_data.link).toBe('https://own.example.com/mine');
});

test('an imported HOUSING campaign keeps its special ad category and country; its dollars are asked for again in Canadian dollars', async ({
  context,
  panel,
}) => {
  const fx = (await simFixtures()) as unknown as {
    users: Array<{ role: string; accessToken: string; adAccountIds: string[] }>;
    pages: Array<{ id: string; adAccountIds: string[] }>;
    adImages: Array<{ hash: string; adAccountId: string }>;
  };
  const sam = fx.users.find((u) => u.role === 'agency')!;
  await createHousingCampaign(simUrl(), sam.accessToken, {
    accountId: 'act_201',
    pageId: fx.pages.find((p) => p.adAccountIds.includes('act_201'))!.id,
    imageHash: fx.adImages.find((i) => i.adAccountId === 'act_201')!.hash,
    country: 'US',
    dailyBudget: 2500,
  });
  await openLaunchApp(context, panel, 'agency', sam.adAccountIds.indexOf('act_202'));
  await panel.getByRole('switch', { name: 'Import a campaign from another ad account' }).check();
  await choose(panel, 'Ad account to import from', /Northwind – US Outdoor/);
  await choose(panel, 'Campaign to import', 'Homes for sale – housing');
  await panel.getByRole('button', { name: 'Import Campaign' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Imported campaign' })).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: 'Amounts cleared' })).toContainText('pays in CA$ (CAD), and the campaign you import is in USD');
  await expectAccessible(panel, 'imported campaign');
  await retype(budgetField(panel), '40');
  await panel.keyboard.press('Tab');
  await expect(budgetField(panel)).toHaveValue('CA$40.00');
  await expect.poll(() => panel.getByTestId('launch-reason').allTextContents()).toEqual([]);
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await expect(dialog.getByText('Are you sure you want to export your campaign?')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Special ad category / })).toContainText('Housing, in US');
  await expectAccessible(panel, 'review of an import');
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();
  const id = await panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
  const campaign = await launched('campaign', 'act_202', id);
  expect(campaign).toMatchObject({
    special_ad_categories: ['HOUSING'],
    special_ad_category_country: ['US'],
    objective: 'OUTCOME_TRAFFIC',
    name: 'Homes for sale – housing',
  });
  const adSet = await launched('adset', 'act_202', id);
  expect(adSet.daily_budget).toBe('4000');
  expect(adSet.targeting).toMatchObject({ geo_locations: { countries: ['US'] }, age_min: 18, age_max: 65 });
});
