import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { fetchAdPreviews } from '../../lib/api-client/ad-previews';
import type { Transport } from '../../lib/api-client/client';
import type { AdPreview, PreviewedAd, PreviewPlacement } from '../../lib/contract/ad-previews';
import type { LaunchPayload } from '../../lib/contract/launch';
import { panelTransport } from '../../lib/extension/panel-transport';

// The review's ad previews (docs/product-rules.md#ad-previews, docs/side-panel.md#review-launch-details): the first ads
// of the launch as the platform draws them, in one placement at a time, each frame scaled to the panel's width. They
// load once the plan is shown and never hold Confirm Launch; a preview the platform refuses says why.

const PLACEMENT_NAMES: Record<PreviewPlacement, string> = {
  facebook_feed: 'Facebook Feed',
  instagram_feed: 'Instagram Feed',
  facebook_stories: 'Facebook Stories',
  instagram_stories: 'Instagram Stories',
  facebook_reels: 'Facebook Reels',
  instagram_reels: 'Instagram Reels',
};

/** The platform's frame, scaled down to the width there is (never up), its height following. The box takes the
 * frame's proportions at once (before its width is measured), so the review does not jump as previews come in. */
function PreviewFrame({ preview, title }: { preview: Extract<AdPreview, { status: 'shown' }>; title: string }) {
  const { ref, width } = useElementSize();
  const scale = width > 0 ? Math.min(1, width / preview.width) : 1;
  return (
    <Box ref={ref} w="100%" maw={preview.width} style={{ aspectRatio: `${preview.width} / ${preview.height}`, overflow: 'hidden' }}>
      <iframe
        src={preview.src}
        title={title}
        width={preview.width}
        height={preview.height}
        loading="lazy"
        // The renderer keeps its own origin (the platform's sign-in), nothing more: no forms, pop-ups or navigation.
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        style={{ border: 0, display: 'block', transform: `scale(${scale})`, transformOrigin: 'top left' }}
      />
    </Box>
  );
}

function PreviewedAdCard({ ad, placement }: { ad: PreviewedAd; placement: PreviewPlacement | undefined }) {
  const preview = ad.previews.find((p) => p.placement === placement);
  return (
    <Card padding="xs">
      <Stack gap={6}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {ad.name}
        </Text>
        {ad.note && (
          <Text size="sm" c="dimmed">
            {ad.note}
          </Text>
        )}
        {preview?.status === 'shown' && <PreviewFrame preview={preview} title={`${ad.name} in ${PLACEMENT_NAMES[preview.placement]}, as Facebook shows it`} />}
        {preview?.status === 'refused' && (
          <Alert color="red" p="xs">
            <Text size="sm">{preview.message}</Text>
          </Alert>
        )}
        {preview?.status === 'unavailable' && (
          <Text size="sm" c="dimmed">
            {preview.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function AdPreviews({ payload, transport = panelTransport }: { payload: LaunchPayload; transport?: Transport }) {
  // Previews bind nothing (the launch sends the plan's digest): one answer serves a review opened again for a minute.
  const previews = useQuery({ queryKey: ['ad-previews', payload], queryFn: () => fetchAdPreviews(transport, payload), staleTime: 60_000, retry: false });
  const placements = [...new Set(previews.data?.ads.flatMap((ad) => ad.previews.map((p) => p.placement)) ?? [])];
  const [chosen, setChosen] = useState<PreviewPlacement | null>(null);
  const placement = chosen && placements.includes(chosen) ? chosen : placements[0];

  return (
    <Stack gap="xs" component="section" aria-labelledby="ad-previews-title">
      <Text id="ad-previews-title" fw={600}>
        Ad previews
      </Text>
      {previews.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Loading the previews from Facebook…</Text>
        </Group>
      )}
      {previews.error && (
        <Text size="sm" c="dimmed">
          The previews could not be loaded: {previews.error.message} You can still launch.
        </Text>
      )}
      {previews.data?.note && <Text size="sm">{previews.data.note}</Text>}
      {placement && placements.length > 1 && (
        <NativeSelect
          label="Placement"
          value={placement}
          onChange={(e) => setChosen(e.currentTarget.value as PreviewPlacement)}
          data={placements.map((p) => ({ value: p, label: PLACEMENT_NAMES[p] }))}
        />
      )}
      {placement && placements.length === 1 && <Text size="sm">In {PLACEMENT_NAMES[placement]}</Text>}
      {previews.data?.ads.map((ad) => (
        <PreviewedAdCard key={ad.index} ad={ad} placement={placement} />
      ))}
      {previews.data && previews.data.moreAds > 0 && previews.data.ads.length > 0 && <Text size="sm">and {previews.data.moreAds} more</Text>}
    </Stack>
  );
}
