import type { Page, Worker } from '@playwright/test';
import { expect, simUrl, test } from './fixtures';
import { choose, confirmAndWait, expectAccessible, openLaunchApp, openSection, retype, screenshot, simObjects } from './launch-app';

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

/** Pause when cost per result is over $40.00 (4000 hundredths) over the last 3 days. */
const rule = { metric: 'cpa', operator: 'gt', value: 4000, window: 'last_3_days', action: 'pause' };

test('attach automations found by search to a launch; the launch carries them', async ({ context, panel }) => {
  await openLaunchApp(context, panel);
  // Names unique to this run: the e2e API's database is shared by the run's tests.
  const run = Date.now().toString(36);
  const create = async (name: string, failureBehaviour: string, status = 'ACTIVE') => {
    const res = await api(panel, 'POST', '/automations', { name: `${name} ${run}`, rules: [rule], failureBehaviour, status, currency: 'USD' });
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
  await expect(panel.getByRole('option', { name: /On failure: Pause/ }).first()).toBeVisible();
  await search.fill(paused.name);
  await expect(panel.getByText('No automation matches')).toBeVisible();
  // Picked with the keyboard.
  await search.fill(`Stop expensive ad sets ${run}`);
  await search.press('ArrowDown');
  await search.press('Enter');
  const chips = panel.getByRole('list', { name: 'Attached automations' }).getByRole('listitem');
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toContainText(stop.name);
  await expect(chips.first()).toContainText('On failure: Pause');
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

/** What each notification the background shows from now on says (its message), as Chrome is asked to show it. */
async function recordNotifications(serviceWorker: Worker): Promise<() => Promise<string[]>> {
  await serviceWorker.evaluate(() => {
    const said: string[] = [];
    const create = chrome.notifications.create.bind(chrome.notifications);
    Object.assign(globalThis, { notified: said });
    Object.assign(chrome.notifications, {
      create: (id: string, options: Parameters<typeof create>[1]) => {
        said.push(String(options.message));
        return create(id, options);
      },
    });
  });
  return () => serviceWorker.evaluate(() => (globalThis as unknown as { notified: string[] }).notified);
}

const automationNotifications = (panel: Page) =>
  panel.evaluate(async () => Object.keys(await chrome.notifications.getAll()).filter((id) => id.startsWith('automation:')));

test('an automation made in the editor acts on the launch as the platform rule it becomes, and the panel says so', async ({
  context,
  panel,
  serviceWorker,
}) => {
  const { accountId } = await openLaunchApp(context, panel);
  const name = `Stop expensive ad sets ${Date.now().toString(36)}`;

  // The editor: a rule with the defaults (pause when cost per result is greater than ...), its value typed.
  await panel.getByRole('tab', { name: 'Automations' }).click();
  await panel.getByRole('button', { name: 'New automation' }).click();
  await typeInto(panel, 'Name', name);
  await typeInto(panel, 'Value', '40');
  await expect(panel.getByLabel('Value', { exact: true })).toHaveValue('$40.00');
  await choose(panel, 'Time window', 'Last 3 days');
  await panel.getByRole('radio', { name: 'Pause and Resume' }).check();
  await expectAccessible(panel, 'automation editor');
  await panel.getByRole('heading', { name: 'New automation' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshot(panel, 'automation-editor');
  await panel.getByRole('button', { name: 'Save automation' }).click();
  const card = panel.getByRole('article', { name });
  await expect(card).toContainText('Pause when cost per result is greater than $40.00 (last 3 days)');
  await expect(card).toContainText('On failure: Pause and Resume');
  await expectAccessible(panel, 'automations');

  // Attached in Step 2 and launched.
  await panel.getByRole('tab', { name: 'Launch', exact: true }).click();
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await typeInto(panel, 'Destination URL', 'https://shop.example.com/watched');
  await openSection(panel, 'Automations');
  const search = panel.getByRole('combobox', { name: 'Search automations' });
  await search.pressSequentially(name);
  // As a person does: the option seen (the list is read again once the new automation is saved), then the keys.
  await expect(panel.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(panel.getByRole('list', { name: 'Attached automations' }).getByRole('listitem')).toHaveCount(1);
  const launchId = await confirmAndWait(panel, 1);

  // The platform holds one rule, scoped to exactly the launch's ad set.
  const marked = async (type: string) =>
    (await simObjects(type, accountId)).filter((o) =>
      type === 'adrule'
        ? String(o.name).includes(`salvo:${launchId}:`)
        : ((o.adlabels ?? []) as Array<{ name: string }>).some((l) => l.name === `salvo:${launchId}`),
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
  // Made paused, turned on once its rule exists (docs/automations.md#protected-from-the-first-second).
  await expect.poll(status).toBe('ACTIVE');

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

  // Opening the panel again, the background checks and notifies once, naming the ad set as the launches page does.
  const notified = await recordNotifications(serviceWorker);
  await panel.reload();
  await expect.poll(() => automationNotifications(panel)).toHaveLength(1);
  const campaign = (await simObjects('adset', accountId)).find((a) => a.id === adSet)?.campaign_id;
  const campaignName = (await simObjects('campaign', accountId)).find((c) => c.id === campaign)?.name as string;
  expect(await notified()).toEqual([`${name} paused ad set ${adSetName} (${adSet}) in ${campaignName}.`]);
});

test('an automation that cannot join the launch says why at the field; the review lists the attached ones and what each does', async ({ context, panel }) => {
  const { accountId } = await openLaunchApp(context, panel);
  const run = Date.now().toString(36);
  const create = async (name: string, body: Record<string, unknown>) => {
    const res = await api(panel, 'POST', '/automations', { name: `${name} ${run}`, failureBehaviour: 'NONE', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return `${name} ${run}`;
  };
  // Made on the Automations page of a yen account: its amounts are yen.
  const yen = await create('Yen limits', { currency: 'JPY', rules: [{ ...rule, metric: 'spend', value: 500000 }] });
  const stop = await create('Stop losers', { currency: 'USD', rules: [rule], failureBehaviour: 'PAUSE_AND_RESUME' });
  const scale = await create('Scale winners', {
    rules: [{ metric: 'roas', operator: 'gte', value: 3, window: 'last_7_days', action: 'increase_budget', actionUnit: 'percent', actionValue: 20 }],
  });

  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await retype(panel.getByLabel('Destination URL'), 'https://shop.example.com/guarded');
  await openSection(panel, 'Automations');
  const search = panel.getByRole('combobox', { name: 'Search automations' });
  const chips = panel.getByRole('list', { name: 'Attached automations' }).getByRole('listitem');
  const pick = async (name: string) => {
    await search.pressSequentially(name);
    await search.press('ArrowDown');
    await search.press('Enter');
  };

  // In a dollar account, the yen automation is offered with the reason it cannot join, and cannot be picked.
  await search.pressSequentially('Yen limits');
  const option = panel.getByRole('option', { name: new RegExp(yen) });
  await expect(option).toContainText(`Cannot join this launch. ${yen}: its amounts are in JPY; this ad account pays in USD. Attach an automation in USD.`);
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(chips).toHaveCount(0);
  await search.press('ControlOrMeta+A');
  await search.press('Backspace');
  await pick(stop);
  await pick(scale);
  await expect(chips).toHaveCount(2);

  // Into an existing campaign with a campaign budget, the budget change has no budget of this launch to change: the
  // reason is at the field and holds the launch until it is removed.
  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('radio', { name: 'Existing Campaign' }).check();
  await panel.getByRole('combobox', { name: 'Existing campaign' }).click();
  await panel.getByRole('option', { name: 'Spring Sale – Website', exact: true }).click();
  await panel.getByRole('button', { name: 'Next' }).click();
  const reason = `${scale} changes a budget, and this launch has none of its own: its budget is the existing campaign's (a campaign budget). Remove it from this launch.`;
  await expect(panel.getByTestId('launch-reason')).toHaveText(reason);
  await panel.getByTestId('launch-reason').click();
  await expect(search).toBeFocused();
  await expect(panel.getByText(reason).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Automations/ })).toContainText('1');
  await expectAccessible(panel, 'automation that cannot join');
  await panel.getByRole('button', { name: `Remove ${scale}` }).focus();
  await panel.keyboard.press('Enter');
  await expect(chips).toHaveCount(1);
  await expect.poll(() => panel.getByTestId('launch-reason').allTextContents()).toEqual([]);
  await search.press('Escape'); // the search kept the focus, its list open

  // The review lists the attached automation and what it will do on this launch.
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  const listed = dialog.getByRole('region', { name: 'Automations' });
  await expect(listed).toContainText("Its ad sets are made paused and turned on once these automations' rules exist on Facebook");
  const item = listed.getByRole('article', { name: stop });
  await expect(item).toContainText('Pause when cost per result is greater than $40.00 (last 3 days), on each of its ad sets, checked every 30 minutes.');
  await expect(item).toContainText('On failure: Pause and Resume');
  await expect(listed.getByRole('article')).toHaveCount(1);
  await expectAccessible(panel, 'review with automations');
  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();

  // On the platform: the new ad set in the existing campaign was made paused, and is on once its rule exists.
  const launchId = await panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
  // A request's adlabels are the JSON text it sent, an object's the list the simulator keeps.
  const ours = (o: Record<string, unknown>) => {
    const labels = (typeof o.adlabels === 'string' ? JSON.parse(o.adlabels) : (o.adlabels ?? [])) as Array<{ name: string }>;
    return labels.some((l) => l.name === `salvo:${launchId}`);
  };
  const log = ((await (await fetch(`${simUrl()}/__sim/requests`)).json()) as { data: Array<{ method: string; path: string; params: Record<string, unknown> }> })
    .data;
  const made = log.filter((r) => r.method === 'POST' && r.path === `/${accountId}/adsets` && ours(r.params));
  expect(made.map((r) => r.params.status)).toEqual(['PAUSED']);
  const adSet = async () => (await simObjects('adset', accountId)).find(ours);
  await expect.poll(async () => (await adSet())?.status).toBe('ACTIVE');
  const rules = (await simObjects('adrule', accountId)).filter((r) => String(r.name).includes(`salvo:${launchId}:`));
  expect(rules.map((r) => r.status)).toEqual(['ENABLED']);
  expect(String(rules[0]!.name)).toMatch(new RegExp(`^${stop} \\(1 of 1\\)`));
});
