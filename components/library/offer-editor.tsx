import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Transport } from '../../lib/api-client/client';
import { libraryApi, libraryQueries } from '../../lib/api-client/library';
import type { LibraryOffer, OfferFields } from '../../lib/contract/library';

// Offers (spec §3: name, url, displayLink, trackingUtm). One offer may be picked for the launch: its URL is the
// destination, its display link and tracking parameters go with it.

const EMPTY: OfferFields = { name: '', url: '', displayLink: '', trackingUtm: '' };

export function OffersTab({
  transport,
  selectedId,
  onSelect,
}: {
  transport: Transport;
  selectedId: string | null;
  onSelect(offer: LibraryOffer | null): void;
}) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<LibraryOffer | 'new' | null>(null);
  const offers = useQuery(libraryQueries.offers(transport, search));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <TextInput
          size="xs"
          placeholder="Search offers"
          aria-label="Search offers"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={() => setEditing('new')}>
          New offer
        </Button>
      </Group>
      {editing && <OfferForm transport={transport} offer={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {offers.data?.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No offers yet.
        </Text>
      )}
      <Radio.Group value={selectedId ?? ''} onChange={(id) => onSelect(offers.data?.data.find((o) => o.id === id) ?? null)} aria-label="Offer">
        <Stack gap={4}>
          {offers.data?.data.map((offer) => (
            <Group key={offer.id} justify="space-between" wrap="nowrap">
              <Radio
                value={offer.id}
                label={
                  <>
                    <Text size="sm" span fw={500}>
                      {offer.name}
                    </Text>{' '}
                    <Text size="xs" span c="dimmed">
                      {offer.displayLink || offer.url}
                    </Text>
                  </>
                }
              />
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(offer)}>
                Edit
              </Button>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      {selectedId && (
        <Button size="compact-xs" variant="subtle" onClick={() => onSelect(null)}>
          No offer
        </Button>
      )}
    </Stack>
  );
}

function OfferForm({ transport, offer, onDone }: { transport: Transport; offer: LibraryOffer | null; onDone(): void }) {
  const [fields, setFields] = useState<OfferFields>(
    offer ? { name: offer.name, url: offer.url, displayLink: offer.displayLink, trackingUtm: offer.trackingUtm } : EMPTY,
  );
  const client = useQueryClient();
  const done = async () => {
    await client.invalidateQueries({ queryKey: ['library', 'offers'] });
    onDone();
  };
  const save = useMutation({ mutationFn: () => libraryApi.saveOffer(transport, offer?.id ?? null, fields), onSuccess: done });
  const remove = useMutation({ mutationFn: () => libraryApi.deleteOffer(transport, offer!.id), onSuccess: done });
  const fieldError = (name: string) => (save.error instanceof ApiError ? save.error.fields?.[name]?.[0] : undefined);
  const set = (changes: Partial<OfferFields>) => setFields((f) => ({ ...f, ...changes }));
  return (
    <Stack gap={6} p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }} aria-label="Offer editor" role="form">
      <TextInput size="xs" label="Name" value={fields.name} onChange={(e) => set({ name: e.currentTarget.value })} error={fieldError('name')} />
      <TextInput
        size="xs"
        label="URL"
        placeholder="https://"
        value={fields.url}
        onChange={(e) => set({ url: e.currentTarget.value })}
        error={fieldError('url')}
      />
      <TextInput
        size="xs"
        label="Display link"
        value={fields.displayLink}
        onChange={(e) => set({ displayLink: e.currentTarget.value })}
        error={fieldError('displayLink')}
      />
      <TextInput
        size="xs"
        label="Tracking UTM"
        placeholder="utm_source=facebook&utm_medium=paid"
        value={fields.trackingUtm}
        onChange={(e) => set({ trackingUtm: e.currentTarget.value })}
        error={fieldError('trackingUtm')}
      />
      {save.error && !fieldError('name') && !fieldError('url') && (
        <Text size="xs" c="red.9" role="alert">
          {save.error.message}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        {offer && (
          <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            Delete
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button size="xs" onClick={() => save.mutate()} loading={save.isPending}>
          Save offer
        </Button>
      </Group>
    </Stack>
  );
}
