// The closing report of `npm test`: the slowest tests of a kind, one a line.

export interface Timed {
  name: string;
  ms: number;
}

/** The `n` slowest, slowest first, as "  12.3 s  name" lines; "  (none)" when there are none. */
export function slowestLines(tests: Timed[], n: number): string {
  const top = [...tests].sort((a, b) => b.ms - a.ms).slice(0, n);
  if (top.length === 0) return '  (none)';
  return top.map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.name}`).join('\n');
}
