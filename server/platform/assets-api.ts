// The Graph reads behind the asset routes (docs/product-rules.md#page-and-instagram): pages, pixels, Instagram
// accounts, conversion events, lead forms, catalogs, products, product sets and audiences, mapped to Salvo's shapes.
// The platform's words stay here; routes see lib/contract shapes only.
import type { Asset, Audience, CampaignObjective, Catalog, ConversionEvent, LeadForm, LeadFormDetail, Product } from '../../lib/contract/assets';
import { sortConversionEvents } from '../../lib/rules/conversion-events';
import { LEAD_ALLOWED_EVENTS } from '../../lib/rules/constants';
import { sortAssets } from '../../lib/rules/ordering';
import type { AppDeps } from '../deps';
import { GraphError, type GraphParams } from './graph-client';

interface Owner {
  id: string;
  name?: string;
}
interface PlatformPage {
  id: string;
  name?: string;
  business?: Owner;
}
interface PlatformPixel {
  id: string;
  name?: string;
  owner_business?: Owner;
  is_unavailable?: boolean;
}
interface PlatformInstagram {
  id: string;
  username?: string;
  account_type?: string;
  is_legacy?: boolean;
}
interface PlatformCustomConversion {
  id: string;
  name?: string;
  custom_event_type?: string;
  pixel?: { id: string };
  is_archived?: boolean;
}
interface PlatformPixelStats {
  data?: Array<{ data?: Array<{ value?: string; count?: number }> }>;
}

/** Reads failing because an object is missing or not the user's: the route answers 404. */
export class PlatformObjectNotFoundError extends Error {
  override name = 'PlatformObjectNotFoundError';
}

/** Runs a read; a "missing or not yours" answer from the platform becomes PlatformObjectNotFoundError. */
export async function readOwned<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphError && (error.isNotFoundOrForbidden || (error.code === 100 && error.subcode === 33))) {
      throw new PlatformObjectNotFoundError(`${what} was not found or is not available to you.`);
    }
    throw error;
  }
}

export async function loadPages(deps: AppDeps, accessToken: string, accountId: string): Promise<Asset[]> {
  const pages = await deps.graph.getAll<PlatformPage>(`${accountId}/promote_pages`, accessToken, { fields: 'id,name,business{id,name}', limit: 100 });
  // Pages the ad account promotes: its own (Account) or a business's ('Business: {name}').
  return sortAssets(
    pages.map((p) => ({
      id: p.id,
      name: p.name ?? p.id,
      isPersonal: false,
      businessName: p.business?.name ?? null,
      ownerBusinessName: p.business?.name ?? null,
      isLegacy: false,
    })),
  );
}

export async function loadPixels(deps: AppDeps, accessToken: string, accountId: string): Promise<Asset[]> {
  const pixels = await deps.graph.getAll<PlatformPixel>(`${accountId}/adspixels`, accessToken, {
    fields: 'id,name,owner_business{id,name},is_unavailable',
    limit: 100,
  });
  return sortAssets(
    pixels
      .filter((p) => p.is_unavailable !== true)
      .map((p) => ({
        id: p.id,
        name: p.name ?? p.id,
        isPersonal: false,
        businessName: p.owner_business?.name ?? null,
        ownerBusinessName: p.owner_business?.name ?? null,
        isLegacy: false,
      })),
  );
}

/** Instagram accounts usable by the ad account: personal ones are labelled Personal, legacy ones flagged
 * (docs/product-rules.md#page-and-instagram). */
export async function loadInstagramAccounts(deps: AppDeps, accessToken: string, accountId: string): Promise<Asset[]> {
  const accounts = await deps.graph.getAll<PlatformInstagram>(`${accountId}/instagram_accounts`, accessToken, {
    fields: 'id,username,account_type,is_legacy',
    limit: 100,
  });
  return sortAssets(
    accounts.map((i) => ({
      id: i.id,
      name: i.username ?? i.id,
      isPersonal: i.account_type === 'PERSONAL',
      businessName: null,
      ownerBusinessName: null,
      isLegacy: i.is_legacy === true,
    })),
  );
}

/** Standard events a conversion may optimise for (the platform's custom_event_type enum). */
const WEBSITE_STANDARD_EVENTS = [
  'PURCHASE',
  'LEAD',
  'COMPLETE_REGISTRATION',
  'ADD_TO_CART',
  'INITIATED_CHECKOUT',
  'ADD_PAYMENT_INFO',
  'ADD_TO_WISHLIST',
  'CONTENT_VIEW',
  'SEARCH',
  'CONTACT',
  'CUSTOMIZE_PRODUCT',
  'DONATE',
  'FIND_LOCATION',
  'SCHEDULE',
  'START_TRIAL',
  'SUBMIT_APPLICATION',
  'SUBSCRIBE',
] as const;
const LEAD_EVENTS = new Set<string>(LEAD_ALLOWED_EVENTS);

