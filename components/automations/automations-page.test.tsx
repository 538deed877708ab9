// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiRequest, Transport } from '../../lib/api-client/client';
import type { Automation } from '../../lib/contract/automations';
import { advertiserPlan } from '../../lib/contract/test-fixtures';
import { AutomationsPage } from './automations-page';

// The Automations page (docs/automations.md#the-editor) against an in-memory API: what is missing said at its field
// before anything is sent, amounts typed in the ad account's currency and sent in hundredths, a budget change's
// fields, the API's refusal at its field, the list in words, Pause and Delete; nothing with the flag off.

function fakeApi(flag = true) {
  const automations: Automation[] = [];
  const requests: ApiRequest[] = [];
  const transport: Transport = async (req) => {
    requests.push(req);
    const body = req.body as Record<string, unknown>;
    if (req.path === '/auth/plan') return { status: 200, body: { success: true, data: advertiserPlan({ automations: flag }) } };
    if (req.path === '/facebook/adaccount/current')
      return {
        status: 200,
        body: {
          success: true,
          isValid: true,
          error: null,
          data: { id: 'act_1', name: 'A', data: { currency: 'EUR', timezone_name: 'Europe/Berlin', timezone_offset_hours_utc: 1 } },
        },
      };
    if (req.method === 'GET' && req.path === '/automations') return { status: 200, body: { success: true, data: automations } };
    if (req.method === 'POST' && req.path === '/automations') {
      const rules = body.rules as Array<Record<string, unknown>>;
      if (rules[0]!.actionValue === 150)
        return {
          status: 400,
          body: {
            success: false,
            error: 'rules.0.actionValue: too much',
            fields: { 'rules.0.actionValue': ['A budget changes by a whole percent from 1 to 100.'] },
          },
        };
      const made = {
        ...(body as unknown as Automation),
        automationId: `a${automations.length + 1}`,
        automationName: String(body.name),
        createdAt: '2026-11-27T10:00:00.000Z',
      };
      automations.push(made);
      return { status: 200, body: { success: true, data: made } };
    }
    const one = /^\/automations\/(\w+)$/.exec(req.path);
    if (one && req.method === 'PUT') {
      Object.assign(
        automations.find((a) => a.automationId === one[1])!,
        body,
      );
      return { status: 200, body: { success: true, data: automations[0] } };
    }
    if (one && req.method === 'DELETE') {
      automations.splice(
        automations.findIndex((a) => a.automationId === one[1]),
        1,
      );
      const message = 'Automation deleted, with its rules. What it paused on 1 launch is turned on again (Pause and Resume).';
      return { status: 200, body: { success: true, resumedLaunches: 1, keptPausedLaunches: 0, goneLaunches: 0, changedLaunches: 0, message } };
    }
    return { status: 404, body: { success: false, error: `No fake for ${req.method} ${req.path}` } };
  };
  return { transport, requests, automations };
}

/** An automation as the API lists it: pause when cost per result is over 40.00 today, in USD unless changed. */
const stored = (change: Partial<Automation>): Automation => ({
  automationId: `s${change.automationName ?? ''}`.replaceAll(' ', ''),
  automationName: 'Stored',
  status: 'ACTIVE',
  rules: [{ metric: 'cpa', operator: 'gt', value: 4000, window: 'today', action: 'pause' }],
  failureBehaviour: 'NONE',
  currency: 'USD',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...change,
});

