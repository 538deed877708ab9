// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Transport } from '../../lib/api-client/client';
import type { AdPreviewsAnswer } from '../../lib/contract/ad-previews';
import { buildLaunchPayload } from '../../lib/rules';
import { AdPreviews } from './ad-previews';
import { launchableDraft, planAnswer, showReview } from './review-fixtures';

// The review's ad previews (docs/side-panel.md#review-launch-details): each ad's frame in the placement chosen, the
// platform's refusal with its reason, and never a hold on Confirm Launch.

const account = { id: 'act_101', name: 'Ava Bakery', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const draft = launchableDraft(account);
const payload = buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }, { imageId: 'b' }, { imageId: 'c' }] });
const frame = (placement: 'facebook_feed' | 'instagram_stories', d: string) => ({
  placement,
  format: placement === 'facebook_feed' ? 'MOBILE_FEED_STANDARD' : 'INSTAGRAM_STORY',
  status: 'shown' as const,
  src: `https://www.facebook.com/ads/api/preview_iframe.php?d=${d}`,
  width: 320,
  height: placement === 'facebook_feed' ? 560 : 568,
});
const answer: AdPreviewsAnswer = {
  success: true,
  ads: [
    { index: 0, name: 'Spring 1', note: null, previews: [frame('facebook_feed', 'f1'), frame('instagram_stories', 's1')] },
    {
      index: 1,
      name: 'Spring 2',
      note: null,
      previews: [
        {
          placement: 'facebook_feed',
          format: 'MOBILE_FEED_STANDARD',
          status: 'refused',
          message: 'Facebook refuses this ad: Image not found: upload it first.',
        },
        { placement: 'instagram_stories', format: 'INSTAGRAM_STORY', status: 'unavailable', message: 'Facebook could not make this preview just now.' },
      ],
    },
    { index: 2, name: 'Spring 3', note: 'Facebook previews this video once it is in the ad account.', previews: [] },
  ],
  moreAds: 4,
  note: null,
};

function showPreviews(transport: Transport) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <AdPreviews payload={payload} transport={transport} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the ad previews of the review', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(cleanup);

  it('shows each ad in the placement chosen, the refusal with its reason, and how many more ads there are', async () => {
    const transport = vi.fn<Transport>(async () => ({ status: 200, body: answer }));
    showPreviews(transport);
    expect(screen.getByRole('status').textContent).toBe('Loading the previews from Facebook…');
    const feed = await screen.findByTitle('Spring 1 in Facebook Feed, as Facebook shows it');
    expect(transport).toHaveBeenCalledWith({ method: 'POST', path: '/facebook/adlauncher/previews', query: { accountId: 'act_101' }, body: payload });
    expect(feed.getAttribute('src')).toBe('https://www.facebook.com/ads/api/preview_iframe.php?d=f1');
    expect(feed.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect([feed.getAttribute('width'), feed.getAttribute('height')]).toEqual(['320', '560']);
    expect(screen.getByText('Facebook refuses this ad: Image not found: upload it first.')).toBeTruthy();
    expect(screen.getByText('Facebook previews this video once it is in the ad account.')).toBeTruthy();
    expect(screen.getByText('and 4 more')).toBeTruthy();
    expect(screen.getAllByTitle(/as Facebook shows it$/)).toHaveLength(1);

    const placement = screen.getByRole('combobox', { name: 'Placement' });
    expect([...(placement as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Facebook Feed', 'Instagram Stories']);
    fireEvent.change(placement, { target: { value: 'instagram_stories' } });
    expect(screen.getByTitle('Spring 1 in Instagram Stories, as Facebook shows it').getAttribute('src')).toContain('d=s1');
    expect(screen.queryByTitle('Spring 1 in Facebook Feed, as Facebook shows it')).toBeNull();
    expect(screen.getByText('Facebook could not make this preview just now.')).toBeTruthy();
    expect(screen.queryByText(/Image not found/)).toBeNull();
  });

  it('says when the previews could not be loaded, and that the launch can still go ahead', async () => {
    showPreviews(async () => ({ status: 429, body: { success: false, error: 'Too many launch reviews in a short time. Try again in 3 minutes.' } }));
    expect(
      await screen.findByText('The previews could not be loaded: Too many launch reviews in a short time. Try again in 3 minutes. You can still launch.'),
    ).toBeTruthy();
  });

  it('says so when no placement chosen is previewed', async () => {
    showPreviews(async () => ({ status: 200, body: { success: true, ads: [], moreAds: 3, note: 'Salvo previews Feed, Stories and Reels.' } }));
    expect(await screen.findByText('Salvo previews Feed, Stories and Reels.')).toBeTruthy();
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('load after the plan, and never hold Confirm Launch', async () => {
    // The background never answers the previews: the review is confirmed all the same.
    const asked: unknown[] = [];
    fakeBrowser.runtime.onMessage.addListener((message) => {
      asked.push(message);
      return new Promise(() => undefined);
    });
    const onConfirm = vi.fn(async () => true);
    showReview({ account, draft, payload }, async () => planAnswer(payload, account), onConfirm);
    expect(asked).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Confirm Launch' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('Loading the previews from Facebook…')).toBeTruthy();
    await waitFor(() => expect(asked).toEqual([expect.objectContaining({ type: 'api', path: '/facebook/adlauncher/previews', body: payload })]));
    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});
