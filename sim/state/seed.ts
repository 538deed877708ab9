// The seeded world: an advertiser with one ad account, an agency user with six accounts across two
// businesses (several currencies and time zones, EU ones), pages, pixels, Instagram accounts, images, campaigns.
import { createHash } from 'node:crypto';
import { currencyOf } from './currencies';
import { createRng } from './rng';
import { recomputeEffectiveStatuses } from './store';
import { seedAssets } from './seed-assets';
import { seedCampaigns } from './seed-campaigns';
import type { SimAdAccount, SimAdImage, SimApp, SimBusiness, SimInstagramAccount, SimPage, SimPixel, SimUser, World } from './world';
import { ALL_SCOPES } from './world';

const STANDARD_EVENTS = ['PageView', 'ViewContent', 'Search', 'AddToCart', 'InitiateCheckout', 'AddPaymentInfo', 'Purchase', 'Lead', 'CompleteRegistration'];

interface AccountSeed {
  n: string;
  name: string;
  currency: string;
  tz: string;
  offset: number;
  business: string | null;
  owner: string;
  inEu: boolean;
  /** The country of the account's business address (AdAccount.business_country_code). */
  country: string;
  /** Its advertising settings' DSA beneficiary and payer (AdAccount.default_dsa_beneficiary, default_dsa_payor). */
  dsa?: { beneficiary: string; payor: string };
}

/** Ad labels an ad account holds at most (sim/README.md#ad-labels). */
const AD_LABEL_CAP = 100_000;

const ACCOUNTS: AccountSeed[] = [
  { n: '101', name: "Ava's Bakery", currency: 'USD', tz: 'America/New_York', offset: -5, business: null, owner: 'u_adv', inEu: false, country: 'US' },
  {
    n: '201',
    name: 'Northwind – US Outdoor',
    currency: 'USD',
    tz: 'America/Los_Angeles',
    offset: -8,
    business: 'b_north',
    owner: 'u_agency',
    inEu: false,
    country: 'US',
  },
  {
    n: '202',
    name: 'Northwind – Canada',
    currency: 'CAD',
    tz: 'America/Toronto',
    offset: -5,
    business: 'b_north',
    owner: 'u_agency',
    inEu: false,
    country: 'CA',
  },
  { n: '203', name: 'Northwind – UK', currency: 'GBP', tz: 'Europe/London', offset: 0, business: 'b_north', owner: 'u_agency', inEu: false, country: 'GB' },
  { n: '204', name: 'Lumen – Germany', currency: 'EUR', tz: 'Europe/Berlin', offset: 1, business: 'b_lumen', owner: 'u_agency', inEu: true, country: 'DE' },
  // Its agency's client pays: the account's defaults name someone other than its Page.
  {
    n: '205',
    name: 'Lumen – France',
    currency: 'EUR',
    tz: 'Europe/Paris',
    offset: 1,
    business: 'b_lumen',
    owner: 'u_agency',
    inEu: true,
    country: 'FR',
    dsa: { beneficiary: 'Lumen Retail France SAS', payor: 'Lumen Retail Group SE' },
  },
  { n: '206', name: 'Lumen – Japan', currency: 'JPY', tz: 'Asia/Tokyo', offset: 9, business: 'b_lumen', owner: 'u_agency', inEu: false, country: 'JP' },
];

const USER_IDS: Record<string, string> = { u_adv: '100001', u_agency: '100002' };
const BUSINESS_IDS: Record<string, string> = { b_north: '300001', b_lumen: '300002' };

