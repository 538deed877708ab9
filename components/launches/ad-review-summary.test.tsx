// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiRequest, Transport } from '../../lib/api-client/client';
import { launchRecord } from '../../lib/contract/test-fixtures';
import { LaunchAdReview } from './ad-review-summary';
import { LaunchesPage } from './launches-page';

// The ad review under a finished launch on the launches page: the counts, each disapproval with the platform's reason
// and a link to the ad in Ads Manager; asked only for finished launches.

const done = launchRecord({ id: '2f1e8c3a-0b6d-4a39-9a4e-1c2d3e4f5a6b', status: 'COMPLETED', campaignName: 'Spring sale', accountId: 'act_101' });
const running = launchRecord({ id: '7a1e8c3a-0b6d-4a39-9a4e-1c2d3e4f5a6c', status: 'RUNNING', campaignName: 'Still going' });
const review = {
  launchId: done.id,
  live: 2,
  inReview: 1,
  disapproved: 1,
  withIssues: 0,
  disapprovals: [{ adId: '120000000000077', adName: 'Spring | Ad 3', reason: 'Your ad makes claims about health that are not allowed.' }],
  checkedAt: '2026-12-02T06:00:00.000Z',
  following: true,
};

afterEach(cleanup);

describe('the ad review on the launches page', () => {
  it('shows live, in review and disapproved, each disapproval with its reason and its ad in Ads Manager', async () => {
    const asked: ApiRequest[] = [];
    const api: Transport = async (req) => {
      asked.push(req);
      if (req.path === '/dashboard/ad-reviews') return { status: 200, body: { success: true, data: [review] } };
      return { status: 200, body: { success: true, data: [done, running], page: 1, limit: 10, total: 2 } };
    };
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <LaunchesPage onOpen={() => undefined} transport={api} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Ad review of Spring sale' });
    for (const text of ['2 live', '1 in review', '1 disapproved', 'Spring | Ad 3', 'Your ad makes claims about health that are not allowed.'])
      expect(within(section).getByText(text)).toBeTruthy();
    expect(within(section).queryByText(/with issues/)).toBeNull();
    const link = within(section).getByRole('link', { name: 'View ad in Ads Manager' });
    expect(link.getAttribute('href')).toBe('https://adsmanager.facebook.com/adsmanager/manage/ads?act=101&selected_ad_ids=120000000000077');
    // Only the finished launch's review is asked for.
    expect(asked.find((r) => r.path === '/dashboard/ad-reviews')?.query).toEqual({ launchIds: done.id });
    expect(screen.queryByRole('region', { name: 'Ad review of Still going' })).toBeNull();
  });

  it('shows under the tracker once its launch has finished, and asks nothing while it runs', async () => {
    const asked: ApiRequest[] = [];
    const api: Transport = async (req) => {
      asked.push(req);
      return { status: 200, body: { success: true, data: [review] } };
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const tracker = (record: typeof done) => (
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <LaunchAdReview record={record} transport={api} />
        </QueryClientProvider>
      </MantineProvider>
    );
    const { rerender } = render(tracker({ ...done, status: 'RUNNING' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(tracker(done));
    const section = await screen.findByRole('region', { name: 'Ad review of Spring sale' });
    expect(within(section).getByText('Your ad makes claims about health that are not allowed.')).toBeTruthy();
    expect(asked.map((r) => r.query)).toEqual([{ launchIds: done.id }]);
  });
});