function show(transport: Transport) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <AutomationsPage accountId="act_1" transport={transport} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (label: string, text: string) => {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
};
/** Picks an option of a Mantine select (its dropdown's transition does not run here: options are reached as hidden). */
const openEditor = async () => {
  const button = await screen.findByRole('button', { name: 'New automation' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
};
const pick = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox', { name: label, hidden: true })).getByRole('option', { name: option, hidden: true }));
};

describe('the Automations page', () => {
  afterEach(cleanup);

  it('says what is missing at its field, then saves amounts in hundredths of the account currency', async () => {
    const api = fakeApi();
    show(api.transport);
    await openEditor();
    expect(await screen.findByText(/Amounts are in EUR/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save automation' }));
    expect(await screen.findByText('Please enter a name for your automation.')).toBeTruthy();
    expect(screen.getByText('Enter the value the metric is compared with.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);

    type('Name', 'Scale winners');
    await pick('Metric', 'Purchase ROAS');
    type('Value', '2.5');
    await pick('Action', 'Increase budget');
    type('Percent', '150');
    type('Highest budget', '80');
    fireEvent.click(screen.getByRole('radio', { name: 'Pause' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save automation' }));
    // The API's refusal, at its field.
    expect(await screen.findByText('A budget changes by a whole percent from 1 to 100.')).toBeTruthy();

    type('Percent', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Save automation' }));
    await waitFor(() => expect(api.automations).toHaveLength(1));
    expect(api.requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({
      name: 'Scale winners',
      status: 'ACTIVE',
      failureBehaviour: 'PAUSE',
      currency: 'EUR',
      rules: [
        {
          metric: 'roas',
          operator: 'gt',
          value: 2.5,
          window: 'last_3_days',
          action: 'increase_budget',
          actionUnit: 'percent',
          actionValue: 20,
          actionLimit: 8000,
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Scale winners' });
    expect(card.textContent).toContain('Increase budget by 20% (up to €80.00) when purchase roas is greater than 2.5 (last 3 days)');
    expect(card.textContent).toContain('On failure: Pause · amounts in EUR');
  });

  it('pauses an automation, and deletes it once confirmed', async () => {
    const api = fakeApi();
    show(api.transport);
    await openEditor();
    type('Name', 'Stop spenders');
    await pick('Metric', 'Amount spent');
    type('Value', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Save automation' }));
    const card = await screen.findByRole('article', { name: 'Stop spenders' });
    expect(api.automations[0]!.rules[0]!.value).toBe(10000);

    fireEvent.click(within(card).getByRole('button', { name: 'Pause Stop spenders' }));
    await waitFor(() => expect(api.automations[0]!.status).toBe('PAUSED'));
    expect(await within(card).findByRole('button', { name: 'Turn on Stop spenders' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Delete Stop spenders' }));
    expect(within(card).getByText('Delete it and its rules on every launch?')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Stop spenders' }));
    await waitFor(() => expect(api.automations).toEqual([]));
    expect(await screen.findByText('No automations yet.')).toBeTruthy();
    // What became of what it had paused, as the API answers it.
    expect((await screen.findByRole('status')).textContent).toContain('What it paused on 1 launch is turned on again (Pause and Resume).');
  });

  it('asks before deleting what becomes of what its failure behaviour paused', async () => {
    const api = fakeApi();
    api.automations.push(stored({ automationName: 'Hold', failureBehaviour: 'PAUSE' }));
    show(api.transport);
    const card = await screen.findByRole('article', { name: 'Hold' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Hold' }));
    expect(
      within(card).getByText('Delete it and its rules on every launch? What it paused (Pause) stays paused: turn it on in Ads Manager when you choose.'),
    ).toBeTruthy();
  });

  it('never reads amounts saved without a currency: the card says so, and the editor asks for them again', async () => {
    const api = fakeApi();
    api.automations.push(stored({ automationName: 'Old one', currency: null }));
    show(api.transport);
    const card = await screen.findByRole('article', { name: 'Old one' });
    expect(card.textContent).toContain('Pause when cost per result is greater than an amount to enter again (today)');
    expect(card.textContent).toContain('Old one: its amounts were saved before automations had a currency.');
    expect((within(card).getByRole('button', { name: 'Pause Old one' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(card).getByRole('button', { name: 'Edit Old one' }));
    expect(await screen.findByText(/Its amounts were saved before automations had a currency, so they are not read as EUR/)).toBeTruthy();
    expect((screen.getByLabelText('Value', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save automation' }));
    expect(await screen.findByText('Enter the value the metric is compared with.')).toBeTruthy();
    type('Value', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Save automation' }));
    await waitFor(() => expect(api.automations[0]).toMatchObject({ currency: 'EUR', rules: [{ value: 3000 }] }));
  });

  it('is not there with the flag off', async () => {
    const api = fakeApi(false);
    show(api.transport);
    expect(await screen.findByText('Automations are not turned on for this Salvo.')).toBeTruthy();
    expect(api.requests.map((r) => r.path)).toEqual(['/auth/plan']);
  });
});
