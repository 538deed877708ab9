import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { findMarked, markerLabels, markerOf } from './markers';

const A = '11111111-2222-4333-8444-555555555555';
const B = '99999999-2222-4333-8444-555555555555';

/** The platform's answer to `{edge}?fields=id,adlabels`: these objects with these labels. */
const platform = (objects: Array<{ id: string; labels: Array<{ name: string }> }>) =>
  ({ graph: { getAll: async () => objects.map((o) => ({ id: o.id, adlabels: { data: o.labels } })) } }) as unknown as Pick<AppDeps, 'graph'>;

describe('markers', () => {
  const KEYS = ['campaign', 'adset:0', 'adset:10', 'adset:407', 'ad:0:0', 'ad:12:305', 'ad:3:1000'];

  it('each item is found again by its labels', async () => {
    const objects = KEYS.map((key, i) => ({ id: String(i + 1), labels: markerLabels(A, key) }));
    const found = await findMarked(platform(objects), 'token', 'edge');
    expect([...found.entries()]).toEqual(KEYS.map((key, i) => [markerOf(A, key), String(i + 1)]));
  });

  it('a launch adds one label of its own; the rest are shared by every launch, a few dozen at most', () => {
    const names = (launch: string) => new Set(KEYS.flatMap((key) => markerLabels(launch, key).map((l) => l.name)));
    const a = names(A);
    const b = names(B);
    expect([...b].filter((n) => !a.has(n))).toEqual([`salvo:${B}`]);
    // 10,000 ad sets of 100 ads each: the digits of two numbers below 10,000, and the kinds.
    const many = new Set<string>();
    for (let s = 0; s < 10_000; s += 1) for (const i of [0, 9, 99]) for (const l of markerLabels(A, `ad:${s}:${i}`)) many.add(l.name);
    expect(many.size).toBeLessThanOrEqual(1 + 1 + 2 * (10 + 3 * 9));
  });

  it('finds objects of launches accepted before, marked with one label each, and ignores what spells no item', async () => {
    const found = await findMarked(
      platform([
        { id: '1', labels: [{ name: markerOf(B, 'ad:1:2') }] },
        { id: '2', labels: [{ name: 'spring sale' }] },
        { id: '3', labels: [{ name: `salvo:${A}` }] },
      ]),
      'token',
      'edge',
    );
    expect([...found.entries()]).toEqual([[markerOf(B, 'ad:1:2'), '1']]);
  });
});
