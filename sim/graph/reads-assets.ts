// Reads of the assets a launch picks from: custom conversions, pixel events, Instagram accounts, lead forms,
// catalogs, products and product sets, saved and custom audiences, and search (adgeolocation, adcountry,
// adinterest, adTargetingCategory).
import { listObjects } from '../state/store';
import type { GraphObject, ObjectType, SimAdAccount, SimInstagramAccount } from '../state/world';
import { browseCategories, CATEGORY_CLASSES } from '../search/categories';
import { searchGeo } from '../search/geo';
import { searchInterests } from '../search/interests';
import { invalidParam } from './errors';
import { readAdsVolume } from './ads-volume';
import { listAdLabels } from './labels';
import type { ReadCtx } from './read-ctx';
import { listEdge } from './read-ctx';
import { parseJsonish } from './request';
import type { NodeRef } from './views';

const IG_TYPE: Record<SimInstagramAccount['kind'], string> = { business: 'BUSINESS', creator: 'MEDIA_CREATOR', personal: 'PERSONAL', legacy: 'BUSINESS' };

function instagramView(i: SimInstagramAccount): Record<string, unknown> {
  return {
    id: i.id,
    username: i.username,
    profile_pic: `https://scontent.sim.invalid/ig/${i.id}.jpg`,
    account_type: IG_TYPE[i.kind],
    is_professional: i.kind === 'business' || i.kind === 'creator',
    is_legacy: i.kind === 'legacy',
  };
}

const views = (objects: GraphObject[]): Record<string, unknown>[] => objects.map((o) => ({ id: o.id, ...o.data }));
const ofAccount = (ctx: ReadCtx, type: ObjectType, account: SimAdAccount): Record<string, unknown>[] =>
  views(listObjects(ctx.world, type, (o) => o.accountId === account.id));

export function readAccountAssetEdge(ctx: ReadCtx, account: SimAdAccount, edge: string): unknown {
  switch (edge) {
    case 'customconversions':
      return listEdge(ctx, ofAccount(ctx, 'customconversion', account), 'CustomConversion', 'id,name');
    case 'saved_audiences':
      return listEdge(ctx, ofAccount(ctx, 'saved_audience', account), 'SavedAudience', 'id,name');
    case 'customaudiences':
      return listEdge(ctx, ofAccount(ctx, 'custom_audience', account), 'CustomAudience', 'id,name');
    case 'instagram_accounts':
      return listEdge(ctx, ctx.world.instagramAccounts.filter((i) => i.adAccountIds.includes(account.id)).map(instagramView), 'IGUser', 'id,username');
    case 'adlabels':
      return listEdge(ctx, listAdLabels(ctx.world, account), 'AdLabel', 'id,name');
    case 'ads_volume':
      return listEdge(ctx, readAdsVolume(ctx.world, account.id, ctx.params), 'AdAccountAdVolume', 'ads_running_or_in_review_count');
    default:
      return undefined;
  }
}

/** The name filter of {catalog}/products: filter={"name":{"i_contains":"lamp"}} (also contains, eq). */
function productFilter(raw: unknown): (o: GraphObject) => boolean {
  const f = parseJsonish(raw);
  if (f === undefined) return () => true;
  const name = f !== null && typeof f === 'object' ? (f as Record<string, unknown>).name : undefined;
  const cond = name !== null && typeof name === 'object' ? (name as Record<string, unknown>) : undefined;
  if (!cond) throw invalidParam('(#100) filter must be a JSON object such as {"name":{"i_contains":"..."}}');
  return (o) => {
    const n = String(o.data.name ?? '');
    if (typeof cond.i_contains === 'string') return n.toLowerCase().includes(cond.i_contains.toLowerCase());
    if (typeof cond.contains === 'string') return n.includes(cond.contains);
    if (typeof cond.eq === 'string') return n === cond.eq;
    return true;
  };
}