// Pages: which accounts may promote them, whether they have instant (lead) forms, and the business that owns
// them (null: none). Owned pages come after unowned ones of the same accounts, so the order an account's pages
// sort in by owner (Account first, businesses after) is their seed order.
const PAGES: { id: string; name: string; category: string; accounts: string[]; leads: boolean; business: string | null }[] = [
  { id: '400101', name: "Ava's Bakery", category: 'Bakery', accounts: ['101'], leads: true, business: null },
  { id: '400102', name: "Ava's Catering", category: 'Caterer', accounts: ['101'], leads: false, business: null },
  { id: '400201', name: 'Northwind Outdoor', category: 'Sporting Goods Store', accounts: ['201', '202', '203'], leads: true, business: null },
  { id: '400202', name: 'Northwind Trails Blog', category: 'Blogger', accounts: ['201', '203'], leads: false, business: 'b_north' },
  { id: '400301', name: 'Lumen Home', category: 'Home Decor', accounts: ['204', '205', '206'], leads: false, business: null },
  { id: '400302', name: 'Lumen Lighting Pro', category: 'Lighting Store', accounts: ['204', '205'], leads: true, business: 'b_lumen' },
];

// Pixels owned by a business (AdsPixel.owner_business), by account; the others have no owner business.
const PIXEL_OWNERS: Record<string, string> = { act_201: 'b_north', act_202: 'b_north', act_204: 'b_lumen', act_205: 'b_lumen' };

const INSTAGRAM: { id: string; username: string; kind: SimInstagramAccount['kind']; page: string }[] = [
  { id: '17841400000101', username: 'avasbakery', kind: 'business', page: '400101' },
  { id: '17841400000102', username: 'ava.bakes.personal', kind: 'personal', page: '400102' },
  { id: '17841400000201', username: 'northwind.outdoor', kind: 'business', page: '400201' },
  { id: '17841400000202', username: 'northwind_trail_runner', kind: 'creator', page: '400202' },
  { id: '17841400000301', username: 'lumenhome', kind: 'business', page: '400301' },
  { id: '17841400000302', username: 'lumen_lighting_legacy', kind: 'legacy', page: '400302' },
];

function imageHash(accountId: string, name: string): string {
  return createHash('md5').update(`${accountId}/${name}`).digest('hex');
}

/**
 * `extraAccounts` more agency ad accounts (act_2101, act_2102, ...: Northwind, USD, Los Angeles, promoting the
 * Northwind Outdoor page) for benchmarks of many accounts; the seeded world is unchanged without them.
 */
function accountSeeds(extraAccounts: number): AccountSeed[] {
  const extra = Array.from({ length: extraAccounts }, (_, i): AccountSeed => ({
    n: String(2101 + i),
    name: `Northwind – Client ${i + 1}`,
    currency: 'USD',
    tz: 'America/Los_Angeles',
    offset: -8,
    business: 'b_north',
    owner: 'u_agency',
    inEu: false,
    country: 'US',
  }));
  return [...ACCOUNTS, ...extra];
}

