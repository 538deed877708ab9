// How each node reads back: the full field map that `fields=` selects from, and who may see it.
import { userById, type GraphObject, type SimAdAccount, type SimAdImage, type SimPage, type SimPixel, type SimUser, type World } from '../state/world';
import { nodeFieldNames } from './node-fields';

export interface NodeRef {
  nodeType: string;
  view: Record<string, unknown>;
  known?: readonly string[];
  accountIds: string[];
}

export function accountView(world: World, a: SimAdAccount): Record<string, unknown> {
  const business = world.businesses.find((b) => b.id === a.businessId);
  return {
    id: a.id,
    account_id: a.account_id,
    name: a.name,
    currency: a.currency,
    timezone_name: a.timezone_name,
    timezone_offset_hours_utc: a.timezone_offset_hours_utc,
    account_status: a.account_status,
    business_country_code: a.business_country_code,
    default_dsa_beneficiary: a.default_dsa_beneficiary,
    default_dsa_payor: a.default_dsa_payor,
    business: business ? { id: business.id, name: business.name } : undefined,
    owner: a.ownerUserIds[0],
    amount_spent: '0',
    disable_reason: 0,
    min_daily_budget: a.min_daily_budget,
    is_personal: 0,
    user_tasks: ['MANAGE', 'ADVERTISE', 'ANALYZE'],
  };
}

export function pageView(world: World, p: SimPage): Record<string, unknown> {
  const ig = world.instagramAccounts.find((i) => i.pageId === p.id && (i.kind === 'business' || i.kind === 'creator'));
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    is_published: true,
    instagram_business_account: ig ? { id: ig.id, username: ig.username } : undefined,
    business: businessRef(world, p.businessId),
  };
}

/** {id, name} of a business, for Page.business and AdsPixel.owner_business (omitted when none owns it). */
function businessRef(world: World, id: string | null): { id: string; name: string } | undefined {
  const b = id ? world.businesses.find((x) => x.id === id) : undefined;
  return b ? { id: b.id, name: b.name } : undefined;
}

export function pixelView(world: World, p: SimPixel): Record<string, unknown> {
  return {
    id: p.id,
    name: p.name,
    is_unavailable: false,
    last_fired_time: '2026-11-20T12:00:00+0000',
    data_use_setting: 'ADVERTISING_AND_ANALYTICS',
    owner_business: businessRef(world, p.businessId),
  };
}

export function imageView(i: SimAdImage): Record<string, unknown> {
  return {
    id: i.id,
    hash: i.hash,
    name: i.name,
    url: i.url,
    permalink_url: i.url,
    width: i.width,
    height: i.height,
    original_width: i.width,
    original_height: i.height,
    account_id: i.adAccountId.replace(/^act_/, ''),
    status: 'ACTIVE',
  };
}

export function userView(u: SimUser): Record<string, unknown> {
  return { id: u.id, name: u.name };
}

const SPEC_NODE: Partial<Record<GraphObject['type'], string>> = {
  campaign: 'Campaign',
  adset: 'AdSet',
  ad: 'Ad',
  adcreative: 'AdCreative',
  advideo: 'AdVideo',
  saved_audience: 'SavedAudience',
  adrule: 'AdRule',
};

function objectRef(o: GraphObject): NodeRef {
  const nodeType = SPEC_NODE[o.type] ?? o.type;
  return { nodeType, view: o.data, known: nodeFieldNames[nodeType], accountIds: o.visibleTo ?? (o.accountId ? [o.accountId] : []) };
}

/** Any node by id, or undefined. Access is checked by the caller against `accountIds`. */
export function findNode(world: World, id: string): NodeRef | undefined {
  const obj = world.objects.get(id);
  if (obj) return objectRef(obj);
  const account = world.adAccounts.find((a) => a.id === id);
  if (account) return { nodeType: 'AdAccount', view: accountView(world, account), known: nodeFieldNames.AdAccount, accountIds: [account.id] };
  const user = userById(world, id);
  if (user) return { nodeType: 'User', view: userView(user), accountIds: user.adAccountIds };
  const page = world.pages.find((p) => p.id === id);
  if (page) return { nodeType: 'Page', view: pageView(world, page), accountIds: page.adAccountIds };
  const pixel = world.pixels.find((p) => p.id === id);
  if (pixel) return { nodeType: 'AdsPixel', view: pixelView(world, pixel), accountIds: pixel.adAccountIds };
  const business = world.businesses.find((b) => b.id === id);
  if (business) return { nodeType: 'Business', view: { id: business.id, name: business.name }, accountIds: business.adAccountIds };
  const ig = world.instagramAccounts.find((i) => i.id === id);
  if (ig) return { nodeType: 'IGUser', view: { id: ig.id, username: ig.username }, accountIds: ig.adAccountIds };
  return undefined;
}

export function canSee(user: SimUser, ref: NodeRef): boolean {
  if (ref.nodeType === 'User') return ref.view.id === user.id;
  return ref.accountIds.some((a) => user.adAccountIds.includes(a));
}
