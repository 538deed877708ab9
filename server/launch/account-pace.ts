import type { Database } from '../db/database';
import { initialPace, overPace, paceStateOf, reserveSlots, type PaceState } from '../platform/pace';
import { LocalPace, type PaceStore } from '../platform/rate-governor';

// The pace of an ad account's writes and its block, in the database for every worker (account_throttles): the
// same rules as in one process (server/platform/pace.ts), on a state that one worker changes at a time. A worker
// reads the state and the database's clock, reserves its requests' starts, and writes the state back only if
// no other worker changed it meanwhile (pace_version); else it reads again. Starts are on the database's clock
// and answered as waits, so workers' clocks do not matter for the pace; blocks are stored as the platform's
// time as the worker saw it (the platform says "for N minutes").

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const clockMs = `extract(epoch from clock_timestamp()) * 1000`;

interface Row {
  now_ms: unknown;
  pace: unknown;
  pace_version: number;
  blocked_ms: unknown;
}

export function databasePace(database: Database): PaceStore {
  /** Changes the account's pace state with `change` (given the database's time), atomically; answers the time written. */
  async function update<T>(
    accountId: string,
    change: (state: PaceState, now: number) => { state: PaceState; out: T },
  ): Promise<{ out: T; now: number; blockedUntil: number }> {
    for (;;) {
      const rows = await database.query<Row>(
        `SELECT ${clockMs} AS now_ms, pace, pace_version, extract(epoch from blocked_until) * 1000 AS blocked_ms FROM account_throttles WHERE account_id = $1`,
        [accountId],
      );
      const row = rows[0];
      if (!row) {
        await database.query('INSERT INTO account_throttles (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING', [accountId]);
        continue;
      }
      const { state, out } = change(row.pace ? paceStateOf(row.pace) : initialPace(), num(row.now_ms));
      const written = await database.query<{ now_ms: unknown }>(
        `UPDATE account_throttles SET pace = $2::jsonb, pace_version = pace_version + 1, updated_at = now()
         WHERE account_id = $1 AND pace_version = $3 RETURNING ${clockMs} AS now_ms`,
        [accountId, JSON.stringify(state), row.pace_version],
      );
      if (written[0]) return { out, now: num(written[0].now_ms), blockedUntil: num(row.blocked_ms) };
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
      await database.query(
        `INSERT INTO account_throttles AS t (account_id, blocked_until) VALUES ($1, to_timestamp($2::float8 / 1000))
         ON CONFLICT (account_id) DO UPDATE SET blocked_until = greatest(t.blocked_until, excluded.blocked_until), updated_at = now()`,
        [accountId, until],
      );
    },

    async blockedUntil(accountId) {
      const rows = await database.query<{ blocked_ms: unknown }>(
        'SELECT extract(epoch from blocked_until) * 1000 AS blocked_ms FROM account_throttles WHERE account_id = $1',
        [accountId],
      );
      return num(rows[0]?.blocked_ms);
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