export function createWorld(seed: number, app: SimApp, extraAccounts = 0): World {
  const rng = createRng(seed);
  const token = (): string => `EAAG${rng.alnum(48)}`;
  const seeds = accountSeeds(extraAccounts);

  const adAccounts: SimAdAccount[] = seeds.map((a) => ({
    id: `act_${a.n}`,
    account_id: a.n,
    name: a.name,
    currency: a.currency,
    timezone_name: a.tz,
    timezone_offset_hours_utc: a.offset,
    account_status: 1,
    min_daily_budget: currencyOf(a.currency).min_daily_budget,
    businessId: a.business ? (BUSINESS_IDS[a.business] ?? null) : null,
    ownerUserIds: [USER_IDS[a.owner] ?? ''],
    inEu: a.inEu,
    business_country_code: a.country,
    ...(a.dsa ? { default_dsa_beneficiary: a.dsa.beneficiary, default_dsa_payor: a.dsa.payor } : {}),
  }));
  const accountsOf = (userId: string): string[] => adAccounts.filter((a) => a.ownerUserIds.includes(userId)).map((a) => a.id);

  const businesses: SimBusiness[] = [
    { id: '300001', name: 'Northwind Agency Clients', adAccountIds: adAccounts.filter((a) => a.businessId === '300001').map((a) => a.id) },
    { id: '300002', name: 'Lumen Retail Group', adAccountIds: adAccounts.filter((a) => a.businessId === '300002').map((a) => a.id) },
  ];

  const users: SimUser[] = [
    { id: '100001', name: 'Ava Advertiser', role: 'advertiser', accessToken: token(), adAccountIds: accountsOf('100001'), businessIds: [] },
    { id: '100002', name: 'Sam Agency', role: 'agency', accessToken: token(), adAccountIds: accountsOf('100002'), businessIds: ['300001', '300002'] },
  ];
  // Northwind's system user, with the business's ad accounts. Its token is not drawn from the seed's generator, so
  // everything seeded after it is what it was before it existed.
  const systemUsers: SimUser[] = [
    {
      id: '100003',
      name: 'Northwind Ads API',
      role: 'agency',
      accessToken: `EAAG${createHash('sha256').update(`system user ${seed}`).digest('hex').slice(0, 48)}`,
      adAccountIds: businesses[0]!.adAccountIds,
      businessIds: ['300001'],
    },
  ];

  const extraIds = seeds.slice(ACCOUNTS.length).map((a) => a.n);
  const pages: SimPage[] = PAGES.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    adAccountIds: [...p.accounts, ...(p.id === '400201' ? extraIds : [])].map((n) => `act_${n}`),
    hasLeadForms: p.leads,
    businessId: p.business ? (BUSINESS_IDS[p.business] ?? null) : null,
  }));

  const pixels: SimPixel[] = adAccounts.map((a, i) => ({
    id: String(500001 + i),
    name: `${a.name} Pixel`,
    adAccountIds: [a.id],
    standardEvents: STANDARD_EVENTS,
    customEvents: i % 2 === 0 ? ['BookingStarted', 'QuoteRequested'] : ['NewsletterSignup'],
    businessId: BUSINESS_IDS[PIXEL_OWNERS[a.id] ?? ''] ?? null,
  }));

  const instagramAccounts: SimInstagramAccount[] = INSTAGRAM.map((ig) => ({
    id: ig.id,
    username: ig.username,
    kind: ig.kind,
    pageId: ig.page,
    adAccountIds: pages.find((p) => p.id === ig.page)?.adAccountIds ?? [],
  }));

  const adImages: SimAdImage[] = adAccounts.flatMap((a, i) =>
    ['hero-square.jpg', 'hero-portrait.jpg', 'product-closeup.png'].slice(0, 2 + (i % 2)).map((name, j) => {
      const hash = imageHash(a.id, name);
      const [width, height] = j === 1 ? [1080, 1350] : [1080, 1080];
      return { id: `${a.account_id}:${hash}`, hash, name, url: `https://scontent.sim.invalid/images/${hash}.jpg`, width, height, adAccountId: a.id };
    }),
  );

  const world: World = {
    seed,
    app,
    rng,
    users,
    systemUsers,
    adAccounts,
    businesses,
    pages,
    pixels,
    instagramAccounts,
    adImages,
    objects: new Map(),
    tokens: new Map(),
    codes: new Map(),
    insights: new Map(),
    idCounter: 120_210_000_000_000 + (seed % 100_000) * 1_000_000,
    adLabelCap: AD_LABEL_CAP,
    pageAdLimits: new Map(),
    clock: () => Date.now(),
  };
  for (const [u, type] of [...users.map((u) => [u, 'USER'] as const), ...systemUsers.map((u) => [u, 'SYSTEM_USER'] as const)]) {
    world.tokens.set(u.accessToken, {
      token: u.accessToken,
      userId: u.id,
      type,
      appId: app.id,
      scopes: [...ALL_SCOPES],
      issuedAt: 0,
      expiresAt: 0,
      revoked: false,
    });
  }
  seedCampaigns(world);
  seedAssets(world);
  recomputeEffectiveStatuses(world);
  return world;
}
