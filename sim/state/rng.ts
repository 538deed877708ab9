// Seeded PRNG (mulberry32): the same seed gives the same ids, tokens and trace ids.
export interface Rng {
  next(): number;
  int(maxExclusive: number): number;
  alnum(length: number): string;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number): number => Math.floor(next() * maxExclusive);
  const alnum = (length: number): string => {
    let s = '';
    for (let i = 0; i < length; i++) s += ALNUM[int(ALNUM.length)];
    return s;
  };
  return { next, int, alnum };
}
