import { RetryLaterError } from '../limits/retry-later';

// A small semaphore around image decoding: an API process decodes at most `size` images at a time (the others
// wait their turn), so eight uploads at once cost two decodes' memory, not eight; and at most `maxWaiting` wait, so
// uploads that arrive while the queue is full are answered 503 with Retry-After at once rather than held
// (docs/limits.md#media).

export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most that ever ran at once, and how many ran (what the tests check). */
  highWater = 0;
  runs = 0;

  constructor(
    readonly size: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** A RetryLaterError (503) when `maxWaiting` already wait: before an upload's bytes are taken, so it can come back. */
  assertRoom(): void {
    if (this.active >= this.size && this.waiting.length >= this.maxWaiting)
      throw new RetryLaterError(503, 'The server is busy reading other images.', QUEUE_FULL_RETRY_SECONDS);
  }

  /** Runs `work` in its turn; a RetryLaterError (503) when `maxWaiting` already wait. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.assertRoom();
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
/** Decodes waiting their turn per API process: about 8 s of work at a large image's 1 s a decode, two at once. */
export const DECODES_WAITING = 16;
/** A full queue drains in a few seconds. */
const QUEUE_FULL_RETRY_SECONDS = 5;
export const decodeGate = new Gate(DECODES_AT_ONCE, DECODES_WAITING);
