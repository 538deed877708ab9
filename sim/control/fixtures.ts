// GET /__sim/fixtures: everything tests and scripts need instead of hard-coded ids.
import type {
  GraphObject,
  ObjectType,
  SimAdAccount,
  SimAdImage,
  SimApp,
  SimBusiness,
  SimInstagramAccount,
  SimPage,
  SimPixel,
  SimUser,
  World,
} from '../state/world';

export interface SimFixtures {
  app: SimApp;
  users: SimUser[];
  /** Business system users: their tokens sign API clients in (POST /auth/token); they never log in. */
  systemUsers: SimUser[];
  adAccounts: Omit<SimAdAccount, 'account_status'>[];
  businesses: SimBusiness[];
  pages: (SimPage & { instagramAccountIds: string[] })[];
  pixels: SimPixel[];
  instagramAccounts: SimInstagramAccount[];
  adImages: Omit<SimAdImage, 'id'>[];
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
    users: world.users.map((u) => ({ ...u, adAccountIds: [...u.adAccountIds], businessIds: [...u.businessIds] })),
    systemUsers: world.systemUsers.map((u) => ({ ...u, adAccountIds: [...u.adAccountIds], businessIds: [...u.businessIds] })),
    adAccounts: world.adAccounts.map(({ account_status: _status, ...a }) => ({ ...a, ownerUserIds: [...a.ownerUserIds] })),
    businesses: world.businesses.map((b) => ({ ...b, adAccountIds: [...b.adAccountIds] })),
    pages: world.pages.map((p) => ({
      ...p,
      adAccountIds: [...p.adAccountIds],
      instagramAccountIds: world.instagramAccounts.filter((i) => i.pageId === p.id).map((i) => i.id),
    })),
    pixels: world.pixels.map((p) => ({ ...p, adAccountIds: [...p.adAccountIds], standardEvents: [...p.standardEvents], customEvents: [...p.customEvents] })),
    instagramAccounts: world.instagramAccounts.map((i) => ({ ...i, adAccountIds: [...i.adAccountIds] })),
    adImages: world.adImages.map(({ id: _id, ...i }) => i),
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
