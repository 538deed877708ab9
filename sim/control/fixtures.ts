// GET /__sim/fixtures: everything tests and scripts need instead of hard-coded ids.
import type { GraphObject, ObjectType, World } from '../state/world';

export interface SimFixtures {
  app: { id: string; secret: string; redirectUris: string[] };
  users: { id: string; name: string; role: 'advertiser' | 'agency'; accessToken: string; adAccountIds: string[]; businessIds: string[] }[];
  adAccounts: {
    id: string;
    account_id: string;
    name: string;
    currency: string;
    timezone_name: string;
    timezone_offset_hours_utc: number;
    businessId: string | null;
    ownerUserIds: string[];
    inEu: boolean;
  }[];
  businesses: { id: string; name: string; adAccountIds: string[] }[];
  pages: {
    id: string;
    name: string;
    category: string;
    adAccountIds: string[];
    hasLeadForms: boolean;
    instagramAccountIds: string[];
    businessId: string | null;
  }[];
  pixels: { id: string; name: string; adAccountIds: string[]; standardEvents: string[]; customEvents: string[]; businessId: string | null }[];
  instagramAccounts: { id: string; username: string; kind: string; pageId: string; adAccountIds: string[] }[];
  adImages: { hash: string; name: string; url: string; width: number; height: number; adAccountId: string }[];
  catalogs: { id: string; name: string; businessId: string; productIds: string[]; outOfStockProductIds: string[]; productSetIds: string[] }[];
  leadForms: { id: string; name: string; pageId: string; status: string }[];
  customConversions: { id: string; name: string; accountId: string; pixelId: string; customEventType: string }[];
  savedAudiences: { id: string; name: string; accountId: string }[];
  customAudiences: { id: string; name: string; accountId: string; subtype: string }[];
  campaigns: { id: string; name: string; accountId: string; objective: string; status: string; adSetIds: string[] }[];
}

export function fixturesOf(world: World): SimFixtures {
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  const of = (type: ObjectType): GraphObject[] => [...world.objects.values()].filter((o) => o.type === type);
  return {
    app: { ...world.app, redirectUris: [...world.app.redirectUris] },
    users: world.users.map((u) => ({
      id: u.id,
      name: u.name,
      role: u.role,
      accessToken: u.accessToken,
      adAccountIds: [...u.adAccountIds],
      businessIds: [...u.businessIds],
    })),
    adAccounts: world.adAccounts.map((a) => ({
      id: a.id,
      account_id: a.account_id,
      name: a.name,
      currency: a.currency,
      timezone_name: a.timezone_name,
      timezone_offset_hours_utc: a.timezone_offset_hours_utc,
      businessId: a.businessId,
      ownerUserIds: [...a.ownerUserIds],
      inEu: a.inEu,
    })),
    businesses: world.businesses.map((b) => ({ id: b.id, name: b.name, adAccountIds: [...b.adAccountIds] })),
    pages: world.pages.map((p) => ({
      id: p.id,
      name: p.name,
      category: p.category,
      adAccountIds: [...p.adAccountIds],
      hasLeadForms: p.hasLeadForms,
      instagramAccountIds: world.instagramAccounts.filter((i) => i.pageId === p.id).map((i) => i.id),
      businessId: p.businessId,
    })),
    pixels: world.pixels.map((p) => ({
      id: p.id,
      name: p.name,
      adAccountIds: [...p.adAccountIds],
      standardEvents: [...p.standardEvents],
      customEvents: [...p.customEvents],
      businessId: p.businessId,
    })),
    instagramAccounts: world.instagramAccounts.map((i) => ({ ...i, adAccountIds: [...i.adAccountIds] })),
    adImages: world.adImages.map((i) => ({ hash: i.hash, name: i.name, url: i.url, width: i.width, height: i.height, adAccountId: i.adAccountId })),
    catalogs: of('catalog').map((c) => ({
      id: c.id,
      name: str(c.data.name),
      businessId: str((c.data.business as { id?: string } | undefined)?.id),
      productIds: of('product')
        .filter((p) => p.data.catalog_id === c.id)
        .map((p) => p.id),
      outOfStockProductIds: of('product')
        .filter((p) => p.data.catalog_id === c.id && p.data.inventory === 0)
        .map((p) => p.id),
      productSetIds: of('product_set')
        .filter((p) => p.data.catalog_id === c.id)
        .map((p) => p.id),
    })),
    leadForms: of('leadgen_form').map((f) => ({ id: f.id, name: str(f.data.name), pageId: str(f.data.page_id), status: str(f.data.status) })),
    customConversions: of('customconversion').map((c) => ({
      id: c.id,
      name: str(c.data.name),
      accountId: c.accountId,
      pixelId: str((c.data.pixel as { id?: string } | undefined)?.id),
      customEventType: str(c.data.custom_event_type),
    })),
    savedAudiences: of('saved_audience').map((a) => ({ id: a.id, name: str(a.data.name), accountId: a.accountId })),
    customAudiences: of('custom_audience').map((a) => ({ id: a.id, name: str(a.data.name), accountId: a.accountId, subtype: str(a.data.subtype) })),
    campaigns: [...world.objects.values()]
      .filter((o) => o.type === 'campaign')
      .map((c) => ({
        id: c.id,
        name: str(c.data.name),
        accountId: c.accountId,
        objective: str(c.data.objective),
        status: str(c.data.status),
        adSetIds: [...world.objects.values()].filter((o) => o.type === 'adset' && o.data.campaign_id === c.id).map((o) => o.id),
      })),
  };
}
