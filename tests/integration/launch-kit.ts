// Helpers of the launch engine's integration tests: launching over HTTP, running the job in the test, and
// reading back what the simulator holds for one launch (by the markers the engine puts on every object).
import { markedItem } from '../../server/launch/markers';
import type { LaunchPayload } from '../../lib/contract/launch';
import { DEFAULT_APP } from '../../sim';
import type { Json } from '../../sim/testing';
import { executeLaunch, type EngineOptions } from '../../server/launch/engine';
import { TransientLaunchError } from '../../server/launch/outcomes';
import type { AppDeps } from '../../server/deps';
import { GraphClient } from '../../server/platform/graph-client';
import { bearer, type Stack } from './harness';

export const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
export const fast: EngineOptions = { backoffMs: () => 20 };

export async function launch(stack: Stack, token: string, payload: LaunchPayload): Promise<string> {
  const res = await stack.app.inject({ method: 'POST', url: `/facebook/adlauncher?accountId=${payload.accountId}`, headers: bearer(token), payload });
  if (res.statusCode !== 200) throw new Error(`launch answered ${res.statusCode}: ${res.body}`);
  return res.json().campaignLaunchId;
}

export async function launchRecord(stack: Stack, token: string, id: string): Promise<Json> {
  return (await stack.app.inject({ method: 'GET', url: `/dashboard/campaign-launches/${id}`, headers: bearer(token) })).json();
}

/** Runs the launch as pg-boss would: again after each transient failure (at most `attempts` times). */
export async function runToEnd(deps: AppDeps, id: string, attempts = 5): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await executeLaunch(deps, id, quiet, fast);
    } catch (error) {
      if (!(error instanceof TransientLaunchError) || attempt >= attempts) throw error;
    }
  }
}

/** The objects of `type` in the simulator that carry this launch's marker (deleted ones included). */
export async function markedObjects(stack: Pick<Stack, 'simUrl'>, type: 'campaign' | 'adset' | 'ad' | 'adcreative', launchId: string): Promise<Json[]> {
  const res = await fetch(`${stack.simUrl}/__sim/objects?type=${type}`);
  const { data } = (await res.json()) as { data: Json[] };
  return data.filter((o) => markedItem(o.adlabels)?.launchId === launchId);
}

export async function addFaults(stack: Stack, faults: object[]): Promise<void> {
  const res = await fetch(`${stack.simUrl}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
  if (!res.ok) throw new Error(`faults answered ${res.status}: ${await res.text()}`);
}

export async function clearFaults(stack: Stack): Promise<void> {
  await fetch(`${stack.simUrl}/__sim/faults`, { method: 'DELETE' });
}

/** Exactly one object per planned item: no duplicate marker, and the counts asked for. */
export async function expectExactly(stack: Pick<Stack, 'simUrl'>, launchId: string, counts: { campaign: number; adset: number; ad: number }): Promise<void> {
  for (const type of ['campaign', 'adset', 'ad'] as const) {
    const objects = await markedObjects(stack, type, launchId);
    const markers = objects.map((o) => markedItem(o.adlabels)!.itemKey);
    if (new Set(markers).size !== markers.length) throw new Error(`Duplicate ${type}s: ${markers.join(', ')}`);
    if (objects.length !== counts[type]) throw new Error(`Expected ${counts[type]} ${type}s, found ${objects.length}`);
  }
}

/** `n` ads with the account's images, in turn. */
export function adsOf(stack: Pick<Stack, 'fx'>, accountId: string, n: number): Array<{ imageId: string }> {
  const images = stack.fx.adImages.filter((i) => i.adAccountId === accountId);
  return Array.from({ length: n }, (_, i) => ({ imageId: images[i % images.length]!.hash }));
}

/** The death of a process, as dyingGraph stages it. */
export class Killed extends Error {}

/** A client whose process "dies" at call `killAt`: that call's write runs, its answer and all later ones are lost. */
export function dyingGraph(simUrl: string, killAt: number): GraphClient {
  let calls = 0;
  const dying: typeof fetch = async (input, init) => {
    // A dead process sends nothing more (requests already on the wire still reach the platform).
    if (calls >= killAt) throw new Killed('killed');
    calls += 1;
    const res = await fetch(input, init);
    if (calls < killAt) return res;
    // Thrown from reading the body, so it escapes the client as a crash would, not as a network error.
    return { ok: res.ok, status: res.status, headers: res.headers, text: () => Promise.reject(new Killed('killed')) } as Response;
  };
  return new GraphClient({ baseUrl: simUrl, version: 'v25.0', appSecret: DEFAULT_APP.secret, fetch: dying });
}
