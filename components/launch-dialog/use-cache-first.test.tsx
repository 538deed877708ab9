// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import type { ApiRequest, Transport } from '../../lib/api-client/client';
import { fetchCacheFirst, useCacheFirst } from './use-cache-first';

// Spec §7: forceCache=true first; a second call without the flag only when the cached answer is not valid. The
// API's answers are given as it gives them (server/routes/asset-cache.ts is tested in tests/integration).

const page = (name: string) => ({ id: name, name, isPersonal: false, businessName: null, ownerBusinessName: null, isLegacy: false });
function api(cachedValid: boolean, fresh: 'ok' | 'fails' = 'ok') {
  const calls: ApiRequest[] = [];
  const transport: Transport = async (req) => {
    calls.push(req);
    if (req.query?.forceCache === 'true') return { status: 200, body: { success: true, data: [page('Cached page')], isValid: cachedValid, error: null } };
    if (fresh === 'fails')
      return {
        status: 502,
        body: { success: false, data: [], isValid: false, error: 'An error occurred. Please check your Facebook Integration and try again.' },
      };
    return { status: 200, body: { success: true, data: [page('Fresh page')], isValid: true, error: null } };
  };
  return { transport, calls };
}
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrapper =
  (qc: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;

describe('asset lists from the cache first', () => {
  afterEach(cleanup);

  it('a valid cached answer is all: one call, with forceCache', async () => {
    const { transport, calls } = api(true);
    const { result } = renderHook(() => useCacheFirst((from) => assetQueries.pages(transport, 'act_1', from)), { wrapper: wrapper(client()) });
    await waitFor(() => expect(result.current.data?.data[0]?.name).toBe('Cached page'));
    expect(calls.map((c) => c.query)).toEqual([{ accountId: 'act_1', forceCache: 'true' }]);
  });

  it('a stale cached answer shows at once, then the fresh one replaces it', async () => {
    const { transport, calls } = api(false);
    const { result } = renderHook(() => useCacheFirst((from) => assetQueries.pages(transport, 'act_1', from)), { wrapper: wrapper(client()) });
    await waitFor(() => expect(result.current.data?.data[0]?.name).toBe('Fresh page'));
    expect(calls.map((c) => c.query)).toEqual([{ accountId: 'act_1', forceCache: 'true' }, { accountId: 'act_1' }]);
  });

  it('a failing fresh call leaves the cached lists, without an error', async () => {
    const { transport, calls } = api(false, 'fails');
    const { result } = renderHook(() => useCacheFirst((from) => assetQueries.pages(transport, 'act_1', from)), { wrapper: wrapper(client()) });
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(result.current.refreshing).toBe(false));
    expect(result.current.data?.data[0]?.name).toBe('Cached page');
    expect(result.current.isError).toBe(false);
  });

  it('outside React the same: the fresh answer when the cached one is stale, the cached one if that fails', async () => {
    expect((await fetchCacheFirst(client(), (from) => assetQueries.pixels(api(false).transport, 'act_1', from))).data[0]?.name).toBe('Fresh page');
    expect((await fetchCacheFirst(client(), (from) => assetQueries.pixels(api(false, 'fails').transport, 'act_1', from))).data[0]?.name).toBe('Cached page');
    const valid = api(true);
    expect((await fetchCacheFirst(client(), (from) => assetQueries.pixels(valid.transport, 'act_1', from))).data[0]?.name).toBe('Cached page');
    expect(valid.calls).toHaveLength(1);
  });
});
