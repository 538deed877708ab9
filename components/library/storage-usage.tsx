import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Transport } from '../../lib/api-client/client';
import { libraryQueries } from '../../lib/api-client/library';
import { formatBytes } from '../../lib/contract/library';

// "Storage: 1.2 GB of 5 GB": the library's bytes (uploads under way included) against the user's quota
// (docs/limits.md). An upload that does not fit says so at its own row (upload-queue.tsx).

export function StorageUsage({ transport }: { transport: Transport }) {
  const usage = useQuery(libraryQueries.usage(transport));
  if (!usage.data) return null;
  const { usedBytes, uploadingBytes, quotaBytes } = usage.data.data;
  const full = usedBytes + uploadingBytes >= quotaBytes * 0.9;
  return (
    <Text size="xs" c={full ? 'var(--mantine-color-error)' : 'dimmed'} data-testid="library-storage">
      Storage: {formatBytes(usedBytes + uploadingBytes)} of {formatBytes(quotaBytes)}
    </Text>
  );
}