/** Edges of seeded nodes that are not created objects: pages, pixels, businesses, catalogs. */
export function readAssetNodeEdge(ctx: ReadCtx, node: NodeRef, id: string, edge: string): unknown {
  const { world } = ctx;
  const obj = world.objects.get(id);
  const visible = (o: GraphObject): boolean => (o.visibleTo ?? [o.accountId]).some((a) => ctx.user.adAccountIds.includes(a));
  if (node.nodeType === 'Page' && edge === 'leadgen_forms') {
    return listEdge(ctx, views(listObjects(world, 'leadgen_form', (o) => o.data.page_id === id)), 'LeadgenForm', 'id,name,status');
  }
  if (node.nodeType === 'Page' && edge === 'instagram_accounts') {
    return listEdge(ctx, world.instagramAccounts.filter((i) => i.pageId === id).map(instagramView), 'IGUser', 'id,username');
  }
  if (node.nodeType === 'AdsPixel' && edge === 'stats') {
    const pixel = world.pixels.find((p) => p.id === id);
    const events = [...(pixel?.standardEvents ?? []), ...(pixel?.customEvents ?? [])];
    const data = events.map((value, i) => ({ value, count: 1000 - i * 70 }));
    return { data: [{ aggregation: 'event', start_time: '2026-11-20T00:00:00+0000', data }] };
  }
  if (node.nodeType === 'AdsPixel' && edge === 'customconversions') {
    return listEdge(
      ctx,
      views(listObjects(world, 'customconversion', (o) => (o.data.pixel as { id?: string } | undefined)?.id === id)),
      'CustomConversion',
      'id,name',
    );
  }
  if (node.nodeType === 'Business' && (edge === 'owned_product_catalogs' || edge === 'client_product_catalogs')) {
    const owned = edge === 'owned_product_catalogs';
    return listEdge(
      ctx,
      views(listObjects(world, 'catalog', (o) => owned && (o.data.business as { id?: string } | undefined)?.id === id && visible(o))),
      'ProductCatalog',
      'id,name',
    );
  }
  if (obj?.type === 'catalog' && edge === 'products') {
    const filter = productFilter(ctx.params.filter);
    return listEdge(ctx, views(listObjects(world, 'product', (o) => o.data.catalog_id === id && filter(o))), 'ProductItem', 'id,name');
  }
  if (obj?.type === 'catalog' && edge === 'product_sets') {
    return listEdge(ctx, views(listObjects(world, 'product_set', (o) => o.data.catalog_id === id)), 'ProductSet', 'id,name');
  }
  return undefined;
}

const GEO_TYPES = ['country', 'region', 'city', 'zip'];

/** GET /search?type=adgeolocation|adcountry|adinterest&q=... and type=adTargetingCategory&class=... */
export function readSearch(ctx: ReadCtx): unknown {
  const { params } = ctx;
  const q = typeof params.q === 'string' ? params.q : '';
  if (params.type === 'adgeolocation') {
    const raw = parseJsonish(params.location_types);
    const types = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' && raw ? raw.split(',') : [];
    const bad = types.find((t) => !GEO_TYPES.includes(t));
    if (bad) throw invalidParam(`(#100) Param location_types[0] must be one of {${GEO_TYPES.join(', ')}}`);
    const country = typeof params.country_code === 'string' ? params.country_code : undefined;
    return listEdge(
      ctx,
      searchGeo(q, types, country) as unknown as Record<string, unknown>[],
      'AdGeoLocation',
      'key,name,type,country_code,country_name,region,region_id,primary_city,primary_city_id,supports_region,supports_city',
    );
  }
  if (params.type === 'adcountry') {
    // Every country when q is empty (a list to pick from), else those whose name or code matches.
    return listEdge(
      ctx,
      searchGeo(q, ['country']) as unknown as Record<string, unknown>[],
      'AdGeoLocation',
      'key,name,type,country_code,supports_region,supports_city',
    );
  }
  if (params.type === 'adinterest') {
    return listEdge(
      ctx,
      searchInterests(q) as unknown as Record<string, unknown>[],
      'AdInterest',
      'id,name,audience_size_lower_bound,audience_size_upper_bound,path,topic',
    );
  }
  if (params.type === 'adTargetingCategory') {
    const cls = params.class;
    if (cls === undefined || cls === '') throw invalidParam('(#100) The parameter class is required');
    const list = typeof cls === 'string' ? browseCategories(cls) : undefined;
    if (!list) throw invalidParam(`(#100) Param class must be one of {${CATEGORY_CLASSES.join(', ')}}`);
    return listEdge(
      ctx,
      list as unknown as Record<string, unknown>[],
      'AdTargetingCategory',
      'id,name,type,path,description,audience_size_lower_bound,audience_size_upper_bound',
    );
  }
  throw invalidParam('(#100) Unsupported search type: use adgeolocation, adcountry, adinterest or adTargetingCategory');
}
