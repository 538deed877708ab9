import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { templateFromDraft } from '../../lib/rules/templates';
import { bearer, demoPayload, signIn, startStack, type Stack } from '../integration/harness';
import { Fuzz, fuzzTimeout, jsonCases, RUNS, UNLIMITED, type Case } from './fuzz-kit';

// Generated and mutated launch payloads, template bodies and library bodies (tests/fuzz/fuzz-kit.ts says what holds
// for each). A launch may be refused after the platform was read only at the fields the platform's answer decides.

const ACCOUNT = 'act_201';
/** The fields a launch is refused at after the platform was read (ownership, legacy Instagram, stock, import, a Page that is not one). */
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
  'facebookPageId',
  'ads',
];

describe(`the API under ${RUNS} generated and mutated launch, template and library bodies`, () => {
  let stack: Stack;
  let sam: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startStack({ queue: 'record', env: UNLIMITED });
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
    const auth = () => bearer(sam);
    const route = (name: string, method: Case['method'], url: () => string, valid: () => Record<string, unknown>, weight: number) => ({
      weight,
      arbitrary: jsonCases(name, method, url, valid, auth()),
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

  it(
    'never answers 5xx, names a field in every 400 and calls the platform for no refused body',
    async () => {
      const fuzz = new Fuzz(stack, (route) => (route.startsWith('launch') ? { fields: READ_REFUSALS } : {}));
      // What a create made goes again, so that the cap of what a user keeps is never what refuses a body.
      await fuzz.run('launch, template and library bodies', cases(), async (c, res) => {
        if (c.method === 'POST' && res.statusCode === 200 && !c.url.startsWith('/facebook/')) {
          await stack.app.inject({ method: 'DELETE', url: `${c.url.replace(/\/$/, '')}/${res.json().data.id}`, headers: bearer(sam) });
        }
      });
    },
    fuzzTimeout,
  );
});
