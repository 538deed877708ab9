import { Button, Radio, Stack, TextInput } from '@mantine/core';
import type { Transport } from '../../lib/api-client/client';
import { libraryItems } from '../../lib/api-client/library';
import type { LibraryOffer, OfferFields } from '../../lib/contract/library';
import type { ItemFieldsProps, ItemKind } from './library-item-editor';
import { LibraryList } from './library-list';

// Offers (docs/product-rules.md#library: name, url, displayLink, trackingUtm). One offer may be picked for the launch:
// its URL is the destination, its display link and tracking parameters go with it.

/** An offer's URL, display link and tracking parameters. */
function OfferLinks({ bind }: ItemFieldsProps<OfferFields>) {
  return (
    <>
      <TextInput size="xs" label="URL" placeholder="https://" {...bind('url')} />
      <TextInput size="xs" label="Display link" {...bind('displayLink')} />
      <TextInput size="xs" label="Tracking UTM" placeholder="utm_source=facebook&utm_medium=paid" {...bind('trackingUtm')} />
    </>
  );
}

const OFFERS: ItemKind<LibraryOffer, OfferFields> = {
  noun: { one: 'offer', many: 'offers' },
  api: libraryItems.offers,
  fieldsOf: (offer) =>
    offer
      ? { name: offer.name, url: offer.url, displayLink: offer.displayLink, trackingUtm: offer.trackingUtm }
      : { name: '', url: '', displayLink: '', trackingUtm: '' },
  shownAtField: ['name', 'url'],
  Fields: OfferLinks,
  detail: (offer) => offer.displayLink || offer.url,
};

export function OffersTab({
  transport,
  selectedId,
  onSelect,
}: {
  transport: Transport;
  selectedId: string | null;
  onSelect(offer: LibraryOffer | null): void;
}) {
  return (
    <LibraryList
      kind={OFFERS}
      transport={transport}
      pick={(offer, label) => <Radio value={offer.id} label={label} />}
      around={(rows, offers) => (
        <>
          <Radio.Group value={selectedId ?? ''} onChange={(id) => onSelect(offers.find((o) => o.id === id) ?? null)} aria-label="Offer">
            <Stack gap={4}>{rows}</Stack>
          </Radio.Group>
          {selectedId && (
            <Button size="compact-xs" variant="subtle" onClick={() => onSelect(null)}>
              No offer
            </Button>
          )}
        </>
      )}
    />
  );
}
