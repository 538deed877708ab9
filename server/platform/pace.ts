// The pace of an ad account's writes (sim/README.md#rate-limits-simlimits: at most 100 mutations a second per app
// and account, 613/5044001 beyond). Pure: a PaceStore keeps the state, in this process or in the database for
// every worker (server/launch/account-pace.ts), and these rules reserve the slots. A write is counted by the
// platform when its request arrives, so two rules hold together:
// - an even pace: a request's writes take writes / pace seconds, and the next request starts after them;
// - a window: at most `pace × WINDOW_MS` writes start in any window of WINDOW_MS. The window is longer than the
//   platform's second by the slack a request may arrive late and bunch up with the next (a batch of 50 writes
//   lands at once, so the even pace alone would let two batches and a bit into one second).

/** The platform's cap: mutations a second per app and account. */
export const PLATFORM_MUTATIONS_PER_SECOND = 100;
/** The pace when nothing went wrong: the window then holds the platform's cap exactly. */
export const MUTATIONS_PER_SECOND = 90;
export const WINDOW_MS = Math.ceil((1000 * PLATFORM_MUTATIONS_PER_SECOND) / MUTATIONS_PER_SECOND);
/**
 * A request that could not leave within this long of its start (a busy process) gives its start up and
 * reserves again: it would bunch up with the next ones beyond the window's slack (WINDOW_MS - 1000).
 */
export const LATE_MS = 90;
/** How far behind the even pace an account idle for a while may start (it catches up this much). */
const BURST_MS = 50;
/** After a mutation-cap refusal the pace drops by this factor, then climbs back 1 a second per 20 writes sent. */
const PACE_DROP = 0.8;
const PACE_RAMP_WRITES = 20;
const MIN_PACE = 20;
/** The pause after a mutation-cap refusal: one counting window of the platform. */
const OVER_PACE_PAUSE_MS = 1000;

/** Times in ms on the store's clock. */
export interface PaceState {
  /** When the next request may start at the even pace. */
  nextAt: number;
  /** Mutations a second now: MUTATIONS_PER_SECOND, lower for a while after a cap refusal. */
  pace: number;
  overPacedAt: number;
  /** Requests started in the last window: [start, writes], oldest first. */
  recent: Array<[number, number]>;
}

export const initialPace = (): PaceState => ({ nextAt: 0, pace: MUTATIONS_PER_SECOND, overPacedAt: 0, recent: [] });

/** Reads a stored state, whatever shape it has (null, or older code's): the initial state when unusable. */
export function paceStateOf(raw: unknown): PaceState {
  const s = raw as Partial<PaceState> | null;
  if (!s || typeof s.nextAt !== 'number' || typeof s.pace !== 'number' || !Array.isArray(s.recent)) return initialPace();
  return { nextAt: s.nextAt, pace: s.pace, overPacedAt: typeof s.overPacedAt === 'number' ? s.overPacedAt : 0, recent: s.recent };
}

/**
 * Reserves a start for each request, in order (each of `writes[i]` mutations): answers the new state and the
 * starts (at `now` or later; a start in the past may go at once).
 */
export function reserveSlots(state: PaceState, now: number, writes: number[]): { state: PaceState; starts: number[] } {
  let { nextAt, pace } = state;
  const recent = state.recent.filter(([start]) => start > now - WINDOW_MS);
  const starts: number[] = [];
  for (const n of writes) {
    const limit = Math.max(n, Math.floor((pace * WINDOW_MS) / 1000));
    let start = Math.max(now - BURST_MS, nextAt, recent.at(-1)?.[0] ?? 0);
    for (;;) {
      // (A hundredth of a ms of tolerance: epoch times in ms lose that much to rounding.)
      const inWindow = recent.filter(([s]) => start - s < WINDOW_MS - 0.01);
      if (inWindow.reduce((sum, [, w]) => sum + w, 0) + n <= limit) break;
      // Wait until the oldest request of the window leaves it.
      start = inWindow[0]![0] + WINDOW_MS;
    }
    recent.push([start, n]);
    starts.push(start);
    nextAt = start + (n * 1000) / pace;
    pace = Math.min(MUTATIONS_PER_SECOND, pace + n / PACE_RAMP_WRITES);
  }
  return { state: { ...state, nextAt, pace, recent }, starts };
}

/**
 * The platform refused writes for its cap (answers bunched up more than the window allows for): a slower pace,
 * after a pause of one counting window. Once per window: the refusals of one episode arrive one after another.
 */
export function overPace(state: PaceState, now: number): PaceState {
  if (now - state.overPacedAt < OVER_PACE_PAUSE_MS) return state;
  return { ...state, overPacedAt: now, pace: Math.max(MIN_PACE, state.pace * PACE_DROP), nextAt: Math.max(state.nextAt, now + OVER_PACE_PAUSE_MS) };
}
