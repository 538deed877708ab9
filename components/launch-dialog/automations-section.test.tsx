// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Accordion, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Transport } from '../../lib/api-client/client';
import { advertiserPlan } from '../../lib/contract/test-fixtures';
import type { FieldErrors } from '../../lib/rules';
import { AutomationsSection } from './automations-section';
import { useDraftStore } from './draft-store';

// Automations (hidden unless a feature flag named automations is on) (docs/product-rules.md#automations). The e2e API
// runs with the flag on (tests/e2e/automations.spec.ts); here the API's answers are given as it would give them with it
// off or on.

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const automation = {
  automationId: '6f1c2a34-0000-4000-8000-000000000001',
  automationName: 'Stop expensive ad sets',
  status: 'ACTIVE',
  rules: [{ metric: 'cpa', operator: 'gt', value: 4000, window: 'today', action: 'pause' }],
  failureBehaviour: 'PAUSE',
  currency: 'USD',
  createdAt: '2026-11-21T10:00:00.000Z',
};

/** In yen: it cannot join a launch in a dollar account (lib/rules/automation-fit.ts). */
const yen = { ...automation, automationId: '6f1c2a34-0000-4000-8000-000000000002', automationName: 'Yen limits', currency: 'JPY' };

/** The API's answers: GET /auth/plan with the flag as given, GET /automations with these automations. */
const api =
  (automations: boolean, list: object[] = [automation]): Transport =>
  async (req) => {
    if (req.path === '/auth/plan') return { status: 200, body: { success: true, data: advertiserPlan({ automations }) } };
    if (req.path === '/automations') return { status: 200, body: { success: true, data: list } };
    return { status: 404, body: { success: false, error: 'Not found.' } };
  };

function show(transport: Transport, errors: FieldErrors = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Accordion multiple defaultValue={['automations']}>
          <AutomationsSection account={account} errors={errors} transport={transport} />
        </Accordion>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Automations section', () => {
  afterEach(cleanup);
  beforeEach(() => {
    fakeBrowser.reset();
    useDraftStore.setState({ draft: null });
    useDraftStore.getState().begin(account, new Date());
    useDraftStore.getState().update((d) => ({ ...d, automationIds: [automation.automationId] }));
  });

  it('is shown when the flag is on, with the attached automation and its failure behaviour', async () => {
    show(api(true));
    expect(await screen.findByText('Automations')).toBeTruthy();
    expect(await screen.findByText('On failure: Pause')).toBeTruthy();
    expect(useDraftStore.getState().draft?.automationIds).toEqual([automation.automationId]);
  });

  it('is absent when the flag is off, and the launch then carries no automations', async () => {
    const { container } = show(api(false));
    await waitFor(() => expect(useDraftStore.getState().draft?.automationIds).toEqual([]));
    expect(screen.queryByText('Automations')).toBeNull();
    expect(container.querySelector('input')).toBeNull();
  });

  it("offers an automation that cannot join this launch disabled, with the reason, and shows an attached one's at the field", async () => {
    const reason = 'Yen limits: its amounts are in JPY; this ad account pays in USD. Attach an automation in USD.';
    const { container } = show(api(true, [automation, yen]), { automationIds: [reason] });
    await screen.findByText('Stop expensive ad sets');
    fireEvent.click(container.querySelector('#field-automationIds')!);
    const option = await screen.findByRole('option', { name: /Yen limits/ });
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.textContent).toContain(`Cannot join this launch. ${reason}`);
    // The launch check's message sits at the field (step-two.tsx passes the launch's errors).
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByLabelText('1 to fix')).toBeTruthy();
  });
});
