// The interest index (a few hundred, ids stable) and the adinterest search over it. The interests are in
// interests.json, each group as [topic path, names]; ids and audience sizes are derived here.
import groups from './interests.json' with { type: 'json' };

const INTEREST_GROUPS = groups as Array<[path: string[], names: string[]]>;

export interface Interest {
  id: string;
  name: string;
  audience_size_lower_bound: number;
  audience_size_upper_bound: number;
  path: string[];
  topic: string;
}

function build(): Interest[] {
  const out: Interest[] = [];
  let n = 0;
  for (const [path, names] of INTEREST_GROUPS) {
    for (const name of names) {
      n += 1;
      // A size that varies with the name but never with the run.
      let hash = 0;
      for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
      const lower = 1_000_000 + (hash % 400) * 1_000_000;
      out.push({
        id: String(6003000000000 + n),
        name,
        audience_size_lower_bound: lower,
        audience_size_upper_bound: Math.round(lower * 1.18),
        path: ['Interests', ...path, name],
        topic: path[0] ?? 'Interests',
      });
    }
  }
  return out;
}

export const INTERESTS: readonly Interest[] = build();

export function searchInterests(q: string): Interest[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  const starts = INTERESTS.filter((i) => i.name.toLowerCase().startsWith(needle));
  const contains = INTERESTS.filter(
    (i) => !starts.includes(i) && (i.name.toLowerCase().includes(needle) || i.path.some((p) => p.toLowerCase().includes(needle))),
  );
  return [...starts, ...contains];
}
