// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Automation } from '../../lib/contract/automations';
import { buildLaunchPayload, money } from '../../lib/rules';
import { launchableDraft, planAnswer, showReview } from './review-fixtures';

// The review lists the attached automations with what each will do on this launch (docs/automations.md#attaching-to-a-launch).

const account = { id: 'act_101', name: "Ava's Bakery", currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const automation = (change: Partial<Automation>): Automation => ({
  automationId: '6f1c2a34-0000-4000-8000-000000000001',
  automationName: 'Stop losers',
  status: 'ACTIVE',
  rules: [{ metric: 'cpa', operator: 'gt', value: 4000, window: 'last_3_days', action: 'pause' }],
  failureBehaviour: 'PAUSE_AND_RESUME',
  currency: 'USD',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...change,
});

describe('the review of a launch with automations', () => {
  afterEach(cleanup);

  it('lists each attached automation, its rules on this launch and its failure behaviour', async () => {
    const draft = launchableDraft(account, {
      budget: money(5000, 'USD'),
      isCBO: true,
      automationIds: ['6f1c2a34-0000-4000-8000-000000000001', '6f1c2a34-0000-4000-8000-000000000002'],
    });
    const payload = buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }] });
    const scale = automation({
      automationId: '6f1c2a34-0000-4000-8000-000000000002',
      automationName: 'Scale winners',
      failureBehaviour: 'NONE',
      rules: [
        {
          metric: 'roas',
          operator: 'gte',
          value: 3,
          window: 'last_7_days',
          action: 'increase_budget',
          actionUnit: 'percent',
          actionValue: 20,
          actionLimit: 50000,
        },
      ],
    });
    showReview({ account, draft, payload, automations: [automation({}), scale] }, async () => planAnswer(payload, account));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Automations' })).toBeTruthy());
    const section = screen.getByRole('region', { name: 'Automations' });
    expect(section.textContent).toContain("Its ad sets are made paused and turned on once these automations' rules exist on Facebook");
    const stop = within(section).getByRole('article', { name: 'Stop losers' });
    expect(stop.textContent).toContain('Pause when cost per result is greater than $40.00 (last 3 days), on each of its ad sets, checked every 30 minutes.');
    expect(stop.textContent).toContain('On failure: Pause and Resume');
    const up = within(section).getByRole('article', { name: 'Scale winners' });
    expect(up.textContent).toContain(
      "Increase budget by 20% (up to $500.00) when purchase roas is at least 3 (last 7 days), on its campaign's budget, once a day at midnight in the ad account's time zone.",
    );
    expect(up.textContent).toContain('On failure: Keep Campaign Active');
  });

  it('shows nothing of automations when none is attached', async () => {
    const draft = launchableDraft(account, { budget: money(5000, 'USD') });
    const payload = buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }] });
    showReview({ account, draft, payload }, async () => planAnswer(payload, account));
    await waitFor(() => expect(screen.getByText('$50.00 daily per ad set')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Automations' })).toBeNull();
  });
});
