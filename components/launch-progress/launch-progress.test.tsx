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
