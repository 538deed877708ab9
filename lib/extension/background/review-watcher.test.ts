import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fetchApi, type Transport } from '../../api-client/client';
import { launchRecord } from '../../contract/test-fixtures';
import { trackedLaunchesItem, userItem, type TrackedLaunch } from '../storage-items';
import { checkAdReviews } from './review-watcher';

// The background's notice of disapproved ads (docs/product-rules.md#launches-page: ad review): once per launch, for
// the finished launches it followed, asked of the API in one call.

const LAUNCH = '2f1e8c3a-0b6d-4a39-9a4e-1c2d3e4f5a6b';
const review = (disapproved: number) => ({
  launchId: LAUNCH,
  live: 1,
  inReview: 0,
  disapproved,
  withIssues: 0,
  disapprovals: disapproved > 0 ? [{ adId: '120', adName: 'Ad 1', reason: 'Your ad uses a before-and-after image.' }] : [],
  checkedAt: new Date().toISOString(),
  following: false,
});
let answered = [review(0)];
let asked: string[] = [];
const send = fetchApi('http://api.test', (async (url: URL) => {
  asked.push(`${url.pathname}${url.search}`);
  return new Response(JSON.stringify({ success: true, data: answered }), { status: 200 });
}) as unknown as typeof fetch);
const transport: Transport = (req) => send(req, 'tok');

const tracked = (status: 'COMPLETED' | 'RUNNING'): TrackedLaunch => ({
  id: LAUNCH,
  accountId: 'act_101',
  startedAt: new Date().toISOString(),
  notified: true,
  record: launchRecord({ id: LAUNCH, status, campaignName: 'Winter sale', updatedAt: new Date().toISOString() }),
  statusError: false,
});

describe('the ad review watcher', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    answered = [review(0)];
    asked = [];
  });

  it('notifies once when ads of a finished launch are disapproved, with the reason', async () => {
    const created = vi.spyOn(fakeBrowser.notifications, 'create');
    created.mockClear();
    await userItem.setValue({ id: 'u1', name: 'Ava' });
    await trackedLaunchesItem.setValue({ [LAUNCH]: tracked('RUNNING') });
    await checkAdReviews(transport);
    // A launch still running has no review to ask for.
    expect(asked).toEqual([]);

    await trackedLaunchesItem.setValue({ [LAUNCH]: tracked('COMPLETED') });
    await checkAdReviews(transport);
    expect(asked).toEqual([`/dashboard/ad-reviews?launchIds=${LAUNCH}`]);
    expect(created).not.toHaveBeenCalled();

    answered = [review(1)];
    await checkAdReviews(transport);
    expect(created.mock.calls.map(([id, options]) => ({ id, ...(options as object) }))).toEqual([
      expect.objectContaining({
        id: `launch:${LAUNCH}`,
        title: 'Ad Disapproved',
        message: '1 ad of Winter sale disapproved: Your ad uses a before-and-after image.',
      }),
    ]);
    await checkAdReviews(transport);
    expect(created).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(2);
  });

  it('asks nothing without a signed-in user', async () => {
    await trackedLaunchesItem.setValue({ [LAUNCH]: tracked('COMPLETED') });
    await checkAdReviews(transport);
    expect(asked).toEqual([]);
  });
});
