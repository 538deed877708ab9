// The renderer the previews' iframes point at: GET /ads/api/preview_iframe.php?d= (the platform's path) answers the ad
// as the platform draws it in its ad_format, an HTML page of the Page or Instagram account, "Sponsored", the primary
// text, the image (or the video's poster), the headline, the description and the call to action. Plain HTML and CSS,
// no script; everything from the spec is escaped.
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime';
import type { World } from '../state/world';
import { esc } from '../oauth/html';
import { asRecord } from '../graph/rules/types';
import { storedPreview, type StoredPreview } from './generate';
import { imageDataUrl } from './image-bytes';
import { frameSize, isInstagram, layoutOf } from './formats';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** SHOP_NOW → "Shop now"; NO_BUTTON → none. */
function callToActionLabel(type: unknown): string {
  const t = text(type);
  if (!t || t === 'NO_BUTTON') return '';
  const words = t.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the ad says and shows, from object_story_spec's link_data or video_data. */
function adOf(world: World, p: StoredPreview) {
  const story = asRecord(p.creative.object_story_spec) ?? {};
  const link = asRecord(story.link_data);
  const video = asRecord(story.video_data);
  const data = link ?? video ?? {};
  const page = world.pages.find((pg) => pg.id === text(story.page_id));
  const instagram = world.instagramAccounts.find((i) => i.id === text(story.instagram_user_id));
  const hash = text(data.image_hash);
  const image = hash ? world.adImages.find((i) => i.hash === hash && i.adAccountId === p.accountId) : undefined;
  const videoObject = video ? world.objects.get(text(video.video_id)) : undefined;
  return {
    // Instagram shows the account chosen, else the Page's name (the platform's Page-backed account: UNVERIFIED).
    author: isInstagram(p.adFormat) ? (instagram?.username ?? page?.name ?? '') : (page?.name ?? ''),
    message: text(data.message),
    headline: text(link ? link.name : video?.title),
    description: text(link ? link.description : video?.link_description),
    caption: text(link?.caption) || hostOf(text(link?.link ?? asRecord(asRecord(data.call_to_action)?.value)?.link)),
    callToAction: callToActionLabel(asRecord(data.call_to_action)?.type),
    media: {
      src: (hash ? imageDataUrl(world, hash) : undefined) ?? (text(video?.image_url) || undefined),
      name: image?.name ?? (videoObject ? text(videoObject.data.title) : hash),
      ratio: image && image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : '1 / 1',
      video: video !== undefined,
    },
  };
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '').toUpperCase() : '';
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:14px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21;background:#fff}
header{display:flex;gap:8px;align-items:center;padding:10px 12px}.avatar{width:32px;height:32px;border-radius:50%;background:#1877f2;flex:none}
header strong{display:block;font-size:14px}header small{color:#65676b;font-size:12px}.message{margin:0;padding:0 12px 10px;white-space:pre-wrap;overflow-wrap:anywhere}
.media{position:relative;background:#e4e6eb;display:flex;align-items:center;justify-content:center;overflow:hidden}.media img{width:100%;height:100%;object-fit:cover;display:block}
.placeholder{color:#4b4f56;font-size:12px;padding:8px;text-align:center;overflow-wrap:anywhere}.play{position:absolute;width:48px;height:48px;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;display:flex;align-items:center;justify-content:center;font-size:20px}
.link{display:flex;gap:8px;align-items:center;justify-content:space-between;padding:10px 12px;background:#f0f2f5}.link small{display:block;color:#65676b;font-size:11px}
.link strong{display:block}.link span.description{display:block;color:#65676b;font-size:12px}.cta{flex:none;padding:7px 12px;border-radius:6px;background:#e4e6eb;font-weight:600;font-size:13px;white-space:nowrap}
body.fullscreen{background:#000;color:#fff}.fullscreen .media{position:absolute;inset:0;background:#1c1e21}.fullscreen .placeholder{color:#e4e6eb}.fullscreen header{position:absolute;top:0;left:0;right:0;background:linear-gradient(rgba(0,0,0,.5),transparent)}
.fullscreen header small{color:#ddd}.fullscreen .bottom{position:absolute;bottom:0;left:0;right:0;padding:12px;background:linear-gradient(transparent,rgba(0,0,0,.7))}
.fullscreen .message{padding:0 0 8px}.fullscreen .cta{display:block;text-align:center;background:#fff;color:#1c1e21}`;

/** The page of one preview: a feed post, or a full-screen story or reel. */
function renderPreview(world: World, p: StoredPreview): string {
  const ad = adOf(world, p);
  const { width, height } = frameSize(p.adFormat);
  const media = ad.media.src
    ? `<img src="${esc(ad.media.src)}" alt="${esc(ad.media.name)}">${ad.media.video ? '<span class="play" aria-hidden="true">▶</span>' : ''}`
    : `<span class="placeholder">${ad.media.video ? 'Video' : 'Image'} ${esc(ad.media.name)}</span>${ad.media.video ? '<span class="play" aria-hidden="true">▶</span>' : ''}`;
  const header = `<header><span class="avatar" aria-hidden="true"></span><div><strong>${esc(ad.author)}</strong><small>Sponsored</small></div></header>`;
  const message = ad.message ? `<p class="message">${esc(ad.message)}</p>` : '';
  const cta = ad.callToAction ? `<span class="cta">${esc(ad.callToAction)}</span>` : '';
  const fullscreen = layoutOf(p.adFormat) === 'fullscreen';
  const body = fullscreen
    ? `<div class="media">${media}</div>${header}<div class="bottom">${message}${cta}</div>`
    : `${header}${message}<div class="media" style="aspect-ratio:${ad.media.ratio}">${media}</div>` +
      `<div class="link"><div>${ad.caption ? `<small>${esc(ad.caption)}</small>` : ''}${ad.headline ? `<strong>${esc(ad.headline)}</strong>` : ''}` +
      `${ad.description ? `<span class="description">${esc(ad.description)}</span>` : ''}</div>${cta}</div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ad preview: ${esc(p.adFormat)}</title>
<meta name="viewport" content="width=${width}"><style>${STYLE}body{width:${width}px;min-height:${height}px;position:relative}</style></head>
<body class="${fullscreen ? 'fullscreen' : 'feed'}" data-ad-format="${esc(p.adFormat)}"><main aria-label="Sponsored ad">${body}</main></body></html>`;
}

export function previewRendererRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/ads/api/preview_iframe.php', async (req, reply) => {
    const d = (req.query as Record<string, unknown>).d;
    const preview = typeof d === 'string' ? storedPreview(rt, d) : undefined;
    // No script, images inline or https only, and framable by any page (the platform's previews are embedded).
    reply.header('content-security-policy', "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'");
    reply.type('text/html; charset=utf-8');
    if (!preview)
      return reply
        .code(404)
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ad preview</title></head><body><p>This preview has expired.</p></body></html>',
        );
    return renderPreview(rt.world, preview);
  });
}
