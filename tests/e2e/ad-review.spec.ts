import { expect, graphList, simUrl, test } from './fixtures';
import { apiAsUser, expectAccessible, openLaunchApp, openSection, retype } from './launch-app';

// The ad review, watched (docs/product-rules.md#ad-review): a launch typed key by key whose one ad the platform
// disapproves, shown on the launches page with the platform's reason and a link to the ad in Ads Manager, readable at
// 320 px; the launch itself stays COMPLETED.

const reviewControl = (body: object) =>
  fetch(`${simUrl()}/__sim/ad-review`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('ad review: a disapproved ad on the launches page with its reason and its Ads Manager link', async ({ context, panel }) => {
  // The simulator keeps ads in review until the test decides (its default, 2 s, could end the following first).
  await reviewControl({ outcome: 'APPROVED', delayMs: 600_000 });
  try {
    const { user, accountId } = await openLaunchApp(context, panel);
    await panel.getByRole('button', { name: 'Next' }).click();
    await retype(panel.getByLabel(/Daily budget/), '8.50');
    await panel.keyboard.press('Tab');
    await openSection(panel, 'Assets & Tracking');
    await retype(panel.getByLabel('Destination URL'), 'https://shop.example.com/reviewed');
    await panel.keyboard.press('Tab');
    await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
    await panel.getByRole('dialog', { name: 'Review Launch Details' }).getByRole('button', { name: 'Confirm Launch' }).click();
    await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();

    const launchId = await panel.evaluate(async () => (await chrome.storage.local.get('openLaunch')).openLaunch as string);
    const record = (await apiAsUser(panel, { method: 'GET', path: `/dashboard/campaign-launches/${launchId}` })).body as { campaignId: string };
    const ads = (await graphList(accountId, 'ads', user.accessToken, 'id,name,campaign_id')).filter((a) => a.campaign_id === record.campaignId);
    expect(ads).toHaveLength(1);
    const ad = ads[0] as { id: string; name: string };
    const reason = 'Your ad makes claims about health that are not allowed.';
    expect((await reviewControl({ adId: ad.id, outcome: 'DISAPPROVED', reason })).status).toBe(200);

    // The API's next check finds it (1 s, then 2 s after: AD_REVIEW_FIRST_CHECK_SECONDS of the e2e run).
    await expect
      .poll(async () => {
        const { body } = await apiAsUser(panel, { method: 'GET', path: '/dashboard/ad-reviews', query: { launchIds: launchId } });
        return (body as { data: Array<{ disapproved: number }> }).data[0]?.disapproved;
      })
      .toBe(1);

    await panel.getByRole('tab', { name: 'Launches' }).click();
    const review = panel.getByRole('region', { name: /^Ad review of / }).first();
    await expect(review.getByText('1 disapproved')).toBeVisible();
    await expect(review.getByText('0 live')).toBeVisible();
    await expect(review.getByText(ad.name)).toBeVisible();
    await expect(review.getByText(reason)).toBeVisible();
    await expect(review.getByRole('link', { name: 'View ad in Ads Manager' })).toHaveAttribute(
      'href',
      `https://adsmanager.facebook.com/adsmanager/manage/ads?act=${accountId.replace('act_', '')}&selected_ad_ids=${ad.id}`,
    );
    // The launch's own status is still the spec's.
    await expect(panel.getByTestId('launch-row').first().getByText('COMPLETED', { exact: true })).toBeVisible();
    await expectAccessible(panel, 'launches with a disapproved ad');
  } finally {
    await reviewControl({ outcome: 'APPROVED', delayMs: 2000 });
  }
});
