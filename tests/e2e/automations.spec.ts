import type { Page } from '@playwright/test';
import { expect, simUrl, test } from './fixtures';
import { choose, confirmAndWait, expectAccessible, openLaunchApp, openSection, screenshot, simObjects } from './launch-app';

// Step 2's Automations section (docs/product-rules.md#automations; the e2e API runs with FEATURE_FLAGS=automations),
// its search with autocomplete, and the automations carried by the launch (automationIds); the Automations page's
// editor, and an automation acting as the platform's own rule on the launch (docs/automations.md). The section's
// absence with the flag off is shown in components/launch-dialog/automations-section.test.tsx.

/** Calls the Salvo API as the side panel does: through the background, with the signed-in user's session. */
async function api(
  panel: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { data?: Record<string, unknown> } & Record<string, unknown> }> {
  return panel.evaluate(async (req) => chrome.runtime.sendMessage({ type: 'api', ...req }), { method, path, body });
}

const rule = { metric: 'cpa', operator: 'gt', value: 40, window: 'last_3_days', action: 'pause' };

test('attach automations found by search to a launch; the launch carries them', async ({ context, panel }) => {
  await openLaunchApp(context, panel);
  // Names unique to this run: the e2e API's database is shared by the run's tests.
  const run = Date.now().toString(36);
  const create = async (name: string, failureBehaviour: string, status = 'ACTIVE') => {
    const res = await api(panel, 'POST', '/automations', { name: `${name} ${run}`, rules: [rule], failureBehaviour, status });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { id: res.body.data!.automationId as string, name: `${name} ${run}` };
  };
  const stop = await create('Stop expensive ad sets', 'PAUSE');
  const keep = await create('Keep winners running', 'NONE');
  const paused = await create('Paused rule', 'PAUSE_AND_RESUME', 'PAUSED');

  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').fill('https://shop.example.com/automated');
  await panel.getByRole('button', { name: /^Assets & Tracking/ }).click(); // closed again: the screenshot shows Automations
  await openSection(panel, 'Automations');

  // The search completes what is typed, among the active automations only.
  const search = panel.getByRole('combobox', { name: 'Search automations' });
  await search.fill('stop exp');
  await expect(panel.getByRole('option', { name: new RegExp(stop.name) })).toBeVisible();
  await expect(panel.getByRole('option', { name: new RegExp(keep.name) })).toHaveCount(0);
  await expect(panel.getByRole('option', { name: /On failure: PAUSE/ }).first()).toBeVisible();
  await search.fill(paused.name);
  await expect(panel.getByText('No automation matches')).toBeVisible();
  // Picked with the keyboard.
  await search.fill(`Stop expensive ad sets ${run}`);
  await search.press('ArrowDown');
  await search.press('Enter');
  const chips = panel.getByRole('list', { name: 'Attached automations' }).getByRole('listitem');
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toContainText(stop.name);
  await expect(chips.first()).toContainText('On failure: PAUSE');
  await expect(search).toHaveValue('');

  await search.fill('winners');
  await panel.getByRole('option', { name: new RegExp(keep.name) }).click();
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(1)).toContainText('On failure: Keep Campaign Active');
  await expect(panel.getByRole('button', { name: /^Automations/ })).toContainText('2');
  await expectAccessible(panel, 'automations');
  await panel.getByRole('button', { name: /^Launch 1 ad/ }).scrollIntoViewIfNeeded();
  await screenshot(panel, 'automations');

  // A chip is removed from the keyboard; the focus goes back to the search.
  await panel.getByRole('button', { name: `Remove ${keep.name}` }).focus();
  await panel.keyboard.press('Enter');
  await expect(chips).toHaveCount(1);
  await expect(search).toBeFocused();

  const launchId = await confirmAndWait(panel, 1);
  const record = await api(panel, 'GET', `/dashboard/campaign-launches/${launchId}`);
  expect(record.status).toBe(200);
  expect((record.body.input as { automationIds: string[] }).automationIds).toEqual([stop.id]);
});

/** Types into a field key by key, as a person does, after clearing it; Tab leaves it. */
async function typeInto(panel: Page, label: string, text: string): Promise<void> {
  const field = panel.getByLabel(label, { exact: true });
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(text);
  await field.press('Tab');
}

