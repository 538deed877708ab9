import type { Page } from '@playwright/test';
import { expect, graphList, test } from './fixtures';
import { choose, confirmAndWait, expectAccessible, openLaunchApp, openSection, retype, screenshot, simObjects } from './launch-app';

// Launch templates, Save as Template, default settings and the Advantage+ Enhancements dialog.

/** A toast (docs/product-rules.md#templates), then closed so that the next one is the one read. It may close by itself
 * first (after 5 s, sooner than a busy machine gets to the click): closed either way, and no click left pending for
 * the next toast. */
async function toast(panel: Page, text: string): Promise<void> {
  const alert = panel.getByRole('alert').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await expect(async () => {
    if ((await alert.count()) > 0) await alert.getByRole('button', { name: 'Close notification' }).click({ timeout: 2000 });
    await expect(alert).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

async function toStepTwo(panel: Page): Promise<void> {
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByLabel(/Daily budget/)).toBeVisible();
}

async function setBudgetAndGender(panel: Page, budget: string, gender: 'All' | 'Men' | 'Women'): Promise<void> {
  await panel.getByLabel(/Daily budget/).fill(budget);
  await openSection(panel, 'Targeting & Delivery');
  await panel.getByRole('radio', { name: gender, exact: true }).check();
}

async function applyTemplate(panel: Page, name: string): Promise<void> {
  const opener = panel.getByRole('button', { name: 'Launch Templates' });
  await opener.click();
  const dialog = panel.getByRole('dialog', { name: 'Launch Templates' });
  await dialog.getByRole('radio', { name }).check();
  await dialog.getByRole('button', { name: 'Use Selected Template' }).click();
  // Closed, the focus is back on the button that opened it (before the toast's close button takes it).
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await toast(panel, `Template ${name} applied successfully`);
}

// The Advantage+ default and the default assets are the user's: it is set back after each test, for the other specs of the run.
// So are templates: a test that stops halfway leaves none behind.
test.afterEach(async ({ panel }) => {
  await panel.evaluate(async () => {
    await chrome.runtime.sendMessage({
      type: 'api',
      method: 'PUT',
      path: '/facebook/adlauncher/settings',
      body: { defaultUseAdvantageCreatives: false, advantageCreativeSettings: {}, defaultPageId: null, defaultLeadFormId: null, defaultConversionEvent: null },
    });
    const list = (await chrome.runtime.sendMessage({ type: 'api', method: 'GET', path: '/campaign-templates' })) as { body: { data?: Array<{ id: string }> } };
    for (const t of list.body.data ?? []) await chrome.runtime.sendMessage({ type: 'api', method: 'DELETE', path: `/campaign-templates/${t.id}` });
  });
});

test('templates: save, apply, update, rename, clear, launch with a template, delete', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel, 'agency', 1);
  await toStepTwo(panel);
  await setBudgetAndGender(panel, '23', 'Men');
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://shop.example.com/templates');

  // Save as Template: New Template, then the naming dialog; an empty name is refused at the field
  // (docs/product-rules.md#templates).
  await panel.getByRole('button', { name: 'Save as Template' }).click();
  const choose = panel.getByRole('dialog', { name: 'Save Template' });
  await expect(choose.getByRole('radio', { name: 'New Template' })).toBeChecked();
  await expectAccessible(panel, 'save template');
  await choose.getByRole('button', { name: 'Continue' }).click();
  const naming = panel.getByRole('dialog', { name: 'Name Your Template' });
  const name = naming.getByRole('textbox', { name: 'Template name' });
  await expect(name).toHaveAttribute('placeholder', 'Enter a name for your template');
  await name.fill('   ');
  await naming.getByRole('button', { name: 'Save as New Template' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter a name for your template.');
  await expectAccessible(panel, 'template name');
  await name.fill('Summer Men');
  await naming.getByRole('button', { name: 'Save as New Template' }).click();
  // Both dialogs close, and the focus is back on the button that opened the first.
  await expect(naming).toHaveCount(0);
  await expect(choose).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save as Template' })).toBeFocused();
  await toast(panel, 'Template saved successfully');
  await expect(panel.getByTestId('applied-template')).toHaveText('Template: Summer Men');

  // Other settings, then the template brings its own back (docs/product-rules.md#templates: selecting one fills all
  // settings).
  await setBudgetAndGender(panel, '9', 'All');
  await panel.getByRole('button', { name: 'Launch Templates' }).click();
  const list = panel.getByRole('dialog', { name: 'Launch Templates' });
  await expect(list.getByRole('radio', { name: 'Summer Men' })).toBeVisible();
  await expectAccessible(panel, 'launch templates');
  await screenshot(panel, 'launch-templates');
  await list.getByRole('button', { name: 'Close dialog' }).click();
  await expect(panel.getByRole('button', { name: 'Launch Templates' })).toBeFocused();
  await applyTemplate(panel, 'Summer Men');
  await expect(panel.getByLabel(/Daily budget/)).toHaveValue('CA$23.00');
  await expect(panel.getByRole('radio', { name: 'Men', exact: true })).toBeChecked();

  // Saving again offers the applied template: Update Template (docs/product-rules.md#templates: an existing id updates
  // it).
  await setBudgetAndGender(panel, '31', 'Men');
  await panel.getByRole('button', { name: 'Save as Template' }).click();
  await expect(choose.getByRole('radio', { name: 'Summer Men' })).toBeChecked();
  await choose.getByRole('button', { name: 'Continue' }).click();
  await expect(name).toHaveValue('Summer Men');
  await naming.getByRole('button', { name: 'Update Template' }).click();
  await toast(panel, 'Template updated successfully');

  // Rename: an empty name is refused at the field.
  await panel.getByRole('button', { name: 'Launch Templates' }).click();
  await list.getByRole('button', { name: 'Rename Summer Men' }).click();
  const rename = panel.getByRole('dialog', { name: 'Rename Template' });
  const newName = rename.getByRole('textbox', { name: 'Template name' });
  await newName.fill('');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(newName).toHaveAccessibleDescription('Please enter a name for your template.');
  await expectAccessible(panel, 'rename template');
  await newName.fill('Winter Men');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await toast(panel, 'Template renamed successfully');
  await expect(list.getByRole('radio', { name: 'Winter Men' })).toBeVisible();

  // Clear Template: the template's settings go back to the defaults; the destination URL stays.
  await list.getByRole('button', { name: 'Clear Template' }).click();
  await toast(panel, 'Cleared launch template settings');
  await expect(panel.getByLabel(/Daily budget/)).toHaveValue('CA$5.00');
  await expect(panel.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(panel.getByTestId('applied-template')).toHaveCount(0);

  // A launch with the template: the ad set has its budget and gender.
  await applyTemplate(panel, 'Winter Men');
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByLabel('Destination URL')).toHaveValue('https://shop.example.com/templates');
  await confirmAndWait(panel, 1);
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  const adsets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id,daily_budget,targeting')).filter((a) => a.campaign_id === campaignId);
  expect(adsets).toHaveLength(1);
  expect(adsets[0]).toMatchObject({ daily_budget: '3100', targeting: { genders: [1] } });

  // Delete, after a confirmation.
  await panel.getByRole('button', { name: 'Launch New Campaign' }).click();
  await toStepTwo(panel);
  await panel.getByRole('button', { name: 'Launch Templates' }).click();
  await list.getByRole('button', { name: 'Delete Winter Men' }).click();
  const confirm = panel.getByRole('dialog', { name: 'Delete Template' });
  await expect(confirm.getByText('Delete the template Winter Men? This cannot be undone.')).toBeVisible();
  await expectAccessible(panel, 'delete template');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toast(panel, 'Template deleted successfully');
  await expect(list.getByText('No templates yet. Set a launch up and choose Save as Template.')).toBeVisible();
});

test('Advantage+ Enhancements: the saved default goes into this launch and into the next draft', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel, 'agency', 2);
  await toStepTwo(panel);
  const thisLaunch = panel.getByRole('switch', { name: 'Advantage+ creative enhancements for this launch' });
  await expect(thisLaunch).not.toBeChecked();

  await panel.getByRole('button', { name: 'Advantage+ Enhancements settings' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Advantage+ Enhancements' });
  const byDefault = dialog.getByRole('switch', { name: 'Use Advantage+ creative enhancements by default' });
  await expect(byDefault).not.toBeChecked();
  await byDefault.check();
  await expectAccessible(panel, 'advantage enhancements');
  await screenshot(panel, 'advantage-enhancements');
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  const settings = panel.getByRole('button', { name: 'Advantage+ Enhancements settings' });
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();
  await toast(panel, 'Advantage+ Enhancements settings saved');
  await expect(thisLaunch).toBeChecked();

  // The launch's creative opts in to the enhancements.
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://shop.example.com/enhanced');
  await confirmAndWait(panel, 1);
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  const adsetIds = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id')).filter((a) => a.campaign_id === campaignId).map((a) => a.id);
  const creativeIds = (await simObjects('ad', accountId)).filter((a) => adsetIds.includes(a.adset_id)).map((a) => (a.creative as { id: string }).id);
  const creatives = (await simObjects('adcreative', accountId)).filter((c) => creativeIds.includes(c.id as string));
  expect(creatives).toHaveLength(1);
  expect(creatives[0]).toMatchObject({ degrees_of_freedom_spec: { creative_features_spec: { image_touchups: { enroll_status: 'OPT_IN' } } } });

  // The next draft starts with the default (a new draft would start with it off).
  await panel.getByRole('button', { name: 'Launch New Campaign' }).click();
  await toStepTwo(panel);
  await expect(thisLaunch).toBeChecked();
  // This launch only: the default stays.
  await thisLaunch.uncheck();
  // Opened and closed from the keyboard: the focus comes back to the link.
  await settings.focus();
  await panel.keyboard.press('Enter');
  await expect(byDefault).toBeChecked();
  await panel.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();

  // A stored draft keeps what the user set; a panel with no stored draft starts with the default.
  await panel.reload();
  await expect(panel.getByLabel(/Daily budget/)).toBeVisible();
  await expect(thisLaunch).not.toBeChecked();
  await panel.evaluate(() => chrome.storage.local.remove('launchDraft'));
  await panel.reload();
  await toStepTwo(panel);
  await expect(thisLaunch).toBeChecked();
});

test('a template deleted elsewhere: rename and delete fail with the spec’s toasts, and the list is read again', async ({ context, panel }) => {
  await openLaunchApp(context, panel, 'agency', 3);
  await toStepTwo(panel);
  const save = async (templateName: string) => {
    await panel.getByRole('button', { name: 'Save as Template' }).click();
    const choose = panel.getByRole('dialog', { name: 'Save Template' });
    await choose.getByRole('radio', { name: 'New Template' }).check();
    await choose.getByRole('button', { name: 'Continue' }).click();
    const naming = panel.getByRole('dialog', { name: 'Name Your Template' });
    await naming.getByRole('textbox', { name: 'Template name' }).fill(templateName);
    await naming.getByRole('button', { name: 'Save as New Template' }).click();
    await toast(panel, 'Template saved successfully');
  };
  await save('Short lived');
  await save('Also gone');

  // Deleted through the API (as another panel would) while this panel still lists it.
  await panel.evaluate(async () => {
    const list = (await chrome.runtime.sendMessage({ type: 'api', method: 'GET', path: '/campaign-templates' })) as {
      body: { data: Array<{ id: string; name: string }> };
    };
    const id = list.body.data.find((t) => t.name === 'Short lived')!.id;
    await chrome.runtime.sendMessage({ type: 'api', method: 'DELETE', path: `/campaign-templates/${id}` });
  });
  await panel.getByRole('button', { name: 'Launch Templates' }).click();
  const list = panel.getByRole('dialog', { name: 'Launch Templates' });
  await list.getByRole('button', { name: 'Rename Short lived' }).click();
  const rename = panel.getByRole('dialog', { name: 'Rename Template' });
  await rename.getByRole('textbox', { name: 'Template name' }).fill('Renamed');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Failed to rename template' })).toContainText('Template not found.');
  await rename.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('radio', { name: 'Short lived' })).toHaveCount(0);

  // The same for a delete.
  await panel.evaluate(async () => {
    const list = (await chrome.runtime.sendMessage({ type: 'api', method: 'GET', path: '/campaign-templates' })) as {
      body: { data: Array<{ id: string; name: string }> };
    };
    await chrome.runtime.sendMessage({ type: 'api', method: 'DELETE', path: `/campaign-templates/${list.body.data.find((t) => t.name === 'Also gone')!.id}` });
  });
  await list.getByRole('button', { name: 'Delete Also gone' }).click();
  await panel.getByRole('dialog', { name: 'Delete Template' }).getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Failed to delete template' })).toContainText('Template not found.');
  await expect(list.getByText('No templates yet. Set a launch up and choose Save as Template.')).toBeVisible();
});

test('default settings: the default conversion event and lead form go into a fresh draft and its launch', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel, 'agency', 4);
  // Saved through the API: a default page, its Quote request form, and Complete Registration (not the first event).
  const formName = await panel.evaluate(async (accountId) => {
    const api = async (method: string, path: string, extra: object = {}) =>
      ((await chrome.runtime.sendMessage({ type: 'api', method, path, ...extra })) as { body: { data: Array<{ id: string; name: string }> } }).body.data;
    const pages = await api('GET', '/facebook/assets/pages', { query: { accountId } });
    const formsOf = async (pageId: string) => api('GET', `/facebook/assets/pages/${pageId}/lead-forms`, { query: { accountId } });
    // The account's page with lead forms (Lumen Lighting Pro: not its first page, so the default page applies too).
    let page = pages[0]!;
    for (const p of pages) if ((await formsOf(p.id)).length > 0) page = p;
    const form = (await formsOf(page.id)).find((f) => f.name.endsWith('Quote request'))!;
    const defaults = {
      defaultPageId: page.id,
      defaultLeadFormId: form.id,
      defaultConversionEvent: { id: 'COMPLETE_REGISTRATION', name: 'Complete Registration' },
    };
    await api('PUT', '/facebook/adlauncher/settings', { body: defaults });
    return form.name;
  }, accountId);
  await panel.evaluate(() => chrome.storage.local.remove('launchDraft'));
  await panel.reload();

  // A leads launch has the default form (none would be chosen otherwise) ...
  await panel.getByRole('radio', { name: 'Leads Campaign' }).check();
  await toStepTwo(panel);
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByRole('combobox', { name: 'Lead Form' })).toHaveValue(formName);
  // ... and a website launch the default event, over the first valid one (Purchase).
  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('radio', { name: 'Website Conversions' }).check();
  await toStepTwo(panel);
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByRole('combobox', { name: 'Conversion Event' })).toHaveValue('Complete Registration');
  await panel.getByLabel('Destination URL').fill('https://shop.example.com/defaults');
  await confirmAndWait(panel, 1);
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  const adsets = (await graphList(accountId, 'adsets', user.accessToken, 'id,campaign_id,promoted_object')).filter((a) => a.campaign_id === campaignId);
  expect(adsets).toHaveLength(1);
  expect(adsets[0]).toMatchObject({ promoted_object: { custom_event_type: 'COMPLETE_REGISTRATION' } });
});

