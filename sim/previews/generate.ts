// GET act_{id}/generatepreviews (sim/README.md#ad-previews): the preview of a creative spec in one ad_format, answered
// as the platform does, `{data: [{body: "<iframe …>"}]}`, the iframe pointing at the renderer (render.ts) on the
// platform's web origin. The creative is checked as POST act_{id}/adcreatives checks it (its parameters, nested keys
// and business rules), so a spec the platform would refuse is refused here with the same error, and nothing is made.
import { createHash } from 'node:crypto';
import type { Runtime } from '../runtime';
import type { SimAdAccount } from '../state/world';
import { invalidParam } from '../graph/errors';
import { asRecord } from '../graph/rules/types';
import { validateParams } from '../graph/validate';
import { createObject } from '../graph/writes';
import { frameSize } from './formats';
import { GENERATE_PREVIEWS_ENUMS, GENERATE_PREVIEWS_PARAMS } from './params';

/** A preview the renderer can show: what was asked, checked. */
export interface StoredPreview {
  accountId: string;
  adFormat: string;
  /** The creative spec as validated (JSON strings parsed). */
  creative: Record<string, unknown>;
}

/** Previews kept per simulator, newest last; an older one's link answers "expired" (UNVERIFIED: how long the platform's last). */
const MAX_PREVIEWS = 1000;
const kept = new WeakMap<Runtime, { previews: Map<string, StoredPreview>; made: number }>();

function keptBy(rt: Runtime): { previews: Map<string, StoredPreview>; made: number } {
  const state = kept.get(rt) ?? { previews: new Map<string, StoredPreview>(), made: 0 };
  kept.set(rt, state);
  return state;
}

export function storedPreview(rt: Runtime, id: string): StoredPreview | undefined {
  return kept.get(rt)?.previews.get(id);
}

/** Where the platform's renderer is: its web origin as browsers reach it (SIM_WEB_BASE), else the simulator's own. */
const webBaseOf = (rt: Runtime): string => rt.options.webBase ?? rt.baseUrl;

export function generatePreviews(rt: Runtime, account: SimAdAccount, params: Record<string, unknown>): { data: Array<{ body: string }> } {
  const values = validateParams(GENERATE_PREVIEWS_PARAMS, params);
  for (const [name, spec] of Object.entries(GENERATE_PREVIEWS_PARAMS)) {
    const allowed = GENERATE_PREVIEWS_ENUMS[spec.type];
    const value = values[name];
    if (allowed && value !== undefined && !allowed.includes(String(value))) {
      throw invalidParam(`(#100) Param ${name} must be one of {${allowed.join(', ')}}`, {
        userTitle: 'Invalid parameter value',
        userMsg: `Param ${name} must be one of {${allowed.join(', ')}}`,
      });
    }
  }
  const creative = asRecord(values.creative) ?? {};
  // Checked as the creative would be made; validate_only makes nothing (UNVERIFIED: that the renderer refuses
  // exactly what adcreatives refuses).
  createObject(rt.world, account, 'adcreatives', { ...creative, execution_options: ['validate_only'] });

  const adFormat = String(values.ad_format);
  const state = keptBy(rt);
  state.made += 1;
  // The same seed gives the same links, as it gives the same ids.
  const id = createHash('sha256').update(`${rt.options.seed}:${state.made}:${account.id}:${adFormat}`).digest('base64url').slice(0, 32);
  state.previews.set(id, { accountId: account.id, adFormat, creative });
  if (state.previews.size > MAX_PREVIEWS) state.previews.delete(state.previews.keys().next().value as string);

  const { width, height } = frameSize(adFormat);
  const src = `${webBaseOf(rt)}/ads/api/preview_iframe.php?d=${id}&amp;t=${id.slice(0, 12)}`;
  return { data: [{ body: `<iframe src="${src}" width="${width}" height="${height}" scrolling="yes" style="border: none;"></iframe>` }] };
}
