import { useMemo, useState } from 'react';
import { Alert, Button, Image, Loader, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import type { LaunchPayload } from '../../lib/contract/launch';
import { panelTransport } from '../../lib/extension/panel-transport';
import { buildLaunchPayload, createDefaultDraft, validateLaunch, type AdAccountContext, type LaunchDraft } from '../../lib/rules';

// The walking skeleton's launch form: one creative from the ad account's media, the account's
// first page, pixel and conversion event, a destination URL and the default settings of spec §4.
// The full two-step dialog (issue 8) replaces this form; the draft, rules and payload stay.

export interface ReviewRequest {
  account: AdAccountContext;
  draft: LaunchDraft;
  payload: LaunchPayload;
}

export function QuickLaunch({ accountId, onReview }: { accountId: string; onReview: (r: ReviewRequest) => void }) {
  const t = panelTransport;
  const accountQ = useQuery(assetQueries.currentAccount(t, accountId));
  const pagesQ = useQuery(assetQueries.pages(t, accountId));
  const pixelsQ = useQuery(assetQueries.pixels(t, accountId));
  const mediaQ = useQuery(assetQueries.accountMedia(t, accountId));
  const [edits, setEdits] = useState<Partial<LaunchDraft>>({});
  const [imageHash, setImageHash] = useState<string | null>(null);

  const acc = accountQ.data?.data;
  const account: AdAccountContext | null = useMemo(
    () => (acc ? { id: acc.id, name: acc.name, currency: acc.data.currency, timezoneName: acc.data.timezone_name, timezoneOffsetHoursUtc: acc.data.timezone_offset_hours_utc } : null),
    [acc],
  );
  const defaults = useMemo(() => (account ? createDefaultDraft(account, new Date()) : null), [account]);
  const pages = pagesQ.data?.data ?? [];
  const pixels = pixelsQ.data?.data ?? [];
  const pixel = edits.pixel ?? pixels[0] ?? null;
  const eventsQ = useQuery(assetQueries.conversionEvents(t, accountId, pixel?.id ?? null, 'website-conversions'));
  const events = eventsQ.data?.data ?? [];
  const media = mediaQ.data?.data ?? [];
  const image = media.find((m) => m.hash === imageHash) ?? media[0] ?? null;

  const loadError = [accountQ, pagesQ, pixelsQ, mediaQ].find((q) => q.isError)?.error;
  if (loadError) return <Alert color="red" m="md">{loadError.message}</Alert>;
  if (!account || !defaults || pagesQ.isPending || pixelsQ.isPending || mediaQ.isPending) return <Loader m="md" aria-label="Loading ad account" />;

  // Until the user picks, the first of each asset (Purchase first among events, spec §9 'PUR').
  const draft: LaunchDraft = {
    ...defaults,
    ...edits,
    page: edits.page !== undefined ? edits.page : (pages[0] ?? null),
    pixel,
    conversionEvent: edits.conversionEvent !== undefined ? edits.conversionEvent : (events.find((e) => e.fbId === 'PURCHASE') ?? events[0] ?? null),
  };
  const errors = validateLaunch(draft, { account, now: new Date() });
  const errorOf = (f: keyof LaunchDraft) => errors[f]?.[0];
  const firstError = Object.values(errors).flat()[0];

  return (
    <Stack gap="sm" p="md">
      <Title order={2}>New launch</Title>
      {image ? (
        <Stack gap={4}>
          <Image src={image.url} alt={image.name} h={120} w="auto" fit="contain" />
          <Select label="Creative" data={media.map((m) => ({ value: m.hash, label: m.name }))} value={image.hash} onChange={setImageHash} allowDeselect={false} />
        </Stack>
      ) : (
        <Alert color="yellow">This ad account has no images yet. Upload one in Ads Manager first.</Alert>
      )}
      <Select
        label="Facebook page"
        data={pages.map((p) => ({ value: p.id, label: p.name }))}
        value={draft.page?.id ?? null}
        onChange={(id) => setEdits((e) => ({ ...e, page: pages.find((p) => p.id === id) ?? null }))}
        error={errorOf('page')}
      />
      <Select
        label="Pixel"
        data={pixels.map((p) => ({ value: p.id, label: p.name }))}
        value={draft.pixel?.id ?? null}
        onChange={(id) => setEdits(({ conversionEvent: _stale, ...e }) => ({ ...e, pixel: pixels.find((p) => p.id === id) ?? null }))}
        error={errorOf('pixel')}
      />
      <Select
        label="Conversion event"
        data={events.map((ev) => ({ value: ev.id, label: ev.name }))}
        value={draft.conversionEvent?.id ?? null}
        onChange={(id) => setEdits((e) => ({ ...e, conversionEvent: events.find((ev) => ev.id === id) ?? null }))}
        error={errorOf('conversionEvent')}
      />
      <TextInput
        label="Destination URL"
        placeholder="https://example.com/landing"
        value={draft.destinationUrl}
        onChange={(ev) => {
          const destinationUrl = ev.currentTarget.value;
          setEdits((e) => ({ ...e, destinationUrl }));
        }}
        error={errorOf('destinationUrl')}
      />
      <NumberInput
        label={`Daily budget (${account.currency})`}
        value={draft.budget ?? ''}
        min={0}
        decimalScale={2}
        onChange={(v) => setEdits((e) => ({ ...e, budget: typeof v === 'number' ? v : null }))}
        error={errorOf('budget')}
      />
      {firstError && <Text size="sm" c="red" role="status">{firstError}</Text>}
      <Button
        disabled={!image || firstError !== undefined}
        onClick={() => image && onReview({ account, draft, payload: buildLaunchPayload(draft, { account, ads: [{ imageId: image.hash }] }) })}
      >
        Launch 1 ad
      </Button>
    </Stack>
  );
}
