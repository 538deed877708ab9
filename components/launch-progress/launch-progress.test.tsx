// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { LaunchRecord } from '../../lib/contract/launch';
import { launchRecord } from '../../lib/contract/test-fixtures';
import { LaunchProgress } from './launch-progress';

// The tracker shows a launch's budget in that launch's ad account's currency, whichever account Ads Manager shows.

const record = (currency: string, input: Partial<LaunchRecord['input']> = {}): LaunchRecord =>
  launchRecord({
    id: '0b8f7c1e-0000-4000-8000-000000000002',
    status: 'RUNNING',
    step: 'CREATING_ADS',
    adsCompleted: 1,
    accountId: 'act_202',
    currency,
    campaignId: '120000000002',
    input: { dailyBudget: 2550, ...input },
  });
const track = (r: LaunchRecord) => ({ id: r.id, accountId: r.accountId, startedAt: r.createdAt, notified: false, record: r, statusError: false });
const budgetRow = () => screen.getByRole('row', { name: /^Budget/ }).textContent;

describe('the progress tracker', () => {
  afterEach(cleanup);

  it.each([
    ['CAD', {}, 'CA$25.50 daily'],
    ['EUR', { dailyBudget: null, lifetimeBudget: 70_000 }, '€700.00 lifetime'],
    ['USD', {}, '$25.50 daily'],
  ])("shows a %s account's budget in its currency", (currency, input, shown) => {
    render(
      <MantineProvider env="test">
        <LaunchProgress launch={track(record(currency, input))} />
      </MantineProvider>,
    );
    expect(budgetRow()).toBe(`Budget${shown}`);
  });
});

describe("a finished launch's actions", () => {
  afterEach(cleanup);
  const show = (change: Partial<LaunchRecord>) =>
    render(
      <MantineProvider env="test">
        <LaunchProgress launch={track({ ...record('USD'), adsetsCompleted: 2, adsCompleted: 1, campaignName: 'Spring sale', ...change })} />
      </MantineProvider>,
    );

  it('completed with issues: Retry, Delete now and Schedule deletion; Delete now asks once, saying what it deletes', async () => {
    show({ status: 'COMPLETED_WITH_ISSUES' });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule deletion' })).toBeTruthy();
    screen.getByRole('button', { name: 'Delete now' }).click();
    const ask = await screen.findByRole('dialog', { name: 'Delete now?' });
    expect(ask.textContent).toContain('what this launch created for Spring sale: 2 ad sets, 1 ad, and the campaign when the launch created it');
  });

  it('a deleted launch says so, beside its status too, with nothing left to delete or retry', () => {
    show({ status: 'FAILED', deletion: { state: 'deleted', at: '2026-12-02T13:05:00.000Z' } });
    expect(screen.getByText('DELETED')).toBeTruthy();
    expect(screen.getByText(/^Deleted 2026-12-02 \d\d:05 \(.+\): what this launch created is gone from the platform\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    for (const name of ['Delete now', 'Schedule deletion']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a launch scheduled for deletion says its campaign stays until then; Delete now still removes it at once', () => {
    show({ status: 'FAILED', deletion: { state: 'scheduled', at: '2026-12-02T14:05:00.000Z' } });
    expect(screen.getByText('DELETION SCHEDULED')).toBeTruthy();
    expect(screen.getByText(/Until then its campaign stays on the platform as it is, and may keep spending/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Schedule deletion' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete now' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
