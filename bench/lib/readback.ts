import type { Database } from '../../server/db/database';
import { markedItem, markerOf } from '../../server/launch/markers';
import { simGet } from './processes';

// What the launches left on the platform, read back from the simulator and checked against Salvo's ledger:
// every object a launch created carries its launch's marker (its labels spell the launch and item:
// server/launch/markers.ts), no marker is on two
// objects, every marked object is in the launch's ledger (none the launch does not know of: an orphan), and
// each launch made what it planned.

type ObjectType = 'campaign' | 'adset' | 'ad';
const TYPES: ObjectType[] = ['campaign', 'adset', 'ad'];

interface SimObject {
  id: string;
  accountId: string;
  adlabels?: Array<{ name?: string }> | string;
}

async function objectsOf(simUrl: string, type: ObjectType, accounts: string[]): Promise<SimObject[]> {
  const lists = await Promise.all(accounts.map((a) => simGet<{ data: SimObject[] }>(simUrl, `objects?type=${type}&accountId=${a}`)));
  return lists.flatMap((l) => l.data);
}

/** The ids of every object of the accounts now: what a run did not create. */
export async function snapshotIds(simUrl: string, accounts: string[]): Promise<Set<string>> {
  const all = await Promise.all(TYPES.map((t) => objectsOf(simUrl, t, accounts)));
  return new Set(all.flat().map((o) => o.id));
}

/** The marker (`salvo:<launch>:<item>`) the object's labels spell, if any. */
const markerOfObject = (o: SimObject): string | undefined => {
  const item = markedItem(typeof o.adlabels === 'string' ? JSON.parse(o.adlabels) : o.adlabels);
  return item ? markerOf(item.launchId, item.itemKey) : undefined;
};

export interface Readback {
  created: Record<ObjectType, number>;
  /** Objects created without the marker of one of the launches. */
  unmarked: string[];
  /** Markers found on more than one object (of one type). */
  duplicates: string[];
  /** Marked objects the launch's ledger does not hold. */
  orphans: string[];
  /** Ledger entries with no such object on the platform. */
  missing: string[];
  /** Per launch, what it made of each type. */
  madeByLaunch: Map<string, Record<ObjectType, number>>;
}

export async function readBack(simUrl: string, database: Database, accounts: string[], launchIds: string[], before: Set<string>): Promise<Readback> {
  const ours = new Set(launchIds);
  const ledger = await database.query<{ kind: string; platform_id: string }>('SELECT kind, platform_id FROM launch_objects WHERE launch_id = ANY($1)', [
    launchIds,
  ]);
  const ledgerIds = new Set(ledger.map((r) => r.platform_id));
  const result: Readback = { created: { campaign: 0, adset: 0, ad: 0 }, unmarked: [], duplicates: [], orphans: [], missing: [], madeByLaunch: new Map() };
  const seen = new Set<string>();
  for (const type of TYPES) {
    const created = (await objectsOf(simUrl, type, accounts)).filter((o) => !before.has(o.id));
    result.created[type] = created.length;
    const byMarker = new Map<string, string[]>();
    for (const o of created) {
      seen.add(o.id);
      const marker = markerOfObject(o);
      if (!marker || !ours.has(marker.split(':')[1] ?? '')) {
        result.unmarked.push(`${type} ${o.id}`);
        continue;
      }
      byMarker.set(marker, [...(byMarker.get(marker) ?? []), o.id]);
      if (!ledgerIds.has(o.id)) result.orphans.push(`${type} ${o.id} (${marker})`);
      const launchId = marker.split(':')[1]!;
      const made = result.madeByLaunch.get(launchId) ?? { campaign: 0, adset: 0, ad: 0 };
      made[type] += 1;
      result.madeByLaunch.set(launchId, made);
    }
    for (const [marker, ids] of byMarker) if (ids.length > 1) result.duplicates.push(`${marker}: ${ids.join(', ')}`);
  }
  // An ad set of an existing campaign is the launch's; the existing campaign is not in the ledger.
  for (const r of ledger) if (TYPES.includes(r.kind as ObjectType) && !seen.has(r.platform_id)) result.missing.push(`${r.kind} ${r.platform_id}`);
  return result;
}
