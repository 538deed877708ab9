import { isRendererUrl } from '../../lib/contract/ad-previews';
import type { AppDeps } from '../deps';
import { encodeParams, GraphError, type GraphParams } from './graph-client';

// The platform's previews of creative specs (GET act_{id}/generatepreviews, sim/README.md#ad-previews), all of one
// review in one batch (each operation counts as a call). The platform answers an iframe to its own renderer; only a
// frame on the renderer's configured origin (PLATFORM_PREVIEW_BASE) and its path (PREVIEW_RENDERER_PATH) is taken, as
// its address and size: the side panel draws its own iframe, never the platform's markup.

export interface PreviewRequest {
  /** The platform's ad_format (MOBILE_FEED_STANDARD, INSTAGRAM_STORY, …). */
  adFormat: string;
  /** The creative spec, exactly as the launch sends it. */
  creative: GraphParams;
}

export type PreviewFrame = { kind: 'frame'; src: string; width: number; height: number } | { kind: 'refused'; error: GraphError };

/** At most one batch: the review's previews are bounded well below it (docs/limits.md#ad-previews). */
const MAX_PREVIEWS = 50;

/** `<iframe src="…" width="…" height="…" …>`: its address (entities decoded) and size, or null. */
export function frameOf(body: unknown, rendererOrigin: string): { src: string; width: number; height: number } | null {
  if (typeof body !== 'string') return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(body)?.[1];
  const raw = /^\s*<iframe\s/i.test(body) ? attr('src') : undefined;
  const src = raw?.replace(/&amp;/g, '&');
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (!src || !isRendererUrl(src) || new URL(src).origin !== rendererOrigin) return null;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0 || width > 2000 || height > 4000) return null;
  return { src, width, height };
}

export async function generatePreviews(deps: AppDeps, accessToken: string, accountId: string, requests: PreviewRequest[]): Promise<PreviewFrame[]> {
  if (requests.length > MAX_PREVIEWS) throw new Error(`At most ${MAX_PREVIEWS} previews at once`);
  const answers = await deps.graph.batch<{ data?: Array<{ body?: unknown }> }>(
    requests.map((r) => ({
      method: 'GET' as const,
      relativeUrl: `${accountId}/generatepreviews?${encodeParams({ ad_format: r.adFormat, creative: r.creative })}`,
    })),
    accessToken,
  );
  return answers.map((answer): PreviewFrame => {
    if (!answer.ok) return { kind: 'refused', error: answer.error };
    const frame = frameOf(answer.body.data?.[0]?.body, deps.config.platformPreviewBase);
    if (frame) return { kind: 'frame', ...frame };
    return {
      kind: 'refused',
      error: new GraphError({ status: 502, message: 'The platform answered a preview that is not a frame of its renderer', raw: answer.body, transient: true }),
    };
  });
}

/** An ad set's targeting as the platform has it, the fields that say where it runs. */
export type PlacementTargeting = { publisher_platforms?: string[]; facebook_positions?: string[]; instagram_positions?: string[] };

/** The targeting of existing ad sets a launch's ads go into (their ownership was checked when it was planned). */
export async function readAdSetTargetings(deps: AppDeps, accessToken: string, adSetIds: string[]): Promise<Array<PlacementTargeting | undefined>> {
  const adSets = await Promise.all(adSetIds.map((id) => deps.graph.get<{ targeting?: PlacementTargeting }>(id, accessToken, { fields: 'targeting' })));
  return adSets.map((a) => a.targeting);
}
