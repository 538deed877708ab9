import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, expectAccessible, openLaunchApp, openSection, retype, screenshot, simConfig, simFault, simObjects, simResetFaults } from './launch-app';

// Existing campaign and ad sets, duplicate a campaign or an ad set, import a campaign from another
// ad account and its export confirm — in the side panel, against the API and the simulator (docs/campaign-modes.md).

test.afterEach(async () => {
  await simResetFaults();
  await simConfig({ latency: { baseMs: 0, perBatchOpMs: 0 } });
});

/** A slow platform for the next reads, so that a loading state stays long enough to be seen. */
const slowPlatform = () => simConfig({ latency: { baseMs: 400, perBatchOpMs: 0 } });
const fastPlatform = () => simConfig({ latency: { baseMs: 0, perBatchOpMs: 0 } });

type Obj = Record<string, unknown> & { id: string; name: string };
const objects = async (type: string, accountId: string) => (await simObjects(type, accountId)) as Obj[];

async function pickExisting(panel: Page, campaign: string) {
  await panel.getByRole('radio', { name: 'Existing Campaign' }).check();
  await choose(panel, 'Existing campaign', campaign);
  await expect(panel.getByText('Create New Ad Set(s)').first()).toBeVisible();
}

/** Picks one existing ad set in the multi-select (its input hides behind the chosen pills: the field is clicked). */
async function pickAdSet(panel: Page, name: string) {
  const input = panel.getByRole('combobox', { name: 'Ad sets' });
  await panel.locator('.mantine-MultiSelect-input').filter({ has: input }).click();
  await panel.getByRole('option', { name }).click();
  await panel.keyboard.press('Escape');
}

