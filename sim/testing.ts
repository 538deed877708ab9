// Test helpers: a simulator on a free port and a small Graph client over real HTTP.
import type { SimFixtures, SimOptions, Simulator } from './index';
import { createSimulator } from './index';

// Answers are arbitrary JSON that assertions walk freely; typing them here would only add casts to every test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
interface Reply {
  status: number;
  body: Json;
  headers: Headers;
}

export interface Harness {
  sim: Simulator;
  url: string;
  fx: SimFixtures;
  /** The advertiser's and the agency user's tokens. */
  advertiser: SimFixtures['users'][number];
  agency: SimFixtures['users'][number];
  get(path: string, params?: Record<string, string>, token?: string): Promise<Reply>;
  post(path: string, params?: Record<string, unknown>, token?: string): Promise<Reply>;
  del(path: string, token?: string): Promise<Reply>;
  /** The same client calling another version ('v27.0'; v25.0 by default). */
  at(version: string): Harness;
}

export async function startSim(options: SimOptions = {}): Promise<Harness> {
  const sim = createSimulator(options);
  const url = await sim.listen({ port: 0 });
  const fx = sim.fixtures();
  const advertiser = fx.users.find((u) => u.role === 'advertiser');
  const agency = fx.users.find((u) => u.role === 'agency');
  if (!advertiser || !agency) throw new Error('seed lacks users');
  const parse = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body, headers: res.headers };
  };
  const client = (version: string): Harness => ({
    sim,
    url,
    fx,
    advertiser,
    agency,
    at: client,
    async get(path, params = {}, token = advertiser.accessToken) {
      const u = new URL(`${url}/${version}/${path}`);
      for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
      if (token) u.searchParams.set('access_token', token);
      return parse(await fetch(u));
    },
    async post(path, params = {}, token = advertiser.accessToken) {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v));
      if (token) form.set('access_token', token);
      return parse(await fetch(`${url}/${version}/${path}`, { method: 'POST', body: form }));
    },
    async del(path, token = advertiser.accessToken) {
      return parse(await fetch(`${url}/${version}/${path}?access_token=${encodeURIComponent(token)}`, { method: 'DELETE' }));
    },
  });
  return client('v25.0');
}

/** Params as a form body (a batch operation's `body`), with lists and objects as JSON. */
export const formBody = (params: Record<string, unknown>): string =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

/** Params of a campaign the rules accept, to vary one at a time. */
export const validCampaign = (): Record<string, unknown> => ({
  name: 'Test campaign',
  objective: 'OUTCOME_SALES',
  status: 'PAUSED',
  special_ad_categories: [],
  is_adset_budget_sharing_enabled: false,
});

export const validAdSet = (campaignId: string, pixelId: string): Record<string, unknown> => ({
  name: 'Test ad set',
  campaign_id: campaignId,
  daily_budget: 2000,
  billing_event: 'IMPRESSIONS',
  optimization_goal: 'OFFSITE_CONVERSIONS',
  bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
  promoted_object: { pixel_id: pixelId, custom_event_type: 'PURCHASE' },
  targeting: { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 1 } },
  start_time: '2026-12-01T00:00:00-0500',
  status: 'PAUSED',
});
