import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esc } from '../oauth/html';
import type { Harness } from '../testing';
import { startSim } from '../testing';

let h: Harness;
beforeAll(async () => {
  h = await startSim({ webBase: 'http://platform-web.test/', videoReadyDelayMs: 600_000 });
});
afterAll(async () => {
  await h.sim.close();
});

/** A small PNG (its header is enough for the simulator's width and height). */
function png(width: number, height: number): Buffer {
  const b = Buffer.alloc(40);
  b.writeUInt32BE(0x89504e47, 0);
  b.writeUInt32BE(0x0d0a1a0a, 4);
  b.write('IHDR', 12);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

const pageOf = (account: string) => h.fx.pages.find((p) => p.adAccountIds.includes(account))!;

/** A link ad's creative spec as Salvo's planner sends it (server/launch/plan-params.ts creativeParams). */
function creative(hash: string, change: Record<string, unknown> = {}) {
  return {
    name: 'Spring ad 1',
    object_story_spec: {
      page_id: pageOf('act_101').id,
      link_data: {
        link: 'https://shop.example.com/spring',
        image_hash: hash,
        message: 'Fresh bread <every> morning',
        name: 'Spring loaves',
        description: 'Baked at dawn',
        call_to_action: { type: 'SHOP_NOW', value: { link: 'https://shop.example.com/spring' } },
      },
      ...change,
    },
    // Each Advantage+ creative feature on its own: the standard enhancements bundle is gone in v25.
    degrees_of_freedom_spec: { creative_features_spec: { image_touchups: { enroll_status: 'OPT_OUT' }, text_optimizations: { enroll_status: 'OPT_OUT' } } },
    contextual_multi_ads: { enroll_status: 'OPT_OUT' },
  };
}

/** The iframe of an answer's body: its address (entities decoded) and size. */
function iframeOf(body: string) {
  const match = /^<iframe src="([^"]+)" width="(\d+)" height="(\d+)" scrolling="yes" style="border: none;"><\/iframe>$/.exec(body);
  expect(match, body).not.toBeNull();
  return { src: match![1]!.replace(/&amp;/g, '&'), width: Number(match![2]), height: Number(match![3]) };
}

async function uploaded(width: number, height: number): Promise<{ hash: string; bytes: Buffer }> {
  const bytes = png(width, height);
  const res = await h.post('act_101/adimages', { bytes: bytes.toString('base64') });
  expect(res.status).toBe(200);
  return { hash: createHash('md5').update(bytes).digest('hex'), bytes };
}

