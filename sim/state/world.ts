// The simulator's whole state: seeded entities (users, accounts, pages...) and the objects clients create.
import type { Rng } from './rng';

type Role = 'advertiser' | 'agency';
export type Tier = 'development' | 'limited' | 'full';

/** A platform app: its secret, and the Valid OAuth Redirect URIs its login dialog accepts (Strict Mode: exact). */
export interface SimApp {
  id: string;
  secret: string;
  redirectUris: string[];
}
export interface SimUser {
  id: string;
  name: string;
  role: Role;
  accessToken: string;
  adAccountIds: string[];
  businessIds: string[];
}
export interface SimAdAccount {
  id: string;
  account_id: string;
  name: string;
  currency: string;
  timezone_name: string;
  timezone_offset_hours_utc: number;
  account_status: number;
  /** The lowest daily budget it takes, in its currency's minimum unit (sim/README.md#currencies). */
  min_daily_budget: number;
  businessId: string | null;
  ownerUserIds: string[];
  /** In the EU: ad sets targeting the EU need dsa_beneficiary and dsa_payor. */
  inEu: boolean;
  /** The country of its business address, as AdAccount.business_country_code. */
  business_country_code: string;
  /** Its advertising settings' beneficiary and payer, taken by an EU ad set that names none (sim/README.md#eu-transparency). */
  default_dsa_beneficiary?: string;
  default_dsa_payor?: string;
}
export interface SimBusiness {
  id: string;
  name: string;
  adAccountIds: string[];
}
/** businessId: the business that owns the page or pixel (Page.business, AdsPixel.owner_business); null when none does. */
export interface SimPage {
  id: string;
  name: string;
  category: string;
  adAccountIds: string[];
  hasLeadForms: boolean;
  businessId: string | null;
}
export interface SimPixel {
  id: string;
  name: string;
  adAccountIds: string[];
  standardEvents: string[];
  customEvents: string[];
  businessId: string | null;
}
type InstagramKind = 'business' | 'creator' | 'personal' | 'legacy';
export interface SimInstagramAccount {
  id: string;
  username: string;
  kind: InstagramKind;
  pageId: string;
  adAccountIds: string[];
}
export interface SimAdImage {
  id: string;
  hash: string;
  name: string;
  url: string;
  width: number;
  height: number;
  adAccountId: string;
}

/** A node with an id that GET /{id} can answer: seeded reference data or a created object. */
export type ObjectType =
  | 'campaign'
  | 'adset'
  | 'ad'
  | 'adcreative'
  | 'advideo'
  | 'customconversion'
  | 'leadgen_form'
  | 'catalog'
  | 'product'
  | 'product_set'
  | 'saved_audience'
  | 'custom_audience'
  | 'async_request_set'
  | 'async_request'
  | 'adrule'
  | 'adlabel';

export interface GraphObject {
  id: string;
  type: ObjectType;
  /** The ad account that owns it (act_...); access follows the account. Empty for business-level nodes. */
  accountId: string;
  /** Who may read it when that is not the owning account: a page's forms, a business's catalogs. */
  visibleTo?: string[];
  data: Record<string, unknown>;
  /** When the ad set's budget changed (ms), for the platform's 4-an-hour limit. */
  budgetChanges?: number[];
  /** An automated rule's runs, newest first (GET /{rule}/history; graph/adrules/run.ts). */
  history?: Record<string, unknown>[];
}

/**
 * What an object delivered over a range of days, as told by PUT /__sim/insights/{id} (state/insights.ts): `spend` in
 * the account's currency as Insights answers it (12.34), the rest counts; dates YYYY-MM-DD in the account's time zone.
 */
export interface InsightRow {
  date_start: string;
  date_stop: string;
  spend: number;
  impressions: number;
  clicks: number;
  results: number;
  reach?: number;
  purchase_value?: number;
}

export interface TokenInfo {
  token: string;
  userId: string;
  /** What debug_token says of it: a person's token, or a business's system user's (POST /auth/token takes only those). */
  type: 'USER' | 'SYSTEM_USER';
  appId: string;
  scopes: string[];
  issuedAt: number; // unix seconds
  expiresAt: number; // unix seconds, 0 = never
  revoked: boolean;
}

export interface AuthCode {
  code: string;
  appId: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  used: boolean;
  /** PKCE: the dialog's code_challenge; the exchange must send the code_verifier it was made from. */
  codeChallenge?: { value: string; method: 'S256' | 'plain' };
}

export interface World {
  seed: number;
  app: SimApp;
  rng: Rng;
  users: SimUser[];
  /** A business's system users: their tokens are made in Business Settings, never through the login dialog. */
  systemUsers: SimUser[];
  adAccounts: SimAdAccount[];
  businesses: SimBusiness[];
  pages: SimPage[];
  pixels: SimPixel[];
  instagramAccounts: SimInstagramAccount[];
  adImages: SimAdImage[];
  objects: Map<string, GraphObject>;
  tokens: Map<string, TokenInfo>;
  codes: Map<string, AuthCode>;
  /** Insights rows by object id (campaign, ad set or ad). */
  insights: Map<string, InsightRow[]>;
  /** Next id for created objects; seeded so ids repeat run to run. */
  idCounter: number;
  /** Ad labels an ad account holds at most (sim/README.md#ad-labels): 100,000, lower for tests (POST /__sim/config). */
  adLabelCap: number;
  /** Pages' running-ads limits the control set (sim/README.md#ads-volume); the others have 250. */
  pageAdLimits: Map<string, number>;
  /** The simulator's clock in ms (the runtime adds its offset); video processing reads it. */
  clock: () => number;
}

/** A person or a system user, by id: whom a token acts as. */
export function userById(world: World, id: string): SimUser | undefined {
  return world.users.find((u) => u.id === id) ?? world.systemUsers.find((u) => u.id === id);
}

export function nextId(world: World): string {
  world.idCounter += 1;
  return String(world.idCounter);
}

export const ALL_SCOPES = ['ads_management', 'ads_read', 'business_management', 'pages_show_list', 'leads_retrieval', 'catalog_management'];
