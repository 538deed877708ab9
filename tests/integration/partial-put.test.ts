import { describe, expect, it } from 'vitest';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { money } from '../../lib/rules/currency';
import { templateFromDraft } from '../../lib/rules/templates';
import { makePng } from '../fixtures/media/make-media';
import { bearer, stackForBlock } from './harness';

// Every partial PUT changes only the fields it sends. For each resource, a one-field PUT is
// sent and the whole object is read back: every other field is as it was.

describe('a partial PUT keeps every field it does not send', () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' }, { queue: 'record' });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await stack.app.inject({ method, url, headers: bearer(tokens.ava), ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const post = async (url: string, body: object) => (await call('POST', url, body)).data;
  /** The object without what a PUT changes by itself (its time of update). */
  const stable = ({ updatedAt: _u, ...rest }: Record<string, unknown>) => rest;
  /** PUTs `change` to `url` and checks that the answer is `before` with that change alone (both seen through `seen`); answers it. */
  const put = async (url: string, before: Record<string, unknown>, change: Record<string, unknown>, seen = stable) => {
    const after = (await call('PUT', url, change)).data;
    expect(seen(after)).toEqual({ ...seen(before), ...change });
    return after;
  };

  /** Creates one at `path`, renames it, then sends `change` alone: each PUT keeps the rest, and the list shows the last. */
  const renameThenChange = async (path: string, body: { name: string; [field: string]: unknown }, change: Record<string, unknown>) => {
    const created = await post(path, body);
    const renamed = await put(`${path}/${created.id}`, created, { name: `${body.name} v2` });
    const changed = await put(`${path}/${created.id}`, renamed, change);
    const listed = (await call('GET', path)).data.find((item: { id: string }) => item.id === created.id);
    expect(stable(listed)).toEqual(stable(changed));
  };

  it('library copies: a rename keeps the texts, the call to action and the variations', () =>
    renameThenChange(
      '/library/copies',
      {
        name: 'Spring copy',
        primaryText: 'Fresh bread every morning',
        headline: 'Bake it',
        description: 'Since 1990',
        callToAction: 'SHOP_NOW',
        variations: [{ primaryText: 'Warm croissants', headline: 'Butter', description: 'Daily' }],
      },
      { callToAction: 'LEARN_MORE' },
    ));

  it('offers: a rename keeps the URL, the display link and the tracking parameters', () =>
    renameThenChange(
      '/library/offers',
      { name: 'Spring sale', url: 'https://shop.example.com/spring', displayLink: 'shop.example.com', trackingUtm: 'utm_source=fb' },
      { url: 'https://shop.example.com/summer' },
    ));

  it('folders: a rename keeps its creatives', async () => {
    const folder = await post('/library/folders', { name: 'Banners' });
    const upload = await stack.app.inject({
      method: 'PUT',
      url: `/library/creatives/upload?name=In%20folder&folderId=${folder.id}`,
      headers: { ...bearer(tokens.ava), 'content-type': 'image/png' },
      payload: makePng(64, 64, 7),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const before = (await call('GET', '/library/folders')).data.find((f: { id: string }) => f.id === folder.id);
    expect(before.creativeCount).toBe(1);
    await put(`/library/folders/${folder.id}`, before, { name: 'Banners 2026' });
  });

  it('creatives: a rename keeps the folder, and a move keeps the name', async () => {
    const folder = await post('/library/folders', { name: 'Moves' });
    const upload = await stack.app.inject({
      method: 'PUT',
      url: `/library/creatives/upload?name=Hero&folderId=${folder.id}`,
      headers: { ...bearer(tokens.ava), 'content-type': 'image/png' },
      payload: makePng(80, 40, 3),
    });
    const created = upload.json().data;
    // Signed URLs carry an expiry of their own: compared without them.
    const same = ({ thumbnailUrl: _t, fileUrl: _f, ...rest }: Record<string, unknown>) => rest;
    const renamed = await put(`/library/creatives/${created.id}`, created, { name: 'Hero 2' }, same);
    await put(`/library/creatives/${created.id}`, renamed, { folderId: null }, same);
  });

  it('templates: a rename keeps every setting, and one setting keeps the rest', async () => {
    const account = { id: 'act_101', name: "Ava's Bakery", currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 };
    const { id: _id, ...fields } = templateFromDraft(
      {
        ...createDefaultDraft(account, new Date()),
        bidStrategy: 'bidCap',
        bidAmount: money(250, 'USD'),
        ageMin: 30,
        interests: [{ id: '6003', name: 'Baking' }],
      },
      'Evergreen',
    );
    const created = await post('/campaign-templates', fields);
    const renamed = await put(`/campaign-templates/${created.id}`, created, { name: 'Evergreen v2' });
    await put(`/campaign-templates/${created.id}`, renamed, { ageMax: 50 });
  });

  it('settings: one setting keeps the others, for the user and for an ad account', async () => {
    for (const scope of ['', '?accountId=act_101']) {
      const full = {
        defaultUseAdvantageCreatives: true,
        advantageCreativeSettings: { image_touchups: true, text_optimizations: false },
        defaultMultiAdvertiserAds: true,
        defaultAdDistribution: 'single',
        defaultPixelId: '500001',
        defaultPageId: '400101',
        defaultInstagramId: '700101',
        defaultLeadFormId: '800101',
        defaultConversionEvent: { id: 'PURCHASE', name: 'Purchase' },
        defaultCampaignNamingConvention: '{{offer_name}}',
        defaultAdSetNamingConvention: '{{age_range}}',
        defaultAdNamingConvention: '{{creative_name}}',
      };
      const before = (await call('PUT', `/facebook/adlauncher/settings${scope}`, full)).data;
      expect(before).toEqual(full);
      const after = (await call('PUT', `/facebook/adlauncher/settings${scope}`, { defaultPixelId: '500002' })).data;
      expect(after).toEqual({ ...full, defaultPixelId: '500002' });
    }
  });
});
