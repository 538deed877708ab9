import { Button, Checkbox, Group, Image, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccountMedia } from '../../lib/contract/assets';
import {
  groupAssets,
  groupConversionEvents,
  isConversionEventRequired,
  isPixelRequired,
  setPage,
  stripDisplayLinkProtocol,
  type AdAccountContext,
  type Asset,
  type ConversionEvent,
  type FieldErrors,
} from '../../lib/rules';
import { DraftTextInput } from './draft-inputs';
import { useDraftStore } from './draft-store';
import { fieldId } from './fields';
import { NamingFields } from './naming/naming-fields';
import { BulkOwnNote } from './bulk-accounts/bulk-own-note';
import { InstagramField, LeadFormField, ShopFields } from './page-assets-fields';

// Assets & Tracking (docs/product-rules.md#assets-and-tracking): the creatives, page, pixel, conversion event (grouped
// as docs/product-rules.md#pixel-and-conversion-event says), destination URL, display link, UTM parameters and naming
// conventions.

const assetOptions = (assets: readonly Asset[]) =>
  groupAssets(assets).map(({ group, assets: list }) => ({ group, items: list.map((a) => ({ value: a.id, label: a.name, disabled: a.isLegacy })) }));

export function AssetsSection({
  account,
  errors,
  pages,
  pixels,
  events,
  media,
}: {
  account: AdAccountContext;
  errors: FieldErrors;
  pages: readonly Asset[];
  pixels: readonly Asset[];
  events: readonly ConversionEvent[] | undefined;
  media: readonly AccountMedia[];
}) {
  const draft = useDraftStore((s) => s.draft)!;
  const update = useDraftStore((s) => s.update);
  const imageHashes = useDraftStore((s) => s.imageHashes);
  const setImageHashes = useDraftStore((s) => s.setImageHashes);
  const libraryAds = useDraftStore((s) => s.libraryAds);
  const setLibraryAds = useDraftStore((s) => s.setLibraryAds);
  const instantForms = draft.objective === 'lead-form' && draft.useInstantForms;
  const eventOptions = groupConversionEvents(events ?? []).map(({ group, events: list }) => ({
    group,
    items: list.map((e) => ({ value: e.id, label: e.name })),
  }));

  return (
    <Stack gap="sm">
      {libraryAds.length > 0 ? (
        <Group id="field-creatives" justify="space-between" gap="xs">
          <Text size="sm">{`${libraryAds.length} ad${libraryAds.length === 1 ? '' : 's'} from the library`}</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setLibraryAds([])}>
            Choose account images instead
          </Button>
        </Group>
      ) : (
        <Checkbox.Group id="field-creatives" label="Creatives" description="One ad per creative." value={imageHashes} onChange={setImageHashes}>
          {media.length === 0 && (
            <Text size="sm" c="dimmed">
              This ad account has no images yet. Upload one in Ads Manager first.
            </Text>
          )}
          <SimpleGrid cols={2} mt={4}>
            {media.map((m) => (
              <Checkbox
                key={m.hash}
                value={m.hash}
                label={
                  <Stack gap={2}>
                    <Image src={m.url} alt="" h={64} w="auto" fit="contain" />
                    <Text size="xs">{m.name}</Text>
                  </Stack>
                }
                aria-label={m.name}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      <Select
        id={fieldId('page')}
        label="Facebook Page"
        placeholder="Select a page"
        data={assetOptions(pages)}
        value={draft.page?.id ?? null}
        onChange={(id) => update((d) => setPage(d, pages.find((p) => p.id === id) ?? null))}
        error={errors.page?.[0]}
      />
      <InstagramField accountId={account.id} errors={errors} />
      {instantForms && <LeadFormField accountId={account.id} errors={errors} />}
      {/* A Multi Account Launch has each account's catalog and product (set), in its setup in Step 1. */}
      {draft.objective === 'website-conversions' &&
        draft.shopEnabled &&
        (draft.multiAccount ? <BulkOwnNote /> : <ShopFields accountId={account.id} errors={errors} />)}
      {!instantForms && (
        <Select
          id={fieldId('pixel')}
          label="Pixel"
          placeholder="Select a pixel"
          description={isPixelRequired(draft) ? undefined : 'Optional'}
          data={assetOptions(pixels)}
          value={draft.pixel?.id ?? null}
          onChange={(id) => update((d) => ({ ...d, pixel: pixels.find((p) => p.id === id) ?? null, conversionEvent: null }))}
          error={errors.pixel?.[0]}
        />
      )}
      {isConversionEventRequired(draft) && (
        <Select
          id={fieldId('conversionEvent')}
          label="Conversion Event"
          placeholder={draft.pixel ? 'Select a conversion event' : 'Select a pixel first'}
          data={eventOptions}
          value={draft.conversionEvent?.id ?? null}
          searchable
          onChange={(id) => update((d) => ({ ...d, conversionEvent: (events ?? []).find((e) => e.id === id) ?? null }))}
          error={errors.conversionEvent?.[0]}
        />
      )}
      {!instantForms && (
        <DraftTextInput field="destinationUrl" label="Destination URL" placeholder="https://example.com/landing" error={errors.destinationUrl?.[0]} />
      )}
      <DraftTextInput
        field="displayLink"
        label="Display link"
        placeholder="example.com"
        description="Optional: the link shown on the ad."
        onBlur={() => update((d) => ({ ...d, displayLink: stripDisplayLinkProtocol(d.displayLink) }))}
        error={errors.displayLink?.[0]}
      />
      <DraftTextInput field="urlTags" label="URL parameters (UTM)" placeholder="utm_source=facebook&utm_medium=paid" error={errors.urlTags?.[0]} />
      <NamingFields account={account} />
    </Stack>
  );
}
