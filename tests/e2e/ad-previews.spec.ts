import { expect, graphList, test } from './fixtures';
import { choose, expectAccessible, openLaunchApp, openSection, retype, screenshot } from './launch-app';

// The review shows each ad as the platform draws it (docs/product-rules.md#ad-previews), in the side panel at 320 px (the panel fixture's width):
// frames of the platform's renderer (the simulator's, reached as the platform's web origin), a placement at a time,
// and a preview the platform refuses with its reason, before anything is launched.

/** The simulator's pages and Instagram accounts (GET /__sim/fixtures has them; fixtures.ts types only a part). */
type Assets = {
  pages: Array<{ id: string; name: string; adAccountIds: string[] }>;
  instagramAccounts: Array<{ username: string; kind: string; adAccountIds: string[] }>;
};
const assetsOf = (fx: object) => fx as Assets;

test('the review shows each ad in the placements chosen, as Facebook draws it, and launches what it showed', async ({ context, panel }) => {
  const { fx, user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  const images = fx.adImages.filter((i) => (i as { adAccountId: string }).adAccountId === accountId) as Array<{ name: string }>;
  await panel.getByRole('checkbox', { name: images[1]!.name }).check();
  await retype(panel.getByLabel('Destination URL'), 'https://shop.example.com/spring');
  await panel.keyboard.press('Tab');

  await panel.getByRole('button', { name: 'Launch 2 ads' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  const previews = dialog.getByRole('region', { name: 'Ad previews' });
  // The plan is shown and Confirm Launch can be pressed whatever the previews are doing.
  await expect(dialog.getByRole('button', { name: 'Confirm Launch' })).toBeEnabled();
  await expect(previews.getByTitle(/, as Facebook shows it$/)).toHaveCount(2);

  // Advantage+ placements: Feed, Stories and Reels on Facebook and Instagram, Facebook's Feed first.
  const placement = previews.getByRole('combobox', { name: 'Placement' });
  await expect(placement.locator('option')).toHaveText([
    'Facebook Feed',
    'Instagram Feed',
    'Facebook Stories',
    'Instagram Stories',
    'Facebook Reels',
    'Instagram Reels',
  ]);
  const { pages } = assetsOf(fx);
  const pageName = pages.find((p) => p.adAccountIds.includes(accountId))!.name;
  const first = previews.locator('iframe').first();
  const feed = first.contentFrame();
  await expect(feed.getByText(pageName, { exact: true })).toBeVisible();
  await expect(feed.getByText('Sponsored')).toBeVisible();
  await expect(feed.getByText('SHOP.EXAMPLE.COM')).toBeVisible();
  await expect(feed.getByText('Shop now')).toBeVisible();

  // Each frame fits the panel's width, scaled; the page never scrolls sideways.
  const box = (await first.boundingBox())!;
  const dialogBox = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(dialogBox.x);
  expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  expect(await panel.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await first.evaluate((frame) => frame.scrollIntoView({ block: 'end' }));
  await screenshot(panel, 'ad-previews', 320);

  // By keyboard: the placement is chosen with the arrow keys; stories are drawn full screen.
  await placement.focus();
  await panel.keyboard.press('ArrowDown');
  await panel.keyboard.press('ArrowDown');
  await expect(placement).toHaveValue('facebook_stories');
  await expect(previews.getByTitle(/in Facebook Stories, as Facebook shows it$/)).toHaveCount(2);
  await expect(previews.locator('iframe').first().contentFrame().locator('body.fullscreen')).toBeVisible();
  // Tab goes on into the first ad's frame.
  await panel.keyboard.press('Tab');
  await expect(previews.locator('iframe').first()).toBeFocused();
  await expectAccessible(panel, 'review with ad previews');

  await dialog.getByRole('button', { name: 'Confirm Launch' }).click();
  await expect(panel.getByRole('heading', { name: 'Campaign Launch Complete' })).toBeVisible();
  // What was shown is what the platform got: the buyer's link and the page, on both ads.
  const creatives = await graphList(accountId, 'adcreatives', user.accessToken, 'object_story_spec');
  const launched = creatives.filter((c) => (c.object_story_spec as { link_data?: { link?: string } }).link_data?.link === 'https://shop.example.com/spring');
  expect(launched).toHaveLength(2);
  for (const c of launched) expect((c.object_story_spec as { page_id: string }).page_id).toBe(pages.find((p) => p.name === pageName)!.id);
});

test('a preview Facebook refuses says why, and the review can still be confirmed', async ({ context, panel }) => {
  const { fx, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  const personal = assetsOf(fx).instagramAccounts.find((i) => i.kind === 'personal' && i.adAccountIds.includes(accountId))!;
  await choose(panel, 'Instagram Account', new RegExp(personal.username.replace(/\./g, '\\.')));
  await retype(panel.getByLabel('Destination URL'), 'https://shop.example.com/personal');
  await panel.keyboard.press('Tab');

  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  const previews = dialog.getByRole('region', { name: 'Ad previews' });
  await expect(
    previews.getByText(
      `Facebook refuses this ad: Instagram account cannot be used: The Instagram account @${personal.username} is a personal account; switch it to a professional account to run ads.`,
    ),
  ).toBeVisible();
  await expect(previews.locator('iframe')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Confirm Launch' })).toBeEnabled();
  await expectAccessible(panel, 'review with a refused preview');
});
