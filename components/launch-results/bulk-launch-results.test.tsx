// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { launchRecord } from '../../lib/contract/test-fixtures';
import { trackedLaunchesItem, type BulkStarted } from '../../lib/extension/storage-items';
import { BulkLaunchResults, LAUNCH_GONE } from './bulk-launch-results';

// The bulk results' actions (docs/product-rules.md#results): Adjust Settings after a failure, Launch New Campaign
// otherwise, as a single launch's results offer them.

const started: BulkStarted[] = [
  { accountId: 'act_201', name: 'Northwind – US', launchId: null, error: 'The budget is too low.' },
  { accountId: 'act_206', name: 'Lumen – Japan', launchId: null, error: undefined },
];

function show(list: typeof started) {
  const handlers = { onGoToLaunches: vi.fn(), onNewCampaign: vi.fn(), onAdjust: vi.fn(), onClose: vi.fn() };
  render(
    <MantineProvider env="test">
      <BulkLaunchResults started={list} {...handlers} />
    </MantineProvider>,
  );
  return handlers;
}

describe('BulkLaunchResults', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(cleanup);

  it('with a failed account: Bulk Launch Completed with Errors, and Adjust Settings instead of Launch New Campaign', async () => {
    const handlers = show(started);
    expect(await screen.findByText('Bulk Launch Completed with Errors')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Launch New Campaign' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adjust Settings' }));
    expect(handlers.onAdjust).toHaveBeenCalledTimes(1);
    expect(handlers.onNewCampaign).not.toHaveBeenCalled();
  });

  it('Adjust Settings hands over the accounts that launched, to be left out of the next launch', async () => {
    const record = launchRecord({ id: 'l1', status: 'COMPLETED', campaignId: '120210000000001' });
    await trackedLaunchesItem.setValue({
      l1: { id: 'l1', accountId: 'act_204', startedAt: new Date().toISOString(), notified: true, record, statusError: false },
    });
    const handlers = show([{ accountId: 'act_204', name: 'Lumen – Germany', launchId: 'l1', error: undefined }, started[0]!]);
    expect(await screen.findByText('Bulk Launch Completed with Errors')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adjust Settings' }));
    expect(handlers.onAdjust).toHaveBeenCalledWith(['act_204']);
  });

  it('an account whose launch the background let go of (the API no longer has it) has ended, with the reason', async () => {
    const record = launchRecord({ id: 'l1', status: 'RUNNING' });
    await trackedLaunchesItem.setValue({
      l1: { id: 'l1', accountId: 'act_204', startedAt: new Date().toISOString(), notified: false, record, statusError: false },
    });
    show([
      { accountId: 'act_204', name: 'Lumen – Germany', launchId: 'l1', error: undefined },
      { accountId: 'act_205', name: 'Lumen – France', launchId: 'l2', error: undefined },
    ]);
    expect(await screen.findByText(LAUNCH_GONE)).toBeTruthy();
    expect(screen.getByText('Bulk Launch in Progress')).toBeTruthy();
  });
});