/** The pixel's standard event names (as the pixel reports them) in the platform's custom_event_type words. */
const PIXEL_STANDARD_NAMES: Record<string, string> = {
  Purchase: 'PURCHASE',
  Lead: 'LEAD',
  CompleteRegistration: 'COMPLETE_REGISTRATION',
  AddToCart: 'ADD_TO_CART',
  InitiateCheckout: 'INITIATED_CHECKOUT',
  AddPaymentInfo: 'ADD_PAYMENT_INFO',
  AddToWishlist: 'ADD_TO_WISHLIST',
  ViewContent: 'CONTENT_VIEW',
  Search: 'SEARCH',
  Contact: 'CONTACT',
  CustomizeProduct: 'CUSTOMIZE_PRODUCT',
  Donate: 'DONATE',
  FindLocation: 'FIND_LOCATION',
  Schedule: 'SCHEDULE',
  StartTrial: 'START_TRIAL',
  SubmitApplication: 'SUBMIT_APPLICATION',
  Subscribe: 'SUBSCRIBE',
  PageView: 'PAGE_VIEW',
};

function eventLabel(type: string): string {
  return type
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function standardEvents(objective: CampaignObjective | undefined): ConversionEvent[] {
  return WEBSITE_STANDARD_EVENTS.filter((e) => objective !== 'lead-form' || LEAD_EVENTS.has(e)).map((e) => ({
    id: e,
    fbId: e,
    name: eventLabel(e),
    type: 'standard' as const,
  }));
}

/**
 * Conversion events of a pixel and objective, in the order of docs/product-rules.md#pixel-and-conversion-event
 * (standard, custom, pixel): the standard events, the account's custom conversions (of that pixel), and the pixel's
 * own custom events. A lead objective keeps the lead events only, so pixel events (type OTHER) are left out there.
 */
export async function loadConversionEvents(
  deps: AppDeps,
  accessToken: string,
  accountId: string,
  pixelId: string | undefined,
  objective: CampaignObjective | undefined,
  warn: (error: GraphError, what: string) => void,
): Promise<ConversionEvent[]> {
  const events = standardEvents(objective);
  // Custom conversions and pixel events add to the standard events; without them the standard events still serve.
  const optional = <T>(what: string, read: Promise<T>, fallback: T): Promise<T> =>
    read.catch((error: unknown) => {
      if (!(error instanceof GraphError) || error.isTransient || error.isAuthError) throw error;
      warn(error, what);
      return fallback;
    });
  const [custom, stats] = await Promise.all([
    optional(
      'custom conversions',
      deps.graph.getAll<PlatformCustomConversion>(`${accountId}/customconversions`, accessToken, {
        fields: 'id,name,custom_event_type,pixel,is_archived',
        limit: 100,
      }),
      [],
    ),
    pixelId && objective !== 'lead-form'
      ? optional('pixel events', deps.graph.get<PlatformPixelStats>(`${pixelId}/stats`, accessToken, { aggregation: 'event' }), { data: [] })
      : Promise.resolve({ data: [] } as PlatformPixelStats),
  ]);
  for (const c of custom) {
    if (c.is_archived) continue;
    if (pixelId && c.pixel?.id && c.pixel.id !== pixelId) continue;
    if (objective === 'lead-form' && (!c.custom_event_type || !LEAD_EVENTS.has(c.custom_event_type))) continue;
    events.push({ id: `custom:${c.id}`, fbId: c.id, name: c.name ?? c.id, type: 'custom' });
  }
  const seen = new Set<string>();
  for (const bucket of stats.data ?? []) {
    for (const { value } of bucket.data ?? []) {
      if (!value || PIXEL_STANDARD_NAMES[value] || seen.has(value)) continue;
      seen.add(value);
      events.push({ id: `pixel:${value}`, fbId: value, name: value, type: 'pixel' });
    }
  }
  return sortConversionEvents(events);
}

interface PlatformLeadForm {
  id: string;
  name?: string;
  status?: string;
  locale?: string;
  page_id?: string;
  page?: { id: string };
  questions?: Array<{ key?: string; type?: string }>;
}

/** A page's lead forms that can be used (ACTIVE), by name. */
export async function loadLeadForms(deps: AppDeps, accessToken: string, pageId: string): Promise<LeadForm[]> {
  const forms = await readOwned('This Facebook page', () =>
    deps.graph.getAll<PlatformLeadForm>(`${pageId}/leadgen_forms`, accessToken, { fields: 'id,name,status', limit: 100 }),
  );
  return forms
    .filter((f) => !f.status || f.status === 'ACTIVE')
    .map((f) => ({ id: f.id, name: f.name ?? f.id, status: f.status ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function loadLeadForm(deps: AppDeps, accessToken: string, id: string): Promise<LeadFormDetail> {
  const f = await readOwned('This lead form', () =>
    deps.graph.get<PlatformLeadForm>(id, accessToken, { fields: 'id,name,status,locale,page_id,page,questions' }),
  );
  return {
    id: f.id,
    name: f.name ?? f.id,
    status: f.status ?? null,
    pageId: f.page_id ?? f.page?.id ?? null,
    locale: f.locale ?? null,
    questions: (f.questions ?? []).map((q) => ({ key: q.key ?? '', type: q.type ?? '' })),
  };
}

/** Makes sure the user's connection reaches the page (404 otherwise). */
export async function checkPage(deps: AppDeps, accessToken: string, pageId: string): Promise<void> {
  await readOwned('This Facebook page', () => deps.graph.get<{ id: string }>(pageId, accessToken, { fields: 'id,name' }));
}

/** Catalogs of the business that owns the ad account (catalogs belong to businesses on the platform). */
export async function loadCatalogs(deps: AppDeps, accessToken: string, accountId: string): Promise<Catalog[]> {
  const account = await deps.graph.get<{ business?: Owner }>(accountId, accessToken, { fields: 'id,business{id,name}' });
  if (!account.business) return [];
  const catalogs = await deps.graph.getAll<{ id: string; name?: string }>(`${account.business.id}/owned_product_catalogs`, accessToken, {
    fields: 'id,name',
    limit: 100,
  });
  return catalogs.map((c) => ({ id: c.id, name: c.name ?? c.id })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Products of a catalog, optionally whose name contains `name` (docs/product-rules.md#shop: ?name,
 * case-insensitive). */
export async function loadProducts(deps: AppDeps, accessToken: string, catalogId: string, name: string | undefined): Promise<Product[]> {
  const filter = name?.trim() ? { name: { i_contains: name.trim() } } : undefined;
  const products = await readOwned('This catalog', () =>
    deps.graph.getAll<{ id: string; name?: string; image_url?: string; inventory?: number }>(
      `${catalogId}/products`,
      accessToken,
      { fields: 'id,name,image_url,inventory', filter, limit: 100 },
      500,
    ),
  );
  return products.map((p) => ({
    id: p.id,
    name: p.name ?? p.id,
    imageUrl: p.image_url ?? null,
    inventory: typeof p.inventory === 'number' ? p.inventory : null,
  }));
}

export async function loadProductSets(
  deps: AppDeps,
  accessToken: string,
  catalogId: string,
): Promise<Array<{ id: string; name: string; productCount: number | null }>> {
  const sets = await readOwned('This catalog', () =>
    deps.graph.getAll<{ id: string; name?: string; product_count?: number }>(`${catalogId}/product_sets`, accessToken, {
      fields: 'id,name,product_count',
      limit: 100,
    }),
  );
  return sets.map((s) => ({ id: s.id, name: s.name ?? s.id, productCount: typeof s.product_count === 'number' ? s.product_count : null }));
}

interface PlatformAudience {
  id: string;
  name?: string;
  subtype?: string;
  approximate_count_lower_bound?: number;
}

export async function loadSavedAudiences(deps: AppDeps, accessToken: string, accountId: string): Promise<Audience[]> {
  const list = await deps.graph.getAll<PlatformAudience>(`${accountId}/saved_audiences`, accessToken, {
    fields: 'id,name,approximate_count_lower_bound',
    limit: 100,
  });
  return list
    .map((a) => ({ id: a.id, name: a.name ?? a.id, subtype: null, approximateCount: a.approximate_count_lower_bound ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** A saved audience's stored targeting spec (an ad set has no saved-audience field: it takes the spec). */
export async function readSavedAudienceTargeting(deps: AppDeps, accessToken: string, audienceId: string): Promise<GraphParams> {
  const audience = await deps.graph.get<{ targeting?: GraphParams }>(audienceId, accessToken, { fields: 'targeting' });
  return audience.targeting ?? {};
}

export async function loadCustomAudiences(deps: AppDeps, accessToken: string, accountId: string): Promise<Audience[]> {
  const list = await deps.graph.getAll<PlatformAudience>(
    `${accountId}/customaudiences`,
    accessToken,
    { fields: 'id,name,subtype,approximate_count_lower_bound', limit: 100 },
    500,
  );
  return list
    .map((a) => ({ id: a.id, name: a.name ?? a.id, subtype: a.subtype ?? null, approximateCount: a.approximate_count_lower_bound ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