/** Reviews and confirms; waits for the launch to complete. */
async function confirm(panel: Page, ads: number, title = `Are you sure you want to launch ${ads} ad(s)?`) {
  await expect.poll(() => panel.getByTestId('launch-reason').allTextContents()).toEqual([]);
  await panel.getByRole('button', { name: `Launch ${ads} ad${ads === 1 ? '' : 's'}` }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await expect(dialog.getByText(title)).toBeVisible();
  return dialog;
}
async function confirmLaunch(panel: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();
}

test('existing campaign: ad sets load, budget allocation is locked, the first ad set sets the bid strategy, ad set choices switch modes', async ({
  context,
  panel,
}) => {
  await openLaunchApp(context, panel);
  await panel.getByRole('radio', { name: 'Leads Campaign' }).check();
  await pickExisting(panel, 'Catering Leads');
  // 'Create New Ad Set(s)' is the default; choosing an existing ad set means a single ad set.
  await pickAdSet(panel, 'Catering – bid cap');
  await expect(panel.getByRole('radio', { name: 'Single Ad Set' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: /Dedicated Ad Sets/ })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Duplicate ad set' })).toBeEnabled();
  await expectAccessible(panel, 'existing campaign');
  await panel.getByRole('button', { name: 'Next' }).click();

  // The first ad set the platform lists (newest first: 'Catering – bid cap', LOWEST_COST_WITH_BID_CAP) set the bid
  // strategy; the budget allocation is locked (docs/product-rules.md#existing-campaign). The ads go into the chosen ad
  // set, whose own budget and bid apply: none is asked for, none is sent.
  await expect(panel.getByRole('combobox', { name: 'Bid strategy' })).toHaveValue('Bid Cap');
  await expect(panel.getByRole('switch', { name: 'Campaign budget (CBO)' })).toBeDisabled();
  await expect(panel.getByText('Your ads go into existing ad sets: their own budgets and bids apply')).toBeVisible();
  await expect(panel.getByLabel(/Daily budget/)).toHaveCount(0);
  await expect(panel.getByLabel(/^Bid amount/)).toHaveCount(0);
});

test('existing ABO campaign: only the allocation is locked; the new ad set gets the budget typed, to the cent', async ({ context, panel }) => {
  const { accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('radio', { name: 'Traffic' }).check();
  await pickExisting(panel, 'Blog Traffic');
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByRole('switch', { name: 'Campaign budget (CBO)' })).toBeDisabled();
  await expect(panel.getByRole('switch', { name: 'Campaign budget (CBO)' })).not.toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Lifetime Budget' })).toBeEnabled();
  const budget = panel.getByLabel('Daily budget (USD)');
  await expect(budget).toBeEnabled();
  await retype(budget, '12.75');
  await panel.keyboard.press('Tab');
  await expect(budget).toHaveValue('$12.75');
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://blog.example.com/abo');
  const campaign = (await objects('campaign', accountId)).find((c) => c.name === 'Blog Traffic')!;
  const before = new Set((await objects('adset', accountId)).filter((a) => a.campaign_id === campaign.id).map((a) => a.id));
  await confirmLaunch(panel, await confirm(panel, 1));

  const added = (await objects('adset', accountId)).filter((a) => a.campaign_id === campaign.id && !before.has(a.id));
  expect(added).toHaveLength(1);
  expect(Number(added[0]!.daily_budget)).toBe(1275);
  const after = (await objects('campaign', accountId)).find((c) => c.id === campaign.id)!;
  expect(after.daily_budget).toBeUndefined();
});

test('duplicate a campaign: the loading state, the [COPY] name, the budget changed in Step 2, then the copy and its ad sets in the simulator', async ({
  context,
  panel,
}) => {
  const { accountId } = await openLaunchApp(context, panel);
  const before = new Set((await objects('campaign', accountId)).map((c) => c.id));
  await pickExisting(panel, 'Spring Sale – Website');
  await slowPlatform();
  await panel.getByRole('button', { name: 'Duplicate campaign' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Loading the campaign to duplicate…' })).toBeVisible();
  await expect(panel.getByText('Duplicate campaign', { exact: true })).toBeVisible();
  await expect(panel.getByText('[COPY] Spring Sale – Website')).toBeVisible();
  await fastPlatform();
  await expectAccessible(panel, 'duplicate campaign');
  await screenshot(panel, 'duplicate-campaign');
  // The copy takes the budget typed here, not its source's $50.00 (docs/campaign-modes.md#what-a-copy-keeps).
  const budget = panel.getByLabel('Daily budget (USD)', { exact: true });
  await expect(budget).toHaveValue('$50.00');
  await retype(budget, '75');
  await panel.keyboard.press('Tab');
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://shop.example.com/copy');
  const dialog = await confirm(panel, 1);
  await expect(dialog.getByRole('row', { name: /^Budget / })).toHaveText(/\$75\.00 daily campaign budget/);
  await expect(dialog.getByRole('row', { name: /^Kept from the copied campaign / })).toContainText('objective');
  await confirmLaunch(panel, dialog);

  const created = (await objects('campaign', accountId)).filter((c) => !before.has(c.id));
  expect(created.map((c) => c.name)).toEqual(['[COPY] Spring Sale – Website']);
  expect(created[0]).toMatchObject({ daily_budget: '7500', status: 'ACTIVE' });
  expect((await objects('campaign', accountId)).find((c) => c.name === 'Spring Sale – Website')!.daily_budget).toBe('5000');
  const adSets = (await objects('adset', accountId)).filter((a) => a.campaign_id === created[0]!.id);
  expect(adSets.length).toBeGreaterThan(0);
  for (const a of adSets) expect(a.name).toMatch(/^\[COPY\] /);
});

test('duplicate an ad set: copied into its campaign as [COPY] with the new ads, and the bid and budget typed in Step 2', async ({ context, panel }) => {
  const { accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('radio', { name: 'Leads Campaign' }).check();
  await pickExisting(panel, 'Catering Leads');
  await expect(panel.getByRole('button', { name: 'Duplicate ad set' })).toBeDisabled();
  await pickAdSet(panel, 'Catering – cost cap');
  await panel.getByRole('button', { name: 'Duplicate ad set' }).click();
  await expect(panel.getByText('[COPY] Catering – cost cap')).toBeVisible();
  await expectAccessible(panel, 'duplicate ad set');
  await screenshot(panel, 'duplicate-ad-set');
  // The source's $20.00 a day and $4.00 cost cap, changed here: the copy takes these (the budget still five times the
  // bid, as the platform asks).
  for (const [label, from, to] of [
    ['Daily budget (USD)', '$20.00', '25'],
    ['Bid amount (USD)', '$4.00', '4.50'],
  ] as const) {
    const field = panel.getByLabel(label, { exact: true });
    await expect(field).toHaveValue(from);
    await retype(field, to);
    await panel.keyboard.press('Tab');
  }
  // A lead form launch: the page's instant form (the link comes from the ad set's ads).
  await openSection(panel, 'Assets & Tracking');
  await choose(panel, 'Lead Form', /.+/);
  const dialog = await confirm(panel, 1);
  await expect(dialog.getByRole('row', { name: /^Budget / })).toHaveText(/\$25\.00 daily per ad set/);
  await expect(dialog.getByRole('row', { name: /^Bid strategy / })).toHaveText(/Cost Per Result, \$4\.50/);
  await confirmLaunch(panel, dialog);

  const campaign = (await objects('campaign', accountId)).find((c) => c.name === 'Catering Leads')!;
  const copies = (await objects('adset', accountId)).filter((a) => a.campaign_id === campaign.id && a.name === '[COPY] Catering – cost cap');
  expect(copies).toHaveLength(1);
  expect(copies[0]).toMatchObject({ daily_budget: '2500', bid_amount: 450, bid_strategy: 'COST_CAP', status: 'ACTIVE' });
  const ads = (await objects('ad', accountId)).filter((a) => a.adset_id === copies[0]!.id);
  expect(ads.length).toBeGreaterThan(0);
});

test('import a campaign from another ad account: the account picker, its creatives, locked bid strategy and budget type, export confirm', async ({
  context,
  panel,
}) => {
  const { fx, user, accountId } = await openLaunchApp(context, panel, 'agency');
  const from = user.adAccountIds[1]!;
  const source = fx.campaigns.find((c) => c.accountId === from)!;
  const before = new Set((await objects('campaign', accountId)).map((c) => c.id));

  await panel.getByRole('switch', { name: 'Import a campaign from another ad account' }).check();
  await panel.getByRole('combobox', { name: 'Ad account to import from' }).click();
  // The current account is not offered.
  await expect(panel.getByRole('option', { name: new RegExp(`\\(${accountId.replace('act_', '')}\\)`) })).toHaveCount(0);
  await panel.getByRole('option', { name: new RegExp(`\\(${from.replace('act_', '')}\\)`) }).click();
  await choose(panel, 'Campaign to import', source.name);
  await expectAccessible(panel, 'import');
  await screenshot(panel, 'import');
  await slowPlatform();
  await panel.getByRole('button', { name: 'Import Campaign' }).click();
  await expect(panel.getByRole('status').filter({ hasText: "Loading the campaign's creatives…" })).toBeVisible();

  // Step 2, prefilled from the campaign; bid strategy and budget type locked (docs/product-rules.md#existing-campaign).
  await expect(panel.getByText('Imported campaign', { exact: true })).toBeVisible();
  await fastPlatform();
  await expect(panel.getByRole('combobox', { name: 'Bid strategy' })).toBeDisabled();
  await expect(panel.getByRole('radio', { name: 'Daily Budget' })).toBeDisabled();
  // The source's CA$25.00 is not read as US$25.00: cleared, said, and typed again in this account's dollars.
  await expect(panel.getByRole('status').filter({ hasText: 'Amounts cleared' })).toContainText('pays in $ (USD), and the campaign you import is in CAD');
  await expect(panel.getByLabel(/Daily budget/)).toHaveValue('');
  await retype(panel.getByLabel(/Daily budget/), '25');
  await panel.keyboard.press('Tab');
  await expect(panel.getByLabel(/Daily budget/)).toHaveValue('$25.00');
  await expectAccessible(panel, 'import step 2');
  await screenshot(panel, 'import-step-2');

  const dialog = await confirm(panel, 1, 'Are you sure you want to export your campaign?');
  await expect(dialog.getByRole('row', { name: /Campaign type Exported Campaign/ })).toBeVisible();
  await confirmLaunch(panel, dialog);

  const created = (await objects('campaign', accountId)).filter((c) => !before.has(c.id));
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ name: source.name, objective: 'OUTCOME_TRAFFIC' });
  const adSets = (await objects('adset', accountId)).filter((a) => a.campaign_id === created[0]!.id);
  expect(adSets[0]).toMatchObject({ daily_budget: '2500', bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
  // The imported creative's image was copied to this account and used.
  const ad = (await objects('ad', accountId)).find((a) => a.campaign_id === created[0]!.id)!;
  const creative = (await objects('adcreative', accountId)).find((c) => c.id === (ad.creative as { id: string }).id)!;
  const linkData = (c: Record<string, unknown>) => (c.object_story_spec as { link_data: { image_hash: string; message?: string; name?: string } }).link_data;
  const sourceImage = fx.adImages.find((i) => i.adAccountId === from) as { hash?: string } | undefined;
  expect(linkData(creative).image_hash).toBe(sourceImage?.hash);
  // The source ad's texts came along (through a library copy): its primary text and headline.
  const sourceAd = (await objects('ad', from)).find((a) => a.campaign_id === source.id)!;
  const sourceCreative = (await objects('adcreative', from)).find((c) => c.id === (sourceAd.creative as { id: string }).id)!;
  expect(linkData(sourceCreative).message).toBeTruthy();
  expect(linkData(sourceCreative).name).toBeTruthy();
  expect(linkData(creative)).toMatchObject({ message: linkData(sourceCreative).message, name: linkData(sourceCreative).name });
});

test('import error: a failing details call shows the import error and stays on step 1', async ({ context, panel }) => {
  const { fx, user } = await openLaunchApp(context, panel, 'agency');
  const from = user.adAccountIds[2]!;
  const source = fx.campaigns.find((c) => c.accountId === from)!;
  await simFault({ kind: 'error', path: `^/${source.id}/ads$`, error: { code: 100, message: 'Unsupported get request.' } });
  await panel.getByRole('switch', { name: 'Import a campaign from another ad account' }).check();
  await panel.getByRole('combobox', { name: 'Ad account to import from' }).click();
  await panel.getByRole('option', { name: new RegExp(`\\(${from.replace('act_', '')}\\)`) }).click();
  await choose(panel, 'Campaign to import', source.name);
  await panel.getByRole('button', { name: 'Import Campaign' }).click();
  await expect(panel.getByText('There was an error importing your campaign')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();
  // Shown for 5 seconds (docs/product-rules.md#import-and-export), then gone.
  await expect(panel.getByText('There was an error importing your campaign')).toBeHidden();
});
