// A small semaphore around image decoding: an API process decodes at most `size` images at a time (the others
// wait their turn), so eight uploads at once cost two decodes' memory, not eight (docs/limits.md).

export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most that ever ran at once, and how many ran (what the tests check). */
  highWater = 0;
  runs = 0;

  constructor(readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    this.highWater = Math.max(this.highWater, this.active);
    this.runs += 1;
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line (active stays the same), or the slot is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Images decoded at once per API process; sharp itself runs one thread per image (thumbnails.ts). */
export const DECODES_AT_ONCE = 2;
export const decodeGate = new Gate(DECODES_AT_ONCE);
