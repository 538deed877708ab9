import { Button, Radio, Stack, VisuallyHidden } from '@mantine/core';
import { WrappingTextInput } from '../ui/wrapping-text-input';
import type { Transport } from '../../lib/api-client/client';
import { libraryItems } from '../../lib/api-client/library';
import type { LibraryOffer, OfferFields } from '../../lib/contract/library';
import type { ItemFieldsProps, ItemKind } from './library-item-editor';
import { LibraryList } from './library-list';

// Offers (docs/product-rules.md#library: name, url, displayLink, trackingUtm). One offer may be picked for the launch:
// its URL is the destination, its display link and tracking parameters go with it.

/** An offer's URL, display link and tracking parameters. */
function OfferLinks({ bind, set }: ItemFieldsProps<OfferFields>) {
  // Each can be long: a field that wraps as it grows keeps the whole value in view (docs/side-panel.md#widths).
  const wrapping = (key: 'url' | 'displayLink' | 'trackingUtm') => {
    const { value, error } = bind(key);
    return { size: 'xs', value, error, onValue: (text: string) => set({ [key]: text }) } as const;
  };
  return (
    <>
      <WrappingTextInput label="URL" placeholder="https://" {...wrapping('url')} />
      <WrappingTextInput label="Display link" {...wrapping('displayLink')} />
      <WrappingTextInput label="Tracking UTM" placeholder="utm_source=facebook&utm_medium=paid" {...wrapping('trackingUtm')} />
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
          {/* Its label names the radiogroup itself (an aria-label would land on the wrapper, a div without a role). */}
          <Radio.Group
            value={selectedId ?? ''}
            onChange={(id) => onSelect(offers.find((o) => o.id === id) ?? null)}
            label={<VisuallyHidden>Offer</VisuallyHidden>}
          >
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
