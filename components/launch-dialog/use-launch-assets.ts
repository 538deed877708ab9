import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { assetQueries } from '../../lib/api-client/assets';
import { panelTransport } from '../../lib/extension/panel-transport';
import { accountContextOf } from '../../lib/rules/defaults';
import type { AdAccountContext, LaunchDraft } from '../../lib/rules';
import { useCacheFirst } from './use-cache-first';

// Opening the dialog loads the ad account, its pages, pixels and images and the default settings; choosing a pixel
// loads its conversion events (docs/product-rules.md#step-2). Pages and pixels come from the API's cache first
// (use-cache-first.ts).

export function useLaunchAssets(accountId: string, draft: LaunchDraft | null) {
  const t = panelTransport;
  const accountQ = useQuery(assetQueries.currentAccount(t, accountId));
  const pagesQ = useCacheFirst((from) => assetQueries.pages(t, accountId, from));
  const pixelsQ = useCacheFirst((from) => assetQueries.pixels(t, accountId, from));
  const mediaQ = useQuery(assetQueries.accountMedia(t, accountId));
  const eventsQ = useQuery({
    ...assetQueries.conversionEvents(t, accountId, draft?.pixel?.id ?? null, draft?.objective ?? 'website-conversions'),
    enabled: draft !== null && draft.pixel !== null,
  });
  const acc = accountQ.data?.data;
  const account: AdAccountContext | null = useMemo(() => (acc ? accountContextOf(acc) : null), [acc]);
  const queries = [accountQ, pagesQ, pixelsQ, mediaQ];
  return {
    account,
    pages: pagesQ.data?.data,
    pixels: pixelsQ.data?.data,
    media: mediaQ.data?.data,
    /** Only the events of the draft's current pixel and objective. */
    events: eventsQ.isSuccess && !eventsQ.isPlaceholderData ? eventsQ.data.data : undefined,
    eventsLoading: eventsQ.isFetching,
    error: queries.find((q) => q.isError)?.error ?? null,
    loading: queries.some((q) => q.isPending),
  };
}
export type LaunchAssets = ReturnType<typeof useLaunchAssets>;
