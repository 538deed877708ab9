// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CampaignCopyFields } from './campaign-copy-fields';
import { useDraftStore } from './draft-store';
import type { LaunchDraft } from '../../lib/rules';

// Duplicate in Step 1 (docs/product-rules.md#duplicate): Duplicate ad set needs one ad set chosen; while it cannot be
// used, why is said on screen, beside it, for a keyboard or a touchpad too (a disabled button's hover title is not).

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const campaign = { id: '120', name: 'Spring', isCBO: false, budgetType: 'daily' as const, budget: null, bidStrategy: null, bidAmount: null };

/** The existing campaign with these of its ad sets chosen. */
const chooseAdSets = (adSetIds: string[]) =>
  useDraftStore.getState().update((d): LaunchDraft => ({ ...d, source: { kind: 'existing', campaign, adSetIds, createNewAdSets: adSetIds.length === 0 } }));

describe('the duplicate actions', () => {
  afterEach(cleanup);
  beforeEach(() => {
    fakeBrowser.reset();
    useDraftStore.setState({ draft: null });
    useDraftStore.getState().begin(account, new Date());
    chooseAdSets([]);
  });

  it('says on screen why Duplicate ad set is off, until one ad set is chosen', () => {
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <CampaignCopyFields account={account} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Duplicate ad set' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('');
    const reason = screen.getByText('Choose one ad set to duplicate.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);

    act(() => chooseAdSets(['201', '202']));
    expect(screen.getByText('Choose one ad set to duplicate.')).toBeTruthy();
    act(() => chooseAdSets(['201']));
    expect(button.disabled).toBe(false);
    expect(screen.queryByText('Choose one ad set to duplicate.')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });
});
