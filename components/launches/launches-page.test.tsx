// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiRequest, Transport } from '../../lib/api-client/client';
import { launchRecord } from '../../lib/contract/test-fixtures';
import { LaunchesPage } from './launches-page';

// The launches page in the side panel's narrow width: a card per launch, a long status shown whole (it wraps), not cut
// to "COMPL…"; under a launch with automations, their rules' state and what they did to which object, by name
// (docs/automations.md#watching).

const record = launchRecord({ status: 'COMPLETED_WITH_ISSUES', adsetsTotal: 2, adsetsCompleted: 2, adsCompleted: 1 });
const api: Transport = async () => ({ status: 200, body: { success: true, data: [record], page: 1, limit: 10, total: 1 } });

const show = (transport: Transport) =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LaunchesPage onOpen={() => undefined} transport={transport} />
      </QueryClientProvider>
    </MantineProvider>,
  );

const automated = launchRecord({ campaignName: 'Spring sale', input: { automationIds: ['a1', 'a2'] } });
const action = (at: string, change: Record<string, string>) => ({
  key: `${at}:${change.action}`,
  at,
  ruleId: 'r1',
  objectId: '120',
  objectType: 'ADSET',
  ...change,
});
const rules = [
  {
    automationId: 'a1',
    automationName: 'Stop expensive ad sets',
    failureBehaviour: 'PAUSE',
    state: 'READY',
    message: null,
    pausedObjectIds: [],
    rules: [
      {
        ruleIndex: 0,
        ruleId: 'r1',
        status: 'ENABLED',
        lastActions: [
          action('2026-11-27T10:00:00.000Z', { action: 'CHANGED_BUDGET', field: 'daily_budget', oldValue: '5000', newValue: '6000' }),
          action('2026-11-27T11:00:00.000Z', { action: 'PAUSED', field: 'status', oldValue: 'ACTIVE', newValue: 'PAUSED', objectName: 'Spring | US' }),
        ],
      },
    ],
  },
  {
    automationId: 'a2',
    automationName: 'Scale winners',
    failureBehaviour: 'NONE',
    state: 'FAILED',
    message: 'The platform refused its rule: Invalid parameter. The launch keeps running without it (Keep Campaign Active).',
    pausedObjectIds: [],
    rules: [{ ruleIndex: 0, ruleId: null, status: 'NOT_MADE', lastActions: [] }],
  },
];

describe('the launches page', () => {
  afterEach(cleanup);

  it('lists each launch as a card with its status whole, wrapping in its badge, and its counters', async () => {
    show(api);
    const label = await screen.findByText('COMPLETED WITH ISSUES');
    // Mantine's badge label is nowrap with an ellipsis; this one may wrap.
    expect(label.style.whiteSpace).toBe('normal');
    const [card] = within(screen.getByRole('list', { name: 'Launches' })).getAllByRole('listitem');
    expect(card!.textContent).toContain('Ad sets 2 / 2');
    expect(card!.textContent).toContain(`Ads 1 / ${record.adsTotal}`);
  });

  it("shows a launch's automations: what their rules did, newest first, and Set up again for one not made", async () => {
    const requests: ApiRequest[] = [];
    show(async (req) => {
      requests.push(req);
      if (req.path === '/automations/launch-rules') return { status: 200, body: { success: true, data: [{ launchId: automated.id, automations: rules }] } };
      if (req.path.endsWith('/setup')) return { status: 200, body: { success: true } };
      return { status: 200, body: { success: true, data: [automated], page: 1, limit: 10, total: 1 } };
    });
    const section = await screen.findByRole('region', { name: 'Automations of Spring sale' });
    expect(requests.find((r) => r.path === '/automations/launch-rules')?.query).toEqual({ launchIds: automated.id });
    const did = within(section).getByRole('list', { name: 'What Stop expensive ad sets did' });
    expect(
      within(did)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // On the buyer's clock, which it names (happy-dom's zone: UTC).
      expect.stringMatching(/^Paused ad set Spring \| US \(120\) · Nov 27, 2026, \d{1,2}:\d{2} [AP]M (UTC|GMT[+-]?\d*)$/),
      expect.stringMatching(/^Changed the budget of ad set 120 from \$50\.00 to \$60\.00 · /),
    ]);
    expect(within(section).getByText('Active')).toBeTruthy();
    expect(within(section).getByText('Not set up')).toBeTruthy();
    expect(within(section).getByText(/The platform refused its rule/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Set up again' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === `/automations/launches/${automated.id}/setup`)).toBe(true));
  });
});
