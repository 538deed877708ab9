// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { LaunchesPage } from './launches-page';

// The launches page in the side panel's narrow width: a long status is shown whole (it wraps), not cut to "COMPL…".

const record = {
  id: '0b8f7c1e-0000-4000-8000-000000000001',
  status: 'COMPLETED_WITH_ISSUES',
  step: 'COMPLETED',
  campaignName: 'Winter sale',
  adsetsTotal: 2,
  adsetsCompleted: 2,
  adsTotal: 2,
  adsCompleted: 1,
  errors: [],
  input: {
    isLeadFormCampaign: false,
    isTrafficCampaign: false,
    dailyBudget: 500,
    lifetimeBudget: null,
    isCBO: false,
    startTime: null,
    endTime: null,
    facebookPageName: null,
    pixelName: null,
    leadFormName: null,
    instagramAccountName: null,
  },
  accountId: 'act_101',
  currency: 'USD',
  campaignId: '120000000001',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:01:00.000Z',
};
const api: Transport = async () => ({ status: 200, body: { success: true, data: [record], page: 1, limit: 10, total: 1 } });

describe('the launches page', () => {
  afterEach(cleanup);

  it('shows a long status whole, wrapping in its badge', async () => {
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <LaunchesPage onOpen={() => undefined} transport={api} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const label = await screen.findByText('COMPLETED WITH ISSUES');
    // Mantine's badge label is nowrap with an ellipsis; this one may wrap.
    expect(label.style.whiteSpace).toBe('normal');
  });
});
