// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { assetQueries } from '../../../lib/api-client/assets';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { useDraftStore } from '../draft-store';
import { NamingFields } from './naming-fields';

// The naming conventions (docs/product-rules.md#naming-placeholders): the live preview names the launch's first ad as
// the launch engine will (its copy's headline, its name, the library offer and folder, stand-ins for the ids), and a
// name carries the launch's start date in the ad account's time zone, the date the buyer sees in Ads Manager; the
// picker says so.

// Mantine's autosized text area listens to the fonts loading, which happy-dom does not have.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 };
const preview = (level: string) => screen.getByTestId(`naming-preview-${level}`).textContent;

/** The naming fields with the account's images loaded (the media query's answer). */
function show(media: Array<{ hash: string; name: string }> = []) {
  const client = new QueryClient();
  const images = media.map((m) => ({ ...m, url: `https://img.example/${m.hash}`, width: null, height: null }));
  client.setQueryData(assetQueries.accountMedia(panelTransport, account.id).queryKey, { success: true, data: images, error: null } as never);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <NamingFields account={account} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

function beginDraft() {
  fakeBrowser.reset();
  useDraftStore.setState({
    draft: null,
    libraryAds: [],
    imageHashes: [],
    libraryAdNames: undefined,
    libraryFolderName: undefined,
    libraryOfferName: undefined,
  });
  useDraftStore.getState().begin(account, new Date());
}

describe('the naming preview', () => {
  afterEach(cleanup);
  beforeEach(() => {
    beginDraft();
    const naming = {
      campaign: '{{offer_name}} {{campaign_id}}',
      adSet: '{{folder_name}} {{adset_id}}',
      ad: '{{headline}} | {{ad_name}} | {{creative_name}} {{creative_variation}}{{copy_variation}}',
    };
    useDraftStore.getState().update((d) => ({ ...d, naming, offerId: 'o1' }));
  });

  it('shows the first library ad, its offer and folder', () => {
    useDraftStore
      .getState()
      .setLibraryAds([{ creativeId: 'c1', creativeType: 'image', copyId: 'k1' }], 'Spring', [
        { creativeName: 'Loaf', copy: { name: 'Morning', headline: 'Open at 7' } },
      ]);
    useDraftStore.setState({ libraryOfferName: 'Spring Offer' });
    show();
    expect(preview('campaign')).toBe('Preview: Spring Offer [Campaign ID]');
    expect(preview('adSet')).toBe('Preview: Spring [Ad Set ID]');
    // The first copy of the launch is its copy variation A.
    expect(preview('ad')).toBe('Preview: Open at 7 | Loaf – Morning | Loaf 1A');
  });

  it("shows an account image by its name in the account, not its hash, without a copy's headline", () => {
    useDraftStore.setState({ imageHashes: ['f00d'] });
    show([{ hash: 'f00d', name: 'storefront.jpg' }]);
    expect(preview('ad')).toBe('Preview: | storefront.jpg | storefront.jpg 1A');
    expect(preview('adSet')).toBe('Preview: [Ad Set ID]');
  });

  it("shows an account image picked in the library's Ad account media by its name, not the hash it hands over", () => {
    useDraftStore.getState().setLibraryAds([{ imageId: 'c812542c' }], undefined, [{ creativeName: 'c812542c' }]);
    show([{ hash: 'c812542c', name: 'hero-square.jpg' }]);
    expect(preview('ad')).toBe('Preview: | hero-square.jpg | hero-square.jpg 1A');
  });
});

describe("the name's date", () => {
  afterEach(cleanup);
  beforeEach(() => {
    beginDraft();
    // A launch starting days from now, late in the evening in Los Angeles: already the next day in UTC.
    useDraftStore.getState().update((d) => ({
      ...d,
      startTime: '2031-03-14T23:30:00.000-07:00',
      naming: { ...d.naming, campaign: 'Spring {{date}}' },
    }));
  });

  it("previews the launch's start date in the ad account's time zone, and the picker says which date it is", async () => {
    show();
    expect(preview('campaign')).toBe('Preview: Spring 2031/03/14');
    fireEvent.click(screen.getByRole('button', { name: 'Insert placeholder into the campaign name' }));
    const timePeriod = await screen.findByRole('group', { name: 'Time Period' });
    expect(timePeriod.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(timePeriod.getAttribute('aria-describedby')!)?.textContent).toBe(
      "When the launch starts, in the ad account's time zone (America/Los_Angeles)",
    );
    expect(screen.getByRole('menuitem', { name: 'Start Date (YYYY/MM/DD)' })).toBeTruthy();
  });

  it('keeps a convention on one line: a pasted line break is a space', () => {
    show();
    fireEvent.change(screen.getByRole('textbox', { name: 'Campaign name' }), { target: { value: 'Spring\n{{date}}' } });
    expect(useDraftStore.getState().draft!.naming.campaign).toBe('Spring {{date}}');
  });
});