test('a Bid Cap template on a Traffic launch: Step 2 shows a Traffic strategy, and the launch bids with it', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel);
  await toStepTwo(panel);
  // A website launch bidding with a $2.50 cap on $20 a day, saved as a template (typed key by key).
  await retype(panel.getByLabel('Daily budget (USD)', { exact: true }), '20');
  await choose(panel, 'Bid strategy', 'Bid Cap');
  const bid = panel.getByLabel('Bid amount (USD)');
  await bid.click();
  await bid.pressSequentially('2.50');
  await panel.keyboard.press('Tab');
  await panel.getByRole('button', { name: 'Save as Template' }).click();
  await panel.getByRole('dialog', { name: 'Save Template' }).getByRole('button', { name: 'Continue' }).click();
  const naming = panel.getByRole('dialog', { name: 'Name Your Template' });
  await naming.getByRole('textbox', { name: 'Template name' }).click();
  await panel.keyboard.type('Capped 2.50');
  await naming.getByRole('button', { name: 'Save as New Template' }).click();
  await toast(panel, 'Template saved successfully');

  // The launch becomes Traffic, which offers Highest Volume and Cost Per Result only (docs/product-rules.md#bid-strategy).
  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('radio', { name: 'Traffic' }).check();
  await toStepTwo(panel);
  await applyTemplate(panel, 'Capped 2.50');
  await expect(panel.getByRole('combobox', { name: 'Bid strategy' })).toHaveValue('Highest Volume');
  await expect(panel.getByLabel('Bid amount (USD)')).toHaveCount(0);
  await expect(panel.getByLabel('Daily budget (USD)')).toHaveValue('$20.00');
  await openSection(panel, 'Assets & Tracking');
  await retype(panel.getByLabel('Destination URL'), 'https://shop.example.com/traffic');

  await confirmAndWait(panel, 1);
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  const adsets = (await graphList(accountId, 'adsets', user.accessToken, 'campaign_id,bid_strategy,bid_amount,daily_budget,optimization_goal')).filter(
    (a) => a.campaign_id === campaignId,
  );
  expect(adsets).toHaveLength(1);
  expect(adsets[0]).toMatchObject({ bid_strategy: 'LOWEST_COST_WITHOUT_CAP', daily_budget: '2000', optimization_goal: 'LINK_CLICKS' });
  expect(adsets[0]!.bid_amount).toBeUndefined();
});
