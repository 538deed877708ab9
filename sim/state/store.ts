// Created objects: insert with a seeded id and the fields the platform fills in itself.
import { reviewedStatus } from './ad-review';
import type { GraphObject, ObjectType, World } from './world';
import { nextId } from './world';

export function isoNow(offsetHours = 0): string {
  return isoAt(Date.now(), offsetHours);
}

/** `ms` as the platform writes a time (seconds, with an offset): the world's clock for what it stamps (world.clock()). */
export function isoAt(ms: number, offsetHours = 0): string {
  const d = new Date(ms + offsetHours * 3600_000);
  const sign = offsetHours < 0 ? '-' : '+';
  const abs = Math.abs(offsetHours);
  const hh = String(Math.floor(abs)).padStart(2, '0');
  const mm = String(Math.round((abs % 1) * 60)).padStart(2, '0');
  return `${d.toISOString().slice(0, 19)}${sign}${hh}${mm}`;
}

export function insertObject(world: World, type: ObjectType, accountId: string, data: Record<string, unknown>): GraphObject {
  const id = nextId(world);
  const now = isoAt(world.clock());
  const base: Record<string, unknown> = { id, created_time: now, updated_time: now };
  if (accountId) base.account_id = accountId.replace(/^act_/, '');
  const obj: GraphObject = { id, type, accountId, data: { ...base, ...data } };
  world.objects.set(id, obj);
  return obj;
}

export function listObjects(world: World, type: ObjectType, filter: (o: GraphObject) => boolean = () => true): GraphObject[] {
  const out: GraphObject[] = [];
  for (const o of world.objects.values()) if (o.type === type && filter(o)) out.push(o);
  return out;
}

/** Status fields move together: configured_status follows status; effective_status follows the parents. */
export function setStatus(obj: GraphObject, status: string, atMs = Date.now()): void {
  obj.data.status = status;
  obj.data.configured_status = status;
  obj.data.effective_status = status;
  obj.data.updated_time = isoAt(atMs);
}

/**
 * effective_status follows the parents: an ACTIVE ad set in a PAUSED campaign is CAMPAIGN_PAUSED, an ACTIVE ad in
 * a PAUSED ad set ADSET_PAUSED.
 */
function effectiveStatusOf(world: World, o: GraphObject): unknown {
  const base = parentsStatusOf(world, o);
  return o.type === 'ad' ? reviewedStatus(world, o, base) : base;
}

function parentsStatusOf(world: World, o: GraphObject): unknown {
  const own = o.data.status;
  if (own !== 'ACTIVE' || (o.type !== 'adset' && o.type !== 'ad')) return own;
  const statusOf = (id: unknown): unknown => world.objects.get(String(id))?.data.status;
  const campaign = statusOf(o.data.campaign_id);
  const adset = o.type === 'ad' ? statusOf(o.data.adset_id) : 'ACTIVE';
  return campaign !== undefined && campaign !== 'ACTIVE' ? 'CAMPAIGN_PAUSED' : adset !== undefined && adset !== 'ACTIVE' ? 'ADSET_PAUSED' : 'ACTIVE';
}

/** An ad whose review moved on (ad-review.ts). */
export function refreshAdStatus(world: World, ad: GraphObject): void {
  ad.data.effective_status = effectiveStatusOf(world, ad);
}

/** After a status change or a create: the object itself and, for a campaign or ad set, its descendants. */
export function refreshEffectiveStatus(world: World, obj: GraphObject): void {
  obj.data.effective_status = effectiveStatusOf(world, obj);
  if (obj.type !== 'campaign' && obj.type !== 'adset') return;
  const key = obj.type === 'campaign' ? 'campaign_id' : 'adset_id';
  for (const o of world.objects.values()) if (o.data[key] === obj.id) o.data.effective_status = effectiveStatusOf(world, o);
}

/** Every ad set and ad (after seeding or a copy). */
export function recomputeEffectiveStatuses(world: World): void {
  for (const o of world.objects.values()) if (o.type === 'adset' || o.type === 'ad') o.data.effective_status = effectiveStatusOf(world, o);
}
