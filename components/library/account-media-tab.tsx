import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { assetQueries } from '../../lib/api-client/assets';
import { libraryQueries } from '../../lib/api-client/library';

// The ad account's own media (its adimages and advideos): picked as they are, nothing is uploaded. An image's name
// wraps on up to two lines, whole in its title and its checkbox's accessible name (docs/side-panel.md#widths).

export interface AccountMediaTabProps {
  transport: Transport;
  accountId: string;
  imageHashes: readonly string[];
  videoIds: readonly string[];
  onToggleImage(image: { hash: string; name: string }): void;
  onToggleVideo(video: { id: string; title: string }): void;
}

export function AccountMediaTab({ transport, accountId, imageHashes, videoIds, onToggleImage, onToggleVideo }: AccountMediaTabProps) {
  const images = useQuery(assetQueries.accountMedia(transport, accountId));
  const videos = useQuery(libraryQueries.accountVideos(transport, accountId));
  return (
    <Stack gap="xs">
      <MediaHeading title="Images in this ad account" none="No images in this ad account." list={images} />
      <SimpleGrid cols={3} spacing="xs">
        {images.data?.data.map((image) => (
          <Stack key={image.hash} gap={2} align="center">
            {image.url && <img src={image.url} alt="" loading="lazy" style={{ maxWidth: '100%', maxHeight: 64, objectFit: 'contain' }} />}
            <Checkbox
              size="xs"
              checked={imageHashes.includes(image.hash)}
              onChange={() => onToggleImage({ hash: image.hash, name: image.name })}
              label={
                <Text size="xs" lineClamp={2} title={image.name} style={{ overflowWrap: 'anywhere' }}>
                  {image.name}
                </Text>
              }
            />
            {image.width && image.height && (
              <Text size="xs" c="dimmed">
                {image.width}×{image.height}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <MediaHeading title="Videos in this ad account" none="No videos in this ad account." list={videos} />
      {videos.data?.data.map((video) => (
        <Checkbox
          key={video.id}
          size="xs"
          disabled={!video.ready}
          checked={videoIds.includes(video.id)}
          onChange={() => onToggleVideo({ id: video.id, title: video.title })}
          label={`${video.title}${video.ready ? '' : ' (processing)'}`}
        />
      ))}
    </Stack>
  );
}

/** A list's title, then why it failed to load or that it is empty. */
function MediaHeading({ title, none, list }: { title: string; none: string; list: UseQueryResult<{ data: readonly unknown[] }> }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {list.isError && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {list.error.message}
        </Text>
      )}
      {list.data?.data.length === 0 && (
        <Text size="xs" c="dimmed">
          {none}
        </Text>
      )}
    </>
  );
}
