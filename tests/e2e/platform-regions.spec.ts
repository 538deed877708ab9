import { platformRefusalMessages as m } from '../../lib/rules/messages';
import { expect, test } from './fixtures';
import { expectAccessible, openLaunchApp, openSection, simObjects } from './launch-app';

// A launch reaching Singapore (docs/product-rules.md#regional-identities): its ad sets would need the advertiser's
// verified beneficiary and payer, which Salvo cannot send, so the review refuses it at its locations with what to do,
// and nothing is created on the platform.

test('a launch reaching Singapore: the review says why at the locations, Confirm stays off, nothing made', async ({ context, panel }) => {
  const { accountId } = await openLaunchApp(context, panel);
  await panel.getByRole('button', { name: 'Next' }).click();
  await openSection(panel, 'Targeting & Delivery');
  const locations = panel.getByRole('combobox', { name: 'Locations', exact: true });
  await locations.click();
  await locations.pressSequentially('Singa');
  await panel.getByRole('option', { name: 'Singapore', exact: true }).click();
  await openSection(panel, 'Assets & Tracking');
  await panel.getByLabel('Destination URL').pressSequentially('https://shop.example.com/sg');
  await expect(panel.getByTestId('launch-reason')).toHaveCount(0);

  const before = (await simObjects('campaign', accountId)).length + (await simObjects('adset', accountId)).length;
  await panel.getByRole('button', { name: 'Launch 1 ad' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Review Launch Details' });
  await expect(dialog.getByText('This launch cannot go ahead')).toBeVisible();
  await expect(dialog.getByText(m.regionalIdentities(['Singapore']))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm Launch' })).toBeDisabled();
  await expectAccessible(panel, 'launch reaching Singapore refused');
  expect((await simObjects('campaign', accountId)).length + (await simObjects('adset', accountId)).length).toBe(before);
});
