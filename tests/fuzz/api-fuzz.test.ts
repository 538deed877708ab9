import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { templateFromDraft } from '../../lib/rules/templates';
import { bearer, demoPayload, signIn, startStack, type Stack } from '../integration/harness';
import { bodies, rawJson } from './arbitraries';

// Issue 13 item 6: generated and mutated launch payloads, template bodies and library bodies sent through the
// real app (app.inject, the real database, the in-process simulator; nothing of ours mocked). Holds for every one:
// no 5xx; every 400 names a field; a refused body costs no platform call, except the reads that refuse it (whose
// campaign or ad set this is: GETs only, never a write). FUZZ_RUNS sets the size (npm run fuzz: 10,000).

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const ACCOUNT = 'act_201';
/** The fields a launch is refused at after the platform was read (ownership, legacy Instagram, stock, import). */
const READ_REFUSALS = [
  'existingCampaignId',
  'duplicateCampaignId',
  'existingAdsetId',
  'existingAdsetIdList',
  'duplicateAdsetId',
  'importedAccountId',
  'importedCampaignId',
  'instagramAccountId',
  'facebookProduct',
  'ads',
];

interface Case {
  route: string;
  method: 'POST' | 'PUT';
  url: string;
  body: unknown;
  raw?: string;
}
interface Logged {
  method: string;
  path: string;
}

