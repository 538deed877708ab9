import { queryOptions } from '@tanstack/react-query';
import {
  accountMediaResponseSchema,
  adAccountResponseSchema,
  assetListResponseSchema,
  assetRefreshResponseSchema,
  attributionSettingsResponseSchema,
  audiencesResponseSchema,
  catalogsResponseSchema,
  conversionEventsResponseSchema,
  leadFormsResponseSchema,
  productSetsResponseSchema,
  productsResponseSchema,
  type CampaignObjective,
} from '../contract/assets';
import { call, type Transport } from './client';

// Ad-account assets (docs/api-routes.md#ad-account-assets-assets): the fetchers and their TanStack Query options.

/**
 * Where the pixels, pages and Instagram accounts are read from (docs/api-routes.md#ad-account-assets-assets): first the
 * API's cache (`forceCache=true`, answered at once, `isValid: false` when it is old), then, only when that answer is
 * not valid, the platform (no flag). The side panel's useCacheFirst / fetchCacheFirst make the two calls.
 */
export type AssetSource = 'cache' | 'fresh';
const sourceQuery = (accountId: string, from: AssetSource): Record<string, string> => (from === 'cache' ? { accountId, forceCache: 'true' } : { accountId });

export const assetQueries = {
  currentAccount: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['adaccount', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/adaccount/current', query: { accountId } }, adAccountResponseSchema),
    }),
  pages: (t: Transport, accountId: string, from: AssetSource = 'cache') =>
    queryOptions({
      queryKey: ['assets', 'pages', accountId, from],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/assets/pages', query: sourceQuery(accountId, from) }, assetListResponseSchema),
    }),
  pixels: (t: Transport, accountId: string, from: AssetSource = 'cache') =>
    queryOptions({
      queryKey: ['assets', 'pixels', accountId, from],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/assets/pixels', query: sourceQuery(accountId, from) }, assetListResponseSchema),
    }),
  conversionEvents: (t: Transport, accountId: string, pixelId: string | null, campaignObjective: CampaignObjective) =>
    queryOptions({
      queryKey: ['conversion-events', accountId, pixelId, campaignObjective],
      enabled: pixelId !== null,
      queryFn: () =>
        call(
          t,
          { method: 'GET', path: '/facebook/conversion-events', query: { accountId, campaignObjective, ...(pixelId ? { pixelId } : {}) } },
          conversionEventsResponseSchema,
        ),
    }),
  accountMedia: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['account-media', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/library/account-media', query: { accountId } }, accountMediaResponseSchema),
    }),
  instagramAccounts: (t: Transport, accountId: string, from: AssetSource = 'cache') =>
    queryOptions({
      queryKey: ['assets', 'instagram-accounts', accountId, from],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/assets/instagram-accounts', query: sourceQuery(accountId, from) }, assetListResponseSchema),
    }),
  /** Selecting a page loads its lead forms and catalogs (docs/product-rules.md#page-and-instagram). */
  leadForms: (t: Transport, accountId: string, pageId: string) =>
    queryOptions({
      queryKey: ['assets', 'lead-forms', accountId, pageId],
      queryFn: () => call(t, { method: 'GET', path: `/facebook/assets/pages/${pageId}/lead-forms`, query: { accountId } }, leadFormsResponseSchema),
    }),
  catalogs: (t: Transport, accountId: string, pageId: string) =>
    queryOptions({
      queryKey: ['assets', 'catalogs', accountId, pageId],
      queryFn: () => call(t, { method: 'GET', path: `/facebook/assets/pages/${pageId}/catalogs`, query: { accountId } }, catalogsResponseSchema),
    }),
  /** Selecting a catalog loads its products, filtered by a search debounced at 750 ms (docs/product-rules.md#shop). */
  products: (t: Transport, accountId: string, catalogId: string, name: string) =>
    queryOptions({
      queryKey: ['assets', 'products', accountId, catalogId, name],
      queryFn: () =>
        call(
          t,
          { method: 'GET', path: `/facebook/assets/catalogs/${catalogId}/products`, query: { accountId, ...(name ? { name } : {}) } },
          productsResponseSchema,
        ),
    }),
  productSets: (t: Transport, accountId: string, catalogId: string) =>
    queryOptions({
      queryKey: ['assets', 'product-sets', accountId, catalogId],
      queryFn: () => call(t, { method: 'GET', path: `/facebook/assets/catalogs/${catalogId}/product-sets`, query: { accountId } }, productSetsResponseSchema),
    }),
  savedAudiences: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['assets', 'saved-audiences', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/targeting/saved-audiences', query: { accountId } }, audiencesResponseSchema),
    }),
  customAudiences: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: ['assets', 'custom-audiences', accountId],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/targeting-audiences/custom-audiences', query: { accountId } }, audiencesResponseSchema),
    }),
  /** docs/product-rules.md#attribution-and-performance-goal: the goal is LEAD_GENERATION for leads,
   * LANDING_PAGE_VIEWS or LINK_CLICKS for traffic, else OFFSITE_CONVERSIONS. */
  attributionSettings: (t: Transport, optimizationGoal: string) =>
    queryOptions({
      queryKey: ['attribution-settings', optimizationGoal],
      staleTime: Infinity,
      queryFn: () =>
        call(
          t,
          { method: 'GET', path: '/facebook/settings/attribution-settings', query: { optimization_goal: optimizationGoal } },
          attributionSettingsResponseSchema,
        ),
    }),
};

/** Refresh Assets (docs/product-rules.md#refresh-assets): the server allows one every 5 minutes per account and
 * answers 429 with the spec's message. */
export const refreshAssets = (t: Transport, accountId: string) =>
  call(t, { method: 'POST', path: '/facebook/assets/refresh', query: { accountId } }, assetRefreshResponseSchema);
