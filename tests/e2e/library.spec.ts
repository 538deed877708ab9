import { makeMp4, makePng } from '../fixtures/media/make-media';
import { expect, graphList, simFixtures, simUrl, test } from './fixtures';
import { choose, confirmAndWait, expectAccessible, openLaunchApp, openSection, retype, screenshot } from './launch-app';
import { api, recordMp4, sessionToken } from './library-media';

// Upload real files into the library, pick them with click and shift-click, add a copy, and open the
// launch dialog with "Launch N ads"; the selection survives reopening the side panel. Thumbnails of images and
// the poster of a real MP4 recorded in Chromium; 500 creatives in a windowed grid.

test('library: upload files, pick with shift-click, a copy, Launch N ads, the selection kept', async ({ context, panel }) => {
  const { user, accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('tab', { name: 'Library' }).click();
  // It opens on Ad account media while the library has no creative (docs/library.md).
  await panel.getByRole('tab', { name: 'Creatives' }).click();

  await panel.getByLabel('Upload files').setInputFiles([
    { name: 'e2e-square.png', mimeType: 'image/png', buffer: makePng(200, 200, 1) },
    { name: 'e2e-story.png', mimeType: 'image/png', buffer: makePng(180, 320, 2) },
    { name: 'e2e-clip.mp4', mimeType: 'video/mp4', buffer: makeMp4(720, 1280, 4096) },
  ]);
  for (const name of ['e2e-square.png', 'e2e-story.png', 'e2e-clip.mp4']) {
    await expect(panel.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute('aria-valuenow', '100');
  }
  const tile = (name: string) => panel.getByRole('option', { name: new RegExp(`^${name.replace('.', '\\.')} `) });
  await expect(tile('e2e-clip.mp4')).toContainText('video');
  await expect(tile('e2e-story.png')).toContainText('180×320');
  // A real thumbnail: the image loads from its signed URL.
  await expect
    .poll(() =>
      tile('e2e-square.png')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(200);
  // The storage used against the default quota (docs/limits.md).
  await expect(panel.getByTestId('library-storage')).toHaveText(/^Storage: [\d.]+ (KB|MB) of 5 GB$/);

  // Click the first tile, shift-click the last: the three.
  const tiles = panel.getByRole('listbox', { name: 'Creatives' }).getByRole('option');
  await expect(tiles).toHaveCount(3);
  await tiles.first().click();
  await tiles.last().click({ modifiers: ['Shift'] });
  await expect(panel.getByText(/· 3 selected/)).toBeVisible();
  await expectAccessible(panel, 'library');
  await screenshot(panel, 'library');

  await panel.getByRole('tab', { name: /Copies/ }).click();
  await panel.getByRole('button', { name: 'New copy' }).click();
  await panel.getByLabel('Name').fill('E2E copy');
  await panel.getByLabel('Primary text').fill('Fresh bread, every morning.');
  await panel.getByLabel('Headline').fill('Bake it yours');
  await panel.getByRole('button', { name: 'Save copy' }).click();
  await panel.getByRole('checkbox', { name: /E2E copy/ }).check();
  await expect(panel.getByRole('button', { name: 'Launch 3 ads' })).toBeVisible();
  await expectAccessible(panel, 'library copies');

  // Closing and reopening the side panel keeps the selection.
  await panel.reload();
  await panel.getByRole('tab', { name: 'Library' }).click();
  await expect(panel.getByRole('button', { name: 'Launch 3 ads' })).toBeVisible();
  await panel.getByRole('button', { name: 'Launch 3 ads' }).click();
  await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();

  // The launch dialog carries the library's ads through to the platform: one ad per creative, with the copy.
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Assets & Tracking');
  await expect(panel.getByText('3 ads from the library')).toBeVisible();
  await panel.getByLabel('Destination URL').fill('https://bakery.example.com/fresh');
  await confirmAndWait(panel, 3);
  const href = await panel.getByRole('link', { name: 'View in Ads Manager' }).getAttribute('href');
  const campaignId = new URL(href!).searchParams.get('selected_campaign_ids')!;
  const ads = (await graphList(accountId, 'ads', user.accessToken, 'id,campaign_id,creative')).filter((a) => a.campaign_id === campaignId);
  expect(ads).toHaveLength(3);
  type Spec = { link_data?: Record<string, unknown>; video_data?: Record<string, unknown> };
  const creatives = await graphList(accountId, 'adcreatives', user.accessToken, 'id,object_story_spec');
  const specs = ads.map((a) => creatives.find((c) => c.id === (a.creative as { id: string }).id)?.object_story_spec as Spec);
  const links = specs.flatMap((o) => (o.link_data ? [o.link_data] : []));
  const videos = specs.flatMap((o) => (o.video_data ? [o.video_data] : []));
  expect(links).toHaveLength(2);
  expect(videos).toHaveLength(1);
  for (const l of links) expect(l).toMatchObject({ message: 'Fresh bread, every morning.', name: 'Bake it yours', link: 'https://bakery.example.com/fresh' });
  expect(videos[0]).toMatchObject({ message: 'Fresh bread, every morning.', title: 'Bake it yours' });
  expect(typeof videos[0]!.video_id).toBe('string');
});

test('library: image thumbnails and a video poster drawn in the side panel', async ({ context, panel }) => {
  await openLaunchApp(context, panel);
  await panel.getByRole('tab', { name: 'Library' }).click();
  // It opens on Ad account media while the library has no creative (docs/library.md).
  await panel.getByRole('tab', { name: 'Creatives' }).click();
  // A folder of its own: the grid shows this test's creatives only.
  await panel.getByRole('button', { name: 'New folder' }).click();
  await panel.getByLabel('Folder name').fill('Thumbnails e2e');
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(panel.getByText('0 creatives · 0 selected')).toBeVisible();

  const mp4 = await recordMp4(panel, 480, 270);
  await panel.getByLabel('Upload files').setInputFiles([
    { name: 'e2e-wide.png', mimeType: 'image/png', buffer: makePng(1200, 600, 3) },
    { name: 'e2e-recorded.mp4', mimeType: 'video/mp4', buffer: mp4 },
  ]);
  const tile = (name: string) => panel.getByRole('option', { name: new RegExp(`^${name.replace('.', '\\.')} `) });
  await expect(tile('e2e-wide.png')).toContainText('1200×600');
  await expect(tile('e2e-recorded.mp4')).toContainText('480×270');
  const naturalWidth = (name: string) =>
    tile(name)
      .locator('img')
      .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  // The image's thumbnail, not the image: 320 px wide, lazily loaded.
  await expect(tile('e2e-wide.png').locator('img')).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => naturalWidth('e2e-wide.png')).toBe(320);
  // The video's poster: a frame the panel drew from the recording, thumbnailed by the server.
  await expect.poll(() => naturalWidth('e2e-recorded.mp4')).toBe(320);
  await expectAccessible(panel, 'library thumbnails');
  await screenshot(panel, 'library-thumbnails');
});

test('library: 500 creatives scroll smoothly, the grid holds only the tiles in view', async ({ context, panel }) => {
  await openLaunchApp(context, panel, 'agency');
  const token = await sessionToken(panel);
  const folder = (await api(token, 'POST', '/library/folders', { name: 'Bulk 500' })).data.id;
  const uploadOne = (i: number) =>
    api(token, 'PUT', `/library/creatives/upload?name=Bulk%20${String(i).padStart(3, '0')}&folderId=${folder}`, makePng(16, 16, i), 'image/png');
  // The first one alone: newest first, it is the last of the grid.
  await uploadOne(0);
  for (let i = 1; i < 500; i += 10)
    await Promise.all(
      Array.from({ length: 10 }, (_, k) => i + k)
        .filter((n) => n < 500)
        .map(uploadOne),
    );

  await panel.getByRole('tab', { name: 'Library' }).click();
  // It opens on Ad account media while the library has no creative (docs/library.md).
  await panel.getByRole('tab', { name: 'Creatives' }).click();
  await choose(panel, 'Folder', /^Bulk 500/);
  await expect(panel.getByText('500 creatives · 0 selected')).toBeVisible();
  const grid = panel.getByRole('listbox', { name: 'Creatives' });
  const tiles = grid.getByRole('option');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeLessThan(60);

  // Scroll down: the next pages load (100 at a time) and the DOM keeps only the rows in view.
  const last = grid.getByRole('option', { name: /^Bulk 000 / });
  // A screen at a time, as a person pages down, until the last creative shows.
  await expect(async () => {
    await grid.evaluate((el) => el.scrollBy(0, el.clientHeight));
    expect(await last.isVisible()).toBe(true);
  }).toPass({ intervals: [100] });
  expect(await tiles.count()).toBeLessThan(60);
  await last.click();
  await expect(panel.getByText('500 creatives · 1 selected')).toBeVisible();
});

test('library: offers and the ad account media read whole at 320 px', async ({ context, panel }) => {
  // An ad account image with a long file name, uploaded to the platform as Ads Manager does, before the panel opens.
  const user = (await simFixtures()).users.find((u) => u.role === 'advertiser')!;
  const accountId = user.adAccountIds[0]!;
  const longName = 'black-friday-2026-storewide-hero-square-final-approved-v3.png';
  const upload = await fetch(`${simUrl()}/v25.0/${accountId}/adimages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
    body: JSON.stringify({ bytes: makePng(120, 120, 7).toString('base64'), name: longName }),
  });
  expect(upload.status).toBe(200);

  await openLaunchApp(context, panel);
  await panel.getByRole('tab', { name: 'Library' }).click();
  await panel.getByRole('tab', { name: 'Ad account media' }).click();
  await expect(panel.getByRole('checkbox', { name: longName })).toBeVisible();
  await expectAccessible(panel, 'library account media');

  // An offer with a long URL, written in the panel's own form.
  await panel.getByRole('tab', { name: 'Offers' }).click();
  await panel.getByRole('button', { name: 'New offer' }).click();
  const editor = panel.getByRole('form', { name: 'Offer editor' });
  await retype(editor.getByLabel('Name'), 'Black Friday');
  const url = 'https://shop.example.com/collections/black-friday-2026-storewide-offer-landing';
  await retype(editor.getByLabel('URL'), url);
  await expectAccessible(panel, 'library offer editor');
  await editor.getByRole('button', { name: 'Save offer' }).click();
  await expect(panel.getByRole('radio', { name: `Black Friday ${url}` })).toBeVisible();
  await expectAccessible(panel, 'library offers');
});