describe(`the API under ${RUNS} generated and mutated bodies`, () => {
  let stack: Stack;
  let sam: string;
  const ids: Record<string, string> = {};
  const counts = {
    sent: 0,
    byStatus: {} as Record<string, number>,
    refused: 0,
    refusedWithPlatformCalls: 0,
    platformCallsOfRefused: 0,
    platformWritesOfRefused: 0,
    byRoute: {} as Record<string, number>,
  };

  beforeAll(async () => {
    // The limiter has its own tests (tests/integration/rate-limits.test.ts); here every body must reach validation.
    stack = await startStack({ queue: 'record', env: { RATE_LIMIT_REQUESTS: '1000000', RATE_LIMIT_LAUNCHES: '1000000' } });
    sam = await signIn(stack, 'Sam Agency');
    const post = async (url: string, payload: object) =>
      (await stack.app.inject({ method: 'POST', url, headers: bearer(sam), payload })).json().data.id as string;
    ids.template = await post('/campaign-templates', template());
    ids.copy = await post('/library/copies', copy());
    ids.offer = await post('/library/offers', offer());
    ids.folder = await post('/library/folders', { name: 'Fuzz' });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  const account = () => {
    const a = stack.fx.adAccounts.find((x) => x.id === ACCOUNT)!;
    return { id: a.id, name: a.name, currency: a.currency, timezoneName: a.timezone_name, timezoneOffsetHoursUtc: a.timezone_offset_hours_utc };
  };
  function template() {
    const { id: _id, ...fields } = templateFromDraft(createDefaultDraft(account(), new Date()), 'Evergreen');
    return fields as Record<string, unknown>;
  }
  const copy = () => ({
    name: 'Copy',
    primaryText: 'Fresh bread',
    headline: 'Bake',
    description: 'Daily',
    callToAction: 'SHOP_NOW',
    variations: [{ primaryText: 'Warm', headline: 'Hot', description: '' }],
  });
  const offer = () => ({ name: 'Offer', url: 'https://shop.example.com/spring', displayLink: 'shop.example.com', trackingUtm: 'utm_source=fb' });
  const launchFull = () => demoPayload(stack.fx, ACCOUNT) as unknown as Record<string, unknown>;
  const launchMinimal = () => {
    const { ads, facebookPageId, pixelId, customEventType, destinationUrl } = demoPayload(stack.fx, ACCOUNT);
    return { ads, facebookPageId, pixelId, customEventType, destinationUrl } as Record<string, unknown>;
  };

  const cases = (): fc.Arbitrary<Case> => {
    const route = (name: string, method: 'POST' | 'PUT', url: () => string, valid: () => Record<string, unknown>, weight: number) => ({
      weight,
      arbitrary: fc.oneof(
        { weight: 19, arbitrary: bodies(valid).map((body): Case => ({ route: name, method, url: url(), body })) },
        { weight: 1, arbitrary: rawJson.map((raw): Case => ({ route: name, method, url: url(), body: undefined, raw })) },
      ),
    });
    const launchUrl = () => `/facebook/adlauncher?accountId=${ACCOUNT}`;
    return fc.oneof(
      route('launch (full payload)', 'POST', launchUrl, launchFull, 6),
      route('launch (minimal request)', 'POST', launchUrl, launchMinimal, 4),
      route('template: create', 'POST', () => '/campaign-templates', template, 2),
      route('template: update', 'PUT', () => `/campaign-templates/${ids.template}`, template, 2),
      route('library copy: create', 'POST', () => '/library/copies', copy, 1),
      route('library copy: update', 'PUT', () => `/library/copies/${ids.copy}`, copy, 1),
      route('offer: create', 'POST', () => '/library/offers', offer, 1),
      route('offer: update', 'PUT', () => `/library/offers/${ids.offer}`, offer, 1),
      route(
        'folder: create',
        'POST',
        () => '/library/folders',
        () => ({ name: 'Folder' }),
        1,
      ),
      route(
        'folder: update',
        'PUT',
        () => `/library/folders/${ids.folder}`,
        () => ({ name: 'Folder' }),
        1,
      ),
    );
  };

  const platformLog = async (): Promise<Logged[]> => ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Logged[] }).data;

  async function send(c: Case): Promise<void> {
    await fetch(`${stack.simUrl}/__sim/requests`, { method: 'DELETE' });
    const payload = c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
    const res = await stack.app.inject({
      method: c.method,
      url: c.url,
      headers: { ...bearer(sam), 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    });
    const calls = await platformLog();
    counts.sent += 1;
    counts.byStatus[res.statusCode] = (counts.byStatus[res.statusCode] ?? 0) + 1;
    counts.byRoute[c.route] = (counts.byRoute[c.route] ?? 0) + 1;
    const what = `${c.method} ${c.url} ${payload ?? ''} → ${res.statusCode} ${res.body}`.slice(0, 3000);
    expect(res.statusCode, what).toBeLessThan(500);
    if (res.statusCode !== 200) {
      counts.refused += 1;
      const writes = calls.filter((call) => call.method !== 'GET');
      counts.platformCallsOfRefused += calls.length;
      counts.platformWritesOfRefused += writes.length;
      if (calls.length > 0) counts.refusedWithPlatformCalls += 1;
      expect(writes, what).toEqual([]);
    }
    if (res.statusCode === 400) {
      const answer = res.json();
      expect(answer.success, what).toBe(false);
      const fields = Object.entries(answer.fields ?? {});
      expect(fields.length, what).toBeGreaterThan(0);
      for (const [field, messages] of fields) {
        expect(field.length, what).toBeGreaterThan(0);
        expect(Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string' && m.length > 0), what).toBe(true);
      }
      // Refused before the platform, unless the field is one the platform's answer refuses.
      if (calls.length > 0)
        expect(
          fields.every(([field]) => READ_REFUSALS.includes(field.split('.')[0]!)),
          what,
        ).toBe(true);
    }
  }

  it(
    'never answers 5xx, names a field in every 400 and calls the platform for no refused body',
    async () => {
      await fc.assert(fc.asyncProperty(cases(), send), {
        numRuns: RUNS,
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        endOnFailure: true,
      });
      console.log(`fuzz: ${JSON.stringify(counts, null, 1)}`);
      expect(counts.sent).toBeGreaterThanOrEqual(RUNS);
      expect(counts.platformWritesOfRefused).toBe(0);
      expect(counts.byStatus[429] ?? 0).toBe(0);
    },
    60_000 + RUNS * 200,
  );
});
