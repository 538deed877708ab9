import type { AppDeps } from '../deps';
import { readLabels } from '../platform/labels-api';

// Each object a launch creates carries the marker of its launch and item as ad labels, so that after a write whose
// answer was lost the engine reads the parent's children and finds what already exists. An ad account holds at most
// 100,000 labels, for good (docs/limits.md#ad-labels): a launch adds one label of its own, `salvo:{launch}`; its item
// is spelt with labels every launch of the account shares (`salvo:item=ad`, and each number's digits:
// `salvo:1.0=5` is digit 0 of the item's second number, 5), about a hundred in all, made once.

/** The key an item is found by (`kind:itemKey` of its launch); also what an automation names its rules with. */
export const markerOf = (launchId: string, itemKey: string): string => `salvo:${launchId}:${itemKey}`;

const launchLabel = (launchId: string): string => `salvo:${launchId}`;

/** 'ad:12:305' → item=ad, then each number's digits: units always (so a 0 is spelt), the others when not 0. */
function itemLabels(itemKey: string): string[] {
  const [kind = '', ...numbers] = itemKey.split(':');
  const digits = numbers.flatMap((n, segment) =>
    [...n].reverse().flatMap((d, position) => (position === 0 || d !== '0' ? [`salvo:${segment}.${position}=${d}`] : [])),
  );
  return [`salvo:item=${kind}`, ...digits];
}

export const markerLabels = (launchId: string, itemKey: string): Array<{ name: string }> =>
  [launchLabel(launchId), ...itemLabels(itemKey)].map((name) => ({ name }));

const LAUNCH = /^salvo:([0-9a-f-]{36})$/;
const ITEM = /^salvo:item=(\w+)$/;
const DIGIT = /^salvo:(\d+)\.(\d+)=(\d)$/;
// A launch accepted before items were spelt with shared labels: one label of its own per object.
const WHOLE = /^salvo:([0-9a-f-]{36}):(.+)$/;

/** The marker (markerOf) an object's labels spell, if they spell one. */
function markerOfLabels(labels: string[]): string | undefined {
  let launchId: string | undefined;
  let kind: string | undefined;
  const numbers: number[] = [];
  for (const label of labels) {
    const whole = WHOLE.exec(label);
    if (whole) return markerOf(whole[1]!, whole[2]!);
    launchId = LAUNCH.exec(label)?.[1] ?? launchId;
    kind = ITEM.exec(label)?.[1] ?? kind;
    const digit = DIGIT.exec(label);
    if (digit) numbers[Number(digit[1])] = (numbers[Number(digit[1])] ?? 0) + Number(digit[3]) * 10 ** Number(digit[2]);
  }
  if (!launchId || !kind || [...numbers].some((n) => n === undefined)) return undefined;
  return markerOf(launchId, [kind, ...numbers].join(':'));
}

/** The launch and item an object's `adlabels` (as the platform or the simulator answers them) spell, if any. */
export function markedItem(adlabels: unknown): { launchId: string; itemKey: string } | undefined {
  const list = Array.isArray(adlabels) ? adlabels : ((adlabels as { data?: unknown[] } | null | undefined)?.data ?? []);
  const marker = markerOfLabels(list.flatMap((l) => (typeof (l as { name?: unknown })?.name === 'string' ? [(l as { name: string }).name] : [])));
  const m = marker ? /^salvo:([0-9a-f-]{36}):(.+)$/.exec(marker) : null;
  return m ? { launchId: m[1]!, itemKey: m[2]! } : undefined;
}

/** Platform ids by marker among the objects of an edge (`act_1/campaigns`, `{campaign}/adsets`, `{adset}/ads`). */
export async function findMarked(deps: Pick<AppDeps, 'graph'>, token: string, edge: string, max = 20_000): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const item of await readLabels(deps, token, edge, max)) {
    const marker = markerOfLabels(item.labels);
    if (marker) found.set(marker, item.id);
  }
  return found;
}
