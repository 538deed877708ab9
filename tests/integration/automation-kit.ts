// Helpers of the automations' integration tests: automations made and launches run through the API, the platform
// rules the simulator holds for a launch (by the marker in their names), delivery told to the simulator, and a run of
// the rules as the platform's schedule would.
import { markedItem } from '../../server/launch/markers';
import type { LaunchPayload } from '../../lib/contract/launch';
import type { Json } from '../../sim/testing';
import { bearer, demoPayload, type Stack } from './harness';
import { adsOf, launch, markedObjects, runToEnd } from './launch-kit';

/** A rule of an automation: pause when cost per result is over $40.00 over the last 3 days, unless changed. */
export const rule = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  metric: 'cpa',
  operator: 'gt',
  value: 4000,
  window: 'last_3_days',
  action: 'pause',
  ...over,
});

export async function makeAutomation(stack: Stack, token: string, body: Record<string, unknown>): Promise<string> {
  const res = await stack.app.inject({
    method: 'POST',
    url: '/automations',
    headers: bearer(token),
    payload: { name: 'Automation', failureBehaviour: 'NONE', currency: 'USD', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`POST /automations answered ${res.statusCode}: ${res.body}`);
  return res.json().data.automationId;
}

export interface Launched {
  launchId: string;
  status: string;
  adSetIds: string[];
  campaignId: string;
}

/** A launch of `ads` ads (one ad set each) with these automations, run to its end as its job would. */
export async function launchWith(
  stack: Stack,
  token: string,
  accountId: string,
  automationIds: string[],
  options: { ads?: number; payload?: Partial<LaunchPayload> } = {},
): Promise<Launched> {
  const payload = demoPayload(stack.fx, accountId, {
    automationIds,
    ads: adsOf(stack, accountId, options.ads ?? 1),
    useSingleAdset: false,
    ...options.payload,
  });
  const launchId = await launch(stack, token, payload);
  // Run here rather than by the queue the launch went on.
  stack.queued.splice(stack.queued.indexOf(launchId), 1);
  const status = await runToEnd(stack.deps, launchId).catch((e: unknown) => `threw: ${String(e)}`);
  const objects = await simObjects(stack);
  const marked = (type: string) => objects.filter((o) => o.type === type && markedItem(o.adlabels)?.launchId === launchId).map((o) => o.id);
  return { launchId, status, adSetIds: marked('adset').sort(), campaignId: marked('campaign')[0] };
}

async function simObjects(stack: Pick<Stack, 'simUrl'>, type?: string): Promise<Json[]> {
  const res = await fetch(`${stack.simUrl}/__sim/objects${type ? `?type=${type}` : ''}`);
  return ((await res.json()) as { data: Json[] }).data;
}

export async function simObject(stack: Pick<Stack, 'simUrl'>, id: string): Promise<Json> {
  return (await simObjects(stack)).find((o) => o.id === id);
}

/** The platform rules made for a launch (deleted ones included), oldest first. */
export async function rulesOf(stack: Pick<Stack, 'simUrl'>, launchId: string): Promise<Json[]> {
  return (await simObjects(stack, 'adrule')).filter((r) => String(r.name).includes(`salvo:${launchId}:`));
}

/** A filter of a rule's evaluation spec by its field. */
export const filterOf = (platformRule: Json, field: string): Json => platformRule.evaluation_spec.filters.find((f: Json) => f.field === field);

export async function tellInsights(stack: Pick<Stack, 'simUrl'>, objectId: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${stack.simUrl}/__sim/insights/${objectId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`insights answered ${res.status}: ${await res.text()}`);
}

/** Every enabled rule of the account runs once, as the platform's schedule would. */
export async function runPlatformRules(stack: Pick<Stack, 'simUrl'>, accountId: string): Promise<void> {
  await fetch(`${stack.simUrl}/__sim/rules/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accountId }) });
}

/** GET /automations/launch-rules for these launches. */
export async function launchRules(stack: Stack, token: string, launchIds: string[]): Promise<Json[]> {
  const res = await stack.app.inject({ method: 'GET', url: `/automations/launch-rules?launchIds=${launchIds.join(',')}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`launch-rules answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** Runs the jobs the API queued (an automation changed, Set up again), as pg-boss would. */
export async function runQueued(stack: Stack): Promise<void> {
  const ids = stack.queued.splice(0);
  for (const id of new Set(ids)) await runToEnd(stack.deps, id);
}

/**
 * A launch's ad sets (or ads) over time, from the simulator's log of writes in order: the status each was created
 * with, the positions where one was turned on, and where the launch's first rule was made (-1: none).
 */
export async function statusTimeline(stack: Pick<Stack, 'simUrl'>, launchId: string, kind: 'adset' | 'ad') {
  const log = ((await (await fetch(`${stack.simUrl}/__sim/requests`)).json()) as { data: Json[] }).data;
  const writes = log.filter((r) => r.method === 'POST' && r.status === 200 && r.path !== '/');
  const marker = `salvo:${launchId}:`;
  const ids = new Set((await markedObjects(stack, kind, launchId)).map((o) => o.id));
  return {
    firstRule: writes.findIndex((w) => w.path.endsWith('/adrules_library') && String(w.params.name).includes(marker)),
    createdWith: writes.filter((w) => w.path.endsWith(`/${kind}s`) && String(w.params.adlabels).includes(`"salvo:${launchId}"`)).map((w) => w.params.status),
    turnedOn: writes.flatMap((w, i) => (ids.has(w.path.slice(1)) && w.params.status === 'ACTIVE' ? [i] : [])),
  };
}
