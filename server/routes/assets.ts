import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMediaResponseSchema,
  adAccountResponseSchema,
  assetListQuerySchema,
  assetListResponseSchema,
  conversionEventsQuerySchema,
  conversionEventsResponseSchema,
  type AccountMedia,
  type Asset,
  type CampaignObjective,
  type ConversionEvent,
} from '../../lib/contract/assets';
import { accountQuerySchema } from '../../lib/contract/common';
import { sessionOf } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { GraphError } from '../platform/graph-client';
import { withAccount } from './account-scope';

// Ad-account assets (spec section 7). The cache, forceCache and the 5-minute refresh limit are issue 6.

interface PlatformPage { id: string; name?: string; business?: { id: string; name?: string } }
interface PlatformPixel { id: string; name?: string; owner_business?: { id: string; name?: string }; is_unavailable?: boolean }
interface PlatformCustomConversion { id: string; name?: string; custom_event_type?: string; pixel?: { id: string } }
interface PlatformImage { hash: string; name?: string; url?: string; width?: number; height?: number }

/** Standard events a website-conversions campaign may optimise for (the platform's custom_event_type enum). */
const WEBSITE_STANDARD_EVENTS = [
  'PURCHASE', 'LEAD', 'COMPLETE_REGISTRATION', 'ADD_TO_CART', 'INITIATED_CHECKOUT', 'ADD_PAYMENT_INFO', 'ADD_TO_WISHLIST',
  'CONTENT_VIEW', 'SEARCH', 'CONTACT', 'CUSTOMIZE_PRODUCT', 'DONATE', 'FIND_LOCATION', 'SCHEDULE', 'START_TRIAL',
  'SUBMIT_APPLICATION', 'SUBSCRIBE',
] as const;
/** Spec section 5: a lead objective without instant forms allows only these. */
const LEAD_STANDARD_EVENTS = new Set<string>([
  'COMPLETE_REGISTRATION', 'CONTACT', 'FIND_LOCATION', 'LEAD', 'SCHEDULE', 'SEARCH', 'START_TRIAL', 'SUBMIT_APPLICATION', 'SUBSCRIBE', 'CONTENT_VIEW',
]);

function eventLabel(type: string): string {
  return type.toLowerCase().split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export function standardEvents(objective: CampaignObjective | undefined): ConversionEvent[] {
  return WEBSITE_STANDARD_EVENTS.filter((e) => objective !== 'lead-form' || LEAD_STANDARD_EVENTS.has(e)).map((e) => ({
    id: e,
    fbId: e,
    name: eventLabel(e),
    type: 'standard' as const,
  }));
}

export function assetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/facebook/adaccount/current',
      { schema: { querystring: accountQuerySchema, response: { 200: adAccountResponseSchema, 404: adAccountResponseSchema, 502: adAccountResponseSchema } } },
      async (request, reply) => withAccount(deps, sessionOf(request).user.id, request.query.accountId, reply, null, async ({ account }) => account),
    );

    app.get(
      '/facebook/assets/pages',
      { schema: { querystring: assetListQuerySchema, response: { 200: assetListResponseSchema, 404: assetListResponseSchema, 502: assetListResponseSchema } } },
      async (request, reply) =>
        withAccount(deps, sessionOf(request).user.id, request.query.accountId, reply, [] as Asset[], async ({ accessToken }) => {
          const pages = await deps.graph.getAll<PlatformPage>(`${request.query.accountId}/promote_pages`, accessToken, { fields: 'id,name,business{id,name}', limit: 100 });
          return pages.map((p) => ({
            id: p.id,
            name: p.name ?? p.id,
            isPersonal: !p.business,
            businessName: p.business?.name ?? null,
            ownerBusinessName: p.business?.name ?? null,
            isLegacy: false,
          }));
        }),
    );

    app.get(
      '/facebook/assets/pixels',
      { schema: { querystring: assetListQuerySchema, response: { 200: assetListResponseSchema, 404: assetListResponseSchema, 502: assetListResponseSchema } } },
      async (request, reply) =>
        withAccount(deps, sessionOf(request).user.id, request.query.accountId, reply, [] as Asset[], async ({ accessToken }) => {
          const pixels = await deps.graph.getAll<PlatformPixel>(`${request.query.accountId}/adspixels`, accessToken, { fields: 'id,name,owner_business{id,name},is_unavailable', limit: 100 });
          return pixels.map((p) => ({
            id: p.id,
            name: p.name ?? p.id,
            isPersonal: false,
            businessName: p.owner_business?.name ?? null,
            ownerBusinessName: p.owner_business?.name ?? null,
            isLegacy: false,
          }));
        }),
    );

    app.get(
      '/facebook/conversion-events',
      { schema: { querystring: conversionEventsQuerySchema, response: { 200: conversionEventsResponseSchema, 404: conversionEventsResponseSchema, 502: conversionEventsResponseSchema } } },
      async (request, reply) => {
        const { accountId, pixelId, campaignObjective } = request.query;
        return withAccount(deps, sessionOf(request).user.id, accountId, reply, [] as ConversionEvent[], async ({ accessToken }) => {
          const events = standardEvents(campaignObjective);
          // Custom conversions add to the standard events; without them the standard events still serve.
          const custom = await deps.graph
            .getAll<PlatformCustomConversion>(`${accountId}/customconversions`, accessToken, { fields: 'id,name,custom_event_type,pixel', limit: 100 })
            .catch((error: unknown) => {
              if (!(error instanceof GraphError) || error.isTransient) throw error;
              request.log.warn({ graph: { message: error.message, code: error.code, subcode: error.subcode } }, 'custom conversions unavailable');
              return [];
            });
          for (const c of custom) {
            if (pixelId && c.pixel?.id && c.pixel.id !== pixelId) continue;
            if (campaignObjective === 'lead-form' && c.custom_event_type && !LEAD_STANDARD_EVENTS.has(c.custom_event_type)) continue;
            events.push({ id: `custom:${c.id}`, fbId: c.id, name: c.name ?? c.id, type: 'custom' });
          }
          return events;
        });
      },
    );

    app.get(
      '/library/account-media',
      { schema: { querystring: accountQuerySchema, response: { 200: accountMediaResponseSchema, 404: accountMediaResponseSchema, 502: accountMediaResponseSchema } } },
      async (request, reply) =>
        withAccount(deps, sessionOf(request).user.id, request.query.accountId, reply, [] as AccountMedia[], async ({ accessToken }) => {
          const images = await deps.graph.getAll<PlatformImage>(`${request.query.accountId}/adimages`, accessToken, { fields: 'hash,name,url,width,height', limit: 200 });
          return images.map((i) => ({
            hash: i.hash,
            name: i.name ?? i.hash,
            url: i.url ?? '',
            width: typeof i.width === 'number' ? i.width : null,
            height: typeof i.height === 'number' ? i.height : null,
          }));
        }),
    );
  };
}
