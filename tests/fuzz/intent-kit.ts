// The buyer's-intent model's world (tests/fuzz/intent-model.test.ts): the sources a case starts from, made once per ad
// account with the Graph API as Ads Manager would make them, the accounts as the panel reads them, and what the
// platform must hold after a launch, in the platform's words and the account currency's unit, computed from the
// source as the platform has it and the buyer's edits, never from Salvo's plan.
import type { ImportDetails } from '../../lib/contract/campaigns';
import { toPlatformAmount } from '../../lib/rules/currency';
import { accountContextOf } from '../../lib/rules/defaults';
import type { AdAccountContext, Asset } from '../../lib/rules/types';
import { createHousingCampaign, createRichAdSet, graphCall } from '../fixtures/copy-sources';
import { bearer, type Stack } from '../integration/harness';

type Json = Record<string, unknown>;

export interface AccountWorld {
  context: AdAccountContext;
  token: string;
  platformToken: string;
  pages: Asset[];
  pixels: Asset[];
  image: string;
  /** An ABO sales campaign whose first ad set is the rich one (copy-sources.ts), and that ad set. */
  campaignId: string;
  richAdSetId: string;
  /** A HOUSING campaign for the US (agency accounts). */
  housingId: string | null;
}

/** What a buyer changes on a copy (the model's edits), each a Step 2 field. */
export interface Edits {
  ageMin: number | null;
  gender: 'men' | 'women' | null;
  dropCity: boolean;
  advantagePlacement: boolean;
  wifiOff: boolean;
  /** A new budget, as multiples of the account's minimum a day. */
  budgetSteps: number | null;
}

/** The API's answer to GET /facebook/…/{path}, its `data`. */
async function api(stack: Stack, token: string, url: string): Promise<Json & { data: never }> {
  const res = await stack.app.inject({ method: 'GET', url, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json();
}

/** Every ad account of `accountIds` with its sources, made once. */
export async function buildWorld(stack: Stack, tokens: Map<string, string>, accountIds: string[]): Promise<Map<string, AccountWorld>> {
  const world = new Map<string, AccountWorld>();
  for (const accountId of accountIds) {
    const user = stack.fx.users.find((u) => u.adAccountIds.includes(accountId))!;
    const token = tokens.get(user.id)!;
    const context = accountContextOf((await api(stack, token, `/facebook/adaccount/current?accountId=${accountId}`)).data);
    const assets = (await api(stack, token, `/facebook/assets?accountId=${accountId}`)).data as { pages: Asset[]; pixels: Asset[] };
    const platformMin = toPlatformAmount(context.minDailyBudget ?? 100, context.currency);
    const { id: campaignId } = (await graphCall(stack.simUrl, user.accessToken, 'POST', `${accountId}/campaigns`, {
      name: `Evergreen value – ${accountId}`,
      objective: 'OUTCOME_SALES',
      status: 'PAUSED',
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
    })) as { id: string };
    const audiences = stack.fx.customAudiences.filter((a) => a.accountId === accountId).map((a) => a.id) as [string, string, string];
    const rich = await createRichAdSet(stack.simUrl, user.accessToken, {
      accountId,
      campaignId,
      pixelId: assets.pixels[0]!.id,
      customAudienceIds: audiences,
      dailyBudget: platformMin * 30,
    });
    const image = stack.fx.adImages.find((i) => i.adAccountId === accountId)!.hash;
    const housing =
      user.role === 'agency'
        ? await createHousingCampaign(stack.simUrl, user.accessToken, {
            accountId,
            pageId: assets.pages[0]!.id,
            imageHash: image,
            country: 'US',
            dailyBudget: platformMin * 25,
          })
        : null;
    world.set(accountId, {
      context,
      token,
      platformToken: user.accessToken,
      pages: assets.pages,
      pixels: assets.pixels,
      image,
      campaignId,
      richAdSetId: rich.id,
      housingId: housing?.campaignId ?? null,
    });
  }
  return world;
}

/** The source as the panel reads it (GET /facebook/campaigns/v2/import/{id}/details). */
export async function detailsOf(stack: Stack, w: AccountWorld, campaignId: string, adSetId?: string): Promise<ImportDetails> {
  const query = `accountId=${w.context.id}${adSetId ? `&adsetId=${adSetId}` : ''}`;
  return (await api(stack, w.token, `/facebook/campaigns/v2/import/${campaignId}/details?${query}`)).data;
}

/** The platform's targeting a copy of `raw` must have after the buyer's `edits`. */
export function expectedTargeting(raw: Json, edits: Edits): Json {
  const t: Json = structuredClone(raw);
  if (edits.ageMin !== null) t.age_min = edits.ageMin;
  if (edits.gender) t.genders = [edits.gender === 'men' ? 1 : 2];
  const geo = t.geo_locations as { cities?: Json[] } | undefined;
  if (edits.dropCity && geo?.cities && geo.cities.length > 1) geo.cities = geo.cities.slice(0, 1);
  if (edits.advantagePlacement)
    for (const key of Object.keys(t)) if (key === 'publisher_platforms' || key === 'device_platforms' || key.endsWith('_positions')) delete t[key];
  if (edits.wifiOff) delete t.wireless_carrier;
  return t;
}

/** Targeting as compared: places by key (with a city's radius), the rest as the platform holds it. */
export function comparable(t: Json): Json {
  const places = (geo: unknown) => {
    const g = (geo ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(g)
        .filter(([k]) => k !== 'location_types')
        .map(([k, v]) => [
          k,
          Array.isArray(v)
            ? v.map((p) => (typeof p === 'object' ? { key: (p as Json).key, radius: (p as Json).radius, distance_unit: (p as Json).distance_unit } : p))
            : v,
        ]),
    );
  };
  const { geo_locations, excluded_geo_locations, ...rest } = t;
  const ids = (v: unknown) => (Array.isArray(v) ? v.map((a) => (a as Json).id) : v);
  return {
    ...rest,
    ...(rest.custom_audiences ? { custom_audiences: ids(rest.custom_audiences) } : {}),
    ...(rest.excluded_custom_audiences ? { excluded_custom_audiences: ids(rest.excluded_custom_audiences) } : {}),
    ...(rest.flexible_spec ? { flexible_spec: (rest.flexible_spec as Json[]).map((f) => ids(f.interests)) } : {}),
    geo_locations: places(geo_locations),
    ...(excluded_geo_locations ? { excluded_geo_locations: places(excluded_geo_locations) } : {}),
  };
}

/** An ad set or campaign of the account, as Ads Manager reads it. */
export const readObject = (stack: Stack, w: AccountWorld, id: string, fields: string) => graphCall(stack.simUrl, w.platformToken, 'GET', id, { fields });

/** Hundredths in the platform's unit of the account's currency (¥5,000 is 5000, $50 is 5000). */
export const platformUnit = (w: AccountWorld, hundredths: number) => toPlatformAmount(hundredths, w.context.currency);
