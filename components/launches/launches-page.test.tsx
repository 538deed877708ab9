// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { launchRecord } from '../../lib/contract/test-fixtures';
import { LaunchesPage } from './launches-page';

// The launches page in the side panel's narrow width: a long status is shown whole (it wraps), not cut to "COMPL…".

const record = launchRecord({ status: 'COMPLETED_WITH_ISSUES', adsetsTotal: 2, adsetsCompleted: 2, adsCompleted: 1 });
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