describe('GET act_{id}/generatepreviews', () => {
  it('answers an iframe to the renderer on the web origin, which draws the ad in its format', async () => {
    const { hash, bytes } = await uploaded(600, 400);
    const res = await h.get('act_101/generatepreviews', { ad_format: 'MOBILE_FEED_STANDARD', creative: JSON.stringify(creative(hash)) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data).toHaveLength(1);
    expect(Object.keys(res.body.data[0])).toEqual(['body']);
    const frame = iframeOf(res.body.data[0].body);
    expect(frame.src).toMatch(/^http:\/\/platform-web\.test\/ads\/api\/preview_iframe\.php\?d=[\w-]+&t=[\w-]+$/);
    expect([frame.width, frame.height]).toEqual([320, 560]);

    const page = await fetch(`${h.url}${new URL(frame.src).pathname}${new URL(frame.src).search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBeNull();
    const html = await page.text();
    expect(html).toContain(`<strong>${esc(pageOf('act_101').name)}</strong><small>Sponsored</small>`);
    expect(html).toContain('Fresh bread &lt;every&gt; morning');
    expect(html).toContain('<strong>Spring loaves</strong>');
    expect(html).toContain('Baked at dawn');
    expect(html).toContain('<small>SHOP.EXAMPLE.COM</small>');
    expect(html).toContain('<span class="cta">Shop now</span>');
    // The very image the ad uses, in its own proportions.
    expect(html).toContain(`src="data:image/png;base64,${bytes.toString('base64')}"`);
    expect(html).toContain('aspect-ratio:600 / 400');
    expect(html).toContain('class="feed"');
  });

  it('draws stories and reels full screen, with the Instagram account in Instagram formats', async () => {
    const { hash } = await uploaded(1080, 1920);
    const ig = h.fx.instagramAccounts.find((i) => i.kind === 'business' && i.adAccountIds.includes('act_101'))!;
    const res = await h.get('act_101/generatepreviews', {
      ad_format: 'INSTAGRAM_STORY',
      creative: JSON.stringify(creative(hash, { instagram_user_id: ig.id })),
    });
    const frame = iframeOf(res.body.data[0].body);
    expect([frame.width, frame.height]).toEqual([320, 568]);
    const html = await (await fetch(`${h.url}/ads/api/preview_iframe.php${new URL(frame.src).search}`)).text();
    expect(html).toContain('class="fullscreen"');
    expect(html).toContain(`<strong>${esc(ig.username)}</strong>`);
    expect(html).toContain('<span class="cta">Shop now</span>');
  });

  it('shows a video ad with its poster or in its place, and its title as the headline', async () => {
    const video = await h.post('act_101/advideos', { file_url: 'https://example.com/v.mp4', title: 'Dawn bake' });
    const spec = creative('', {
      link_data: undefined,
      video_data: {
        video_id: video.body.id,
        image_url: 'https://example.com/poster.jpg',
        message: 'Watch us bake',
        title: 'Dawn bake',
        call_to_action: { type: 'LEARN_MORE', value: { link: 'https://shop.example.com' } },
      },
    });
    // A video is ready a while after its upload: until then the platform refuses it.
    const early = await h.get('act_101/generatepreviews', { ad_format: 'FACEBOOK_REELS_MOBILE', creative: JSON.stringify(spec) });
    expect(early.status).toBe(400);
    expect(early.body.error.error_user_title).toBe('Video not ready');
    await fetch(`${h.url}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 600_000 }) });
    const res = await h.get('act_101/generatepreviews', { ad_format: 'FACEBOOK_REELS_MOBILE', creative: JSON.stringify(spec) });
    expect(res.status).toBe(200);
    const html = await (await fetch(`${h.url}/ads/api/preview_iframe.php${new URL(iframeOf(res.body.data[0].body).src).search}`)).text();
    expect(html).toContain('src="https://example.com/poster.jpg"');
    expect(html).toContain('Watch us bake');
    expect(html).toContain('<span class="cta">Learn more</span>');
  });

  it('refuses what the platform refuses: a missing or unknown ad_format, a missing creative, an unknown parameter, and a creative it would not make', async () => {
    const { hash } = await uploaded(100, 100);
    const spec = JSON.stringify(creative(hash));
    const noFormat = await h.get('act_101/generatepreviews', { creative: spec });
    expect(noFormat.status).toBe(400);
    expect(noFormat.body.error).toMatchObject({ code: 100, message: '(#100) The parameter ad_format is required', type: 'OAuthException' });
    const badFormat = await h.get('act_101/generatepreviews', { ad_format: 'MOBILE_FEED', creative: spec });
    expect(badFormat.body.error.code).toBe(100);
    expect(badFormat.body.error.message).toMatch(/^\(#100\) Param ad_format must be one of \{AUDIENCE_NETWORK_INSTREAM_VIDEO, .*MOBILE_FEED_STANDARD.*\}$/);
    const noCreative = await h.get('act_101/generatepreviews', { ad_format: 'MOBILE_FEED_STANDARD' });
    expect(noCreative.body.error.message).toBe('(#100) The parameter creative is required');
    const unknown = await h.get('act_101/generatepreviews', { ad_format: 'MOBILE_FEED_STANDARD', creative: spec, colour: 'red' });
    expect(unknown.body.error.error_user_msg).toBe('The parameter colour is not supported by this call.');
    const notObject = await h.get('act_101/generatepreviews', { ad_format: 'MOBILE_FEED_STANDARD', creative: 'a poster' });
    expect(notObject.body.error.message).toBe('(#100) Param creative must be a JSON object.');

    // The creative's own rules: an image of another account, a personal Instagram account, an unknown key.
    const otherImage = h.fx.adImages.find((i) => i.adAccountId === 'act_201')!.hash;
    const foreign = await h.get('act_101/generatepreviews', { ad_format: 'MOBILE_FEED_STANDARD', creative: JSON.stringify(creative(otherImage)) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.error_user_title).toBe('Image not found');
    const personal = h.fx.instagramAccounts.find((i) => i.kind === 'personal' && i.adAccountIds.includes('act_101'))!;
    const refused = await h.get('act_101/generatepreviews', {
      ad_format: 'INSTAGRAM_STANDARD',
      creative: JSON.stringify(creative(hash, { instagram_user_id: personal.id })),
    });
    expect(refused.body.error.error_user_msg).toBe(
      `The Instagram account @${personal.username} is a personal account; switch it to a professional account to run ads.`,
    );
    const badKey = await h.get('act_101/generatepreviews', { ad_format: 'MOBILE_FEED_STANDARD', creative: JSON.stringify(creative(hash, { colour: 'red' })) });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.code).toBe(100);
  });

  it("makes nothing, and is another user's account's only for its own users", async () => {
    const { hash } = await uploaded(120, 100);
    const before = (await h.get('act_101/adcreatives', { fields: 'id' })).body.data.length;
    await h.get('act_101/generatepreviews', { ad_format: 'MOBILE_FEED_STANDARD', creative: JSON.stringify(creative(hash)) });
    expect((await h.get('act_101/adcreatives', { fields: 'id' })).body.data.length).toBe(before);
    const stranger = await h.get(
      'act_101/generatepreviews',
      { ad_format: 'MOBILE_FEED_STANDARD', creative: JSON.stringify(creative(hash)) },
      h.agency.accessToken,
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.code).toBe(100);
  });

  it('says an unknown preview has expired, and draws no script', async () => {
    const missing = await fetch(`${h.url}/ads/api/preview_iframe.php?d=nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('This preview has expired.');
    const { hash } = await uploaded(90, 90);
    const res = await h.get('act_101/generatepreviews', {
      ad_format: 'MOBILE_FEED_STANDARD',
      creative: JSON.stringify(creative(hash, { link_data: { link: 'https://a.example.com', image_hash: hash, message: '<script>alert(1)</script>' } })),
    });
    const html = await (await fetch(`${h.url}/ads/api/preview_iframe.php${new URL(iframeOf(res.body.data[0].body).src).search}`)).text();
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('works inside a batch, as Salvo sends it', async () => {
    const { hash } = await uploaded(80, 80);
    const relative = (format: string) => `act_101/generatepreviews?${new URLSearchParams({ ad_format: format, creative: JSON.stringify(creative(hash)) })}`;
    const res = await h.post('', {
      batch: JSON.stringify([
        { method: 'GET', relative_url: relative('MOBILE_FEED_STANDARD') },
        { method: 'GET', relative_url: relative('NOT_A_FORMAT') },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body[0].code).toBe(200);
    expect(iframeOf(JSON.parse(res.body[0].body).data[0].body).height).toBe(560);
    expect(res.body[1].code).toBe(400);
    expect(JSON.parse(res.body[1].body).error.code).toBe(100);
  });
});
