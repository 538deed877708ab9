import type { Database } from '../db/database';
import { blockAccount, blockedUntilMs, ensureThrottleRow, readPace, writePace } from '../db/repos/account-throttles';
import { initialPace, overPace, paceStateOf, reserveSlots, type PaceState } from '../platform/pace';
import { LocalPace, type PaceStore } from '../platform/rate-governor';

// The pace of an ad account's writes and its block, in the database for every worker (account_throttles): the
// same rules as in one process (server/platform/pace.ts), on a state that one worker changes at a time. A worker
// reads the state and the database's clock, reserves its requests' starts, and writes the state back only if
// no other worker changed it meanwhile (pace_version); else it reads again. Starts are on the database's clock
// and answered as waits, so workers' clocks do not matter for the pace; blocks are stored as the platform's
// time as the worker saw it (the platform says "for N minutes").

export function databasePace(database: Database): PaceStore {
  /** Changes the account's pace state with `change` (given the database's time), atomically; answers the time written. */
  async function update<T>(
    accountId: string,
    change: (state: PaceState, now: number) => { state: PaceState; out: T },
  ): Promise<{ out: T; now: number; blockedUntil: number }> {
    for (;;) {
      const row = await readPace(database, accountId);
      if (!row) {
        await ensureThrottleRow(database, accountId);
        continue;
      }
      const { state, out } = change(row.pace ? paceStateOf(row.pace) : initialPace(), row.nowMs);
      const now = await writePace(database, accountId, state, row.paceVersion);
      if (now !== null) return { out, now, blockedUntil: row.blockedMs };
    }
  }

  return {
    async reserve(accountId, writes) {
      const {
        out: starts,
        now,
        blockedUntil,
      } = await update(accountId, (state, now) => {
        const reserved = reserveSlots(state, now, writes);
        return { state: reserved.state, out: reserved.starts };
      });
      // Waits from the moment the reservation was written.
      return { waits: starts.map((start) => start - now), blockedUntil };
    },

    async overPaced(accountId) {
      await update(accountId, (state, now) => ({ state: overPace(state, now), out: null }));
    },

    async block(accountId, until) {
      await blockAccount(database, accountId, until);
    },

    async blockedUntil(accountId) {
      return blockedUntilMs(database, accountId);
    },
  };
}

/**
 * The embedded PGlite allows one process, so one pace: kept in memory (no statement per request, which would
 * cost PGlite's single thread most of a launch's time), with the blocks still stored, so they outlive a restart.
 */
export function singleProcessPace(database: Database, now?: () => number): PaceStore {
  const local = new LocalPace(now);
  const stored = databasePace(database);
  return {
    reserve: (accountId, writes) => local.reserve(accountId, writes),
    overPaced: (accountId) => local.overPaced(accountId),
    block: (accountId, until) => stored.block(accountId, until),
    blockedUntil: (accountId) => stored.blockedUntil(accountId),
  };
}

/** The pace of the launch engine: shared by every worker on PostgreSQL, in memory on PGlite (one process). */
export const enginePace = (database: Database): PaceStore => (database.kind === 'pglite' ? singleProcessPace(database) : databasePace(database));
