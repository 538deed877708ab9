import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmAndWait, expectAccessible, openLaunchApp, openSection, screenshot } from './launch-app';

// Issue 9: Step 2's Automations section (spec §2; the e2e API runs with FEATURE_FLAGS=automations), its search
// with autocomplete, and the automations carried by the launch (§3 automationIds). The section's absence with
// the flag off is shown in components/launch-dialog/automations-section.test.tsx.

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
