// The control API under /__sim (never under a version prefix): fixtures, reset, the request log, objects, an ad
// account's currency, tokens.
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime';
import { resetRuntime } from '../runtime';
import { refreshReviews } from '../state/ad-review';
import { currencyOf, isCurrency } from '../state/currencies';
import { LEGACY_SMART_PROMOTION_TYPES } from '../graph/rules/legacy-campaigns';
import { insertObject, refreshAdStatus, setStatus } from '../state/store';
import type { ObjectType } from '../state/world';
import { fixturesOf } from './fixtures';

/** Legacy Advantage+ campaigns were made before the unified flow reached every version (2026-05-19). */
const LEGACY_CREATED = '2026-03-02T10:00:00+0000';

const asRecord = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export function controlRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/__sim/fixtures', async () => fixturesOf(rt.world));

  const reset = async (req: { body: unknown; query: unknown }): Promise<{ ok: true; seed: number }> => {
    const seed = Number(asRecord(req.body).seed ?? asRecord(req.query).seed);
    resetRuntime(rt, Number.isInteger(seed) ? seed : undefined);
    return { ok: true, seed: rt.options.seed };
  };
  app.post('/__sim/reset', reset);
  // The same with a seed: POST /__sim/seed {"seed": 7}.
  app.post('/__sim/seed', reset);

  app.get('/__sim/requests', async (req) => {
    const q = asRecord(req.query);
    const path = typeof q.path === 'string' ? q.path : undefined;
    return { data: path ? rt.log.filter((e) => e.path.includes(path)) : rt.log };
  });
  app.delete('/__sim/requests', async () => {
    rt.log = [];
    return { ok: true };
  });

  // Read-only view of created and seeded objects, no token needed (the Ads Manager stand-in uses it).
  app.get('/__sim/objects', async (req) => {
    const q = asRecord(req.query);
    refreshReviews(rt.world, (ad) => refreshAdStatus(rt.world, ad));
    const data = [...rt.world.objects.values()]
      .filter((o) => (typeof q.type !== 'string' || o.type === (q.type as ObjectType)) && (typeof q.accountId !== 'string' || o.accountId === q.accountId))
      .map((o) => ({ id: o.id, type: o.type, accountId: o.accountId, ...o.data }));
    return { data };
  });

  // A Page's running-ads limit (sim/README.md#ads-volume), until a reset.
  app.post('/__sim/pages/:id', async (req, reply) => {
    const page = rt.world.pages.find((p) => p.id === asRecord(req.params).id);
    if (!page) return reply.code(404).send({ error: 'unknown page' });
    const limit = asRecord(req.body).limit_on_ads_running_or_in_review;
    if (!(Number.isInteger(limit) && Number(limit) >= 0)) return reply.code(400).send({ error: 'limit_on_ads_running_or_in_review must be a whole number' });
    rt.world.pageAdLimits.set(page.id, Number(limit));
    return { id: page.id, limit_on_ads_running_or_in_review: limit };
  });

  // A legacy Advantage+ shopping or app campaign (smart_promotion_type, made before 2026-05-19) with one ad set, as
  // accounts still hold them; nothing can make one through the Graph API any more (sim/README.md#legacy-advantage-campaigns).
  app.post('/__sim/legacy-campaigns', async (req, reply) => {
    const b = asRecord(req.body);
    const account = rt.world.adAccounts.find((a) => a.id === b.accountId);
    if (!account) return reply.code(400).send({ error: 'accountId must be a seeded ad account' });
    const type = b.smart_promotion_type ?? 'AUTOMATED_SHOPPING_ADS';
    if (!LEGACY_SMART_PROMOTION_TYPES.includes(String(type)))
      return reply.code(400).send({ error: 'smart_promotion_type must be AUTOMATED_SHOPPING_ADS or SMART_APP_PROMOTION' });
    const created = { created_time: LEGACY_CREATED, updated_time: LEGACY_CREATED };
    const name = typeof b.name === 'string' ? b.name : type === 'SMART_APP_PROMOTION' ? 'App installs – Advantage+ app' : 'Catalog sales – Advantage+ shopping';
    const campaign = insertObject(rt.world, 'campaign', account.id, {
      name,
      objective: type === 'SMART_APP_PROMOTION' ? 'OUTCOME_APP_PROMOTION' : 'OUTCOME_SALES',
      smart_promotion_type: type,
      special_ad_categories: [],
      buying_type: 'AUCTION',
      daily_budget: String(account.min_daily_budget * 50),
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      ...created,
    });
    setStatus(campaign, 'ACTIVE', rt.world.clock());
    const adset = insertObject(rt.world, 'adset', account.id, {
      name: `${name} – ad set`,
      campaign_id: campaign.id,
      optimization_goal: 'OFFSITE_CONVERSIONS',
      billing_event: 'IMPRESSIONS',
      targeting: { geo_locations: { countries: [account.business_country_code] }, targeting_automation: { advantage_audience: 1 } },
      ...created,
    });
    setStatus(adset, 'ACTIVE', rt.world.clock());
    return { id: campaign.id, adset_id: adset.id };
  });

  // An ad account's currency and minimum daily budget, for tests of other currencies and minimums (until a reset).
  app.post('/__sim/accounts/:id', async (req, reply) => {
    const account = rt.world.adAccounts.find((a) => a.id === asRecord(req.params).id);
    if (!account) return reply.code(404).send({ error: 'unknown ad account' });
    const b = asRecord(req.body);
    if (b.currency !== undefined && !(typeof b.currency === 'string' && isCurrency(b.currency)))
      return reply.code(400).send({ error: 'currency must be a code of sim/state/currencies.json' });
    if (b.min_daily_budget !== undefined && !(Number.isInteger(b.min_daily_budget) && Number(b.min_daily_budget) > 0))
      return reply.code(400).send({ error: "min_daily_budget must be a positive integer in the currency's minimum unit" });
    if (typeof b.currency === 'string') {
      account.currency = b.currency;
      account.min_daily_budget = currencyOf(b.currency).min_daily_budget;
    }
    if (typeof b.min_daily_budget === 'number') account.min_daily_budget = b.min_daily_budget;
    for (const key of ['default_dsa_beneficiary', 'default_dsa_payor'] as const) {
      if (typeof b[key] === 'string') account[key] = b[key] || undefined;
    }
    return { id: account.id, currency: account.currency, min_daily_budget: account.min_daily_budget };
  });

  // Make a token expired (190/463) or revoked (190/458).
  app.post('/__sim/tokens', async (req, reply) => {
    const b = asRecord(req.body);
    const info = rt.world.tokens.get(String(b.token ?? ''));
    if (!info) return reply.code(404).send({ error: 'unknown token' });
    if (b.action === 'expire') info.expiresAt = Math.floor(Date.now() / 1000) - 1;
    else if (b.action === 'revoke') info.revoked = true;
    else return reply.code(400).send({ error: 'action must be expire or revoke' });
    return { ok: true };
  });
}