async function sim(method: 'PUT' | 'POST', path: string, body: unknown): Promise<void> {
  const res = await fetch(`${simUrl()}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

const automationNotifications = (panel: Page) =>
  panel.evaluate(async () => Object.keys(await chrome.notifications.getAll()).filter((id) => id.startsWith('automation:')));

test('an automation made in the editor acts on the launch as the platform rule it becomes, and the panel says so', async ({ context, panel }) => {
  const { accountId } = await openLaunchApp(context, panel);
  const name = `Stop expensive ad sets ${Date.now().toString(36)}`;

  // The editor: a rule with the defaults (pause when cost per result is greater than ...), its value typed.
  await panel.getByRole('tab', { name: 'Automations' }).click();
  await panel.getByRole('button', { name: 'New automation' }).click();
  await typeInto(panel, 'Name', name);
  await typeInto(panel, 'Value', '40');
  await expect(panel.getByLabel('Value', { exact: true })).toHaveValue('$40.00');
  await choose(panel, 'Time window', 'Last 3 days');
  await panel.getByRole('radio', { name: 'PAUSE_AND_RESUME' }).check();
  await expectAccessible(panel, 'automation editor');
  await panel.getByRole('heading', { name: 'New automation' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshot(panel, 'automation-editor');
  await panel.getByRole('button', { name: 'Save automation' }).click();
  const card = panel.getByRole('article', { name });
  await expect(card).toContainText('Pause when cost per result is greater than $40.00 (last 3 days)');
  await expect(card).toContainText('On failure: PAUSE_AND_RESUME');
  await expectAccessible(panel, 'automations');

  // Attached in Step 2 and launched.
  await panel.getByRole('tab', { name: 'Launch', exact: true }).click();
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await typeInto(panel, 'Destination URL', 'https://shop.example.com/watched');
  await openSection(panel, 'Automations');
  const search = panel.getByRole('combobox', { name: 'Search automations' });
  await search.pressSequentially(name);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(panel.getByRole('list', { name: 'Attached automations' }).getByRole('listitem')).toHaveCount(1);
  const launchId = await confirmAndWait(panel, 1);

  // The platform holds one rule, scoped to exactly the launch's ad set.
  const marked = async (type: string) =>
    (await simObjects(type, accountId)).filter((o) =>
      type === 'adrule'
        ? String(o.name).includes(`salvo:${launchId}:`)
        : ((o.adlabels ?? []) as Array<{ name: string }>).some((l) => l.name.startsWith(`salvo:${launchId}:`)),
    );
  await expect.poll(async () => (await marked('adrule')).length).toBe(1);
  const [platformRule] = await marked('adrule');
  const adSetIds = (await marked('adset')).map((a) => a.id);
  expect(adSetIds).toHaveLength(1);
  const filters = (platformRule!.evaluation_spec as { filters: Array<{ field: string; value: unknown }> }).filters;
  expect(filters.find((f) => f.field === 'id')?.value).toEqual(adSetIds);
  expect(filters.find((f) => f.field === 'cost_per_result')?.value).toBe(4000);
  const adSet = adSetIds[0] as string;
  const status = async () => (await simObjects('adset', accountId)).find((a) => a.id === adSet)?.status;

  // Under the threshold ($30.00 a result) the rule does nothing.
  await sim('PUT', `/__sim/insights/${adSet}`, { spend: 30, results: 1 });
  await sim('POST', '/__sim/rules/run', { accountId });
  expect(await status()).toBe('ACTIVE');
  // Over it ($45.00 a result) it pauses the ad set.
  await sim('PUT', `/__sim/insights/${adSet}`, { spend: 90, results: 2 });
  await sim('POST', '/__sim/rules/run', { accountId });
  expect(await status()).toBe('PAUSED');

  // The launches page shows what the rule did.
  await panel.getByRole('tab', { name: 'Launches' }).click();
  const automations = panel.getByRole('region', { name: /^Automations of / }).first();
  await expect(automations).toContainText(name);
  // The ad set by its name on the platform, and its id.
  const adSetName = (await simObjects('adset', accountId)).find((a) => a.id === adSet)?.name as string;
  await expect(automations).toContainText(`Paused ad set ${adSetName} (${adSet})`);
  await expectAccessible(panel, 'launches with automations');
  await screenshot(panel, 'launch-automations');

  // Opening the panel again, the background checks and notifies once.
  await panel.reload();
  await expect.poll(() => automationNotifications(panel)).toHaveLength(1);
});
