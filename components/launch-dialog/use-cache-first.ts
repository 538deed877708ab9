import { useQuery, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { AssetSource } from '../../lib/api-client/assets';

// Asset calls, cache first (docs/product-rules.md#asset-calls-and-errors): forceCache=true, then a second call without
// the flag only when the cached answer is not valid. The cached answer shows at once (the dialog opens from it); a
// fresh answer replaces it when it comes. If the fresh call fails, the cached lists stay (better an hour-old page list
// than none).

type Envelope = { isValid: boolean };
type Options<T, K extends QueryKey> = UseQueryOptions<T, Error, T, K>;

/** The cached answer, replaced by a fresh one when the cached one is not valid. */
export function useCacheFirst<T extends Envelope, K extends QueryKey>(options: (from: AssetSource) => Options<T, K>) {
  const cached = useQuery(options('cache'));
  const fresh = useQuery({ ...options('fresh'), enabled: cached.data?.isValid === false });
  // The newer of the two: after Refresh Assets the cached call answers fresh lists again.
  const data = fresh.data && fresh.dataUpdatedAt >= cached.dataUpdatedAt ? fresh.data : cached.data;
  return { data, isPending: cached.isPending, isError: cached.isError, error: cached.error, refreshing: fresh.isFetching };
}

/** The same outside React: the cached answer when valid, else a fresh one (the cached one if that fails). */
export async function fetchCacheFirst<T extends Envelope, K extends QueryKey>(qc: QueryClient, options: (from: AssetSource) => Options<T, K>): Promise<T> {
  const cached = await qc.fetchQuery(options('cache'));
  if (cached.isValid) return cached;
  try {
    return await qc.fetchQuery(options('fresh'));
  } catch {
    return cached;
  }
}
