import { makeMp4, makePng } from '../fixtures/media/make-media';
import { expect, test } from './fixtures';
import { expectAccessible, openLaunchApp, screenshot } from './launch-app';

// Issue 7: upload real files into the library, pick them with click and shift-click, add a copy, and open the
// launch dialog with "Launch N ads"; the selection survives reopening the side panel.

test('library: upload files, pick with shift-click, a copy, Launch N ads, the selection kept', async ({ context, panel }) => {
  await openLaunchApp(context, panel);
  await panel.getByRole('link', { name: 'Library' }).click();

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
  await expect.poll(() => tile('e2e-square.png').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

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
  await panel.getByRole('link', { name: 'Library' }).click();
  await expect(panel.getByRole('button', { name: 'Launch 3 ads' })).toBeVisible();
  await panel.getByRole('button', { name: 'Launch 3 ads' }).click();
  await expect(panel.getByRole('heading', { name: 'Choose Your Launch Settings' })).toBeVisible();
});
