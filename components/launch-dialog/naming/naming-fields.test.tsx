// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { assetQueries } from '../../../lib/api-client/assets';
import { panelTransport } from '../../../lib/extension/panel-transport';
import { useDraftStore } from '../draft-store';
import { NamingFields } from './naming-fields';

// The live preview names the launch's first ad as the launch engine will (docs/product-rules.md#naming-placeholders):
// its copy's headline, its name (creative – copy), the library offer and folder, and stand-ins for the ids.

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
const naming = {
  campaign: '{{offer_name}} {{campaign_id}}',
  adSet: '{{folder_name}} {{adset_id}}',
  ad: '{{headline}} | {{ad_name}} | {{creative_name}} {{creative_variation}}{{copy_variation}}',
};

describe('the naming preview', () => {
  afterEach(cleanup);
  beforeEach(() => {
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
    useDraftStore.getState().update((d) => ({ ...d, naming, offerId: 'o1' }));
  });
  const preview = (level: string) => screen.getByTestId(`naming-preview-${level}`).textContent;
  /** The dialog with the account's images loaded (the media query's answer). */
  const show = (media: Array<{ hash: string; name: string }> = []) => {
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
  };

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
});
