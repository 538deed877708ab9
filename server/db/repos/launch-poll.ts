import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { launches, rateLimits, sessions } from '../schema';
import type { LaunchRow } from './launches';
import { hitOnConflict } from './rate-limits';
import { liveSessionOf, sessionStateColumns, sessionStateOf, type SessionState } from './users';

// The status poll's one statement (server/routes/launch-status.ts): the caller's live session (what its rotation step
// needs), the hit on the user's requests ceiling and the launch when it is the user's.

export interface PollFound {
  userId: string;
  session: SessionState;
  hits: number;
  resetsAt: Date;
  launch: LaunchRow | null;
}

export interface PollQuery {
  tokenHash: string;
  /** The launch asked for, or null when the id is not one (the session is checked and the hit counted anyway). */
  launchId: string | null;
  now: Date;
  /** A session unused since before this has expired (server/auth/sessions.ts). */
  idleSince: Date;
  /** The ceiling's rate-limit key is this prefix and the user's id; a new window lasts `windowMs`. */
  keyPrefix: string;
  windowMs: number;
}

/**
 * The statement, prepared once per database: drizzle builds its text once, and PostgreSQL parses and plans it once
 * per connection (a named statement), which is most of a poll's cost.
 */
function prepareStatusQuery(db: Db['db']) {
  const p = {
    tokenHash: sql.placeholder('tokenHash'),
    now: sql.placeholder('now'),
    idleSince: sql.placeholder('idleSince'),
    keyPrefix: sql.placeholder('keyPrefix'),
    resetsAt: sql.placeholder('resetsAt'),
    launchId: sql.placeholder('launchId'),
  };
  const session = db.$with('session').as(
    db
      .select({ userId: sessions.userId, ...sessionStateColumns })
      .from(sessions)
      .where(liveSessionOf(p.tokenHash, p.now, p.idleSince))
      .limit(1),
  );
  // The hit's key and window end are computed from the session inside the statement: INSERT ... SELECT.
  const key = sql`${p.keyPrefix}::text || ${session.userId}::text`;
  const hit = db.$with('hit').as(
    db
      .insert(rateLimits)
      .select(sql`SELECT ${key}, 1, ${p.resetsAt}::timestamptz FROM ${session}`)
      .onConflictDoUpdate(hitOnConflict(p.now))
      .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt }),
  );
  return db
    .with(session, hit)
    .select({
      userId: session.userId,
      sessionId: session.sessionId,
      kind: session.kind,
      currentTokenHash: session.currentTokenHash,
      previousTokenHash: session.previousTokenHash,
      previousValidUntil: session.previousValidUntil,
      tokenIssuedAt: session.tokenIssuedAt,
      lastUsedAt: session.lastUsedAt,
      hits: hit.hits,
      resetsAt: hit.resetsAt,
      launch: launches,
    })
    .from(session)
    .innerJoin(hit, sql`true`)
    .leftJoin(launches, and(eq(launches.id, sql`${p.launchId}::uuid`), eq(launches.userId, session.userId)))
    .prepare('launch_status_poll');
}

const prepared = new WeakMap<Db['db'], ReturnType<typeof prepareStatusQuery>>();

/** The live session of the token (none: null), its user's ceiling hit counted, and the launch if theirs. */
export async function pollLaunch(database: Db, q: PollQuery): Promise<PollFound | null> {
  const { db } = database;
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareStatusQuery(db)));
  const rows = await query.execute({
    tokenHash: q.tokenHash,
    now: q.now,
    idleSince: q.idleSince,
    keyPrefix: q.keyPrefix,
    resetsAt: new Date(q.now.getTime() + q.windowMs),
    launchId: q.launchId,
  });
  const row = rows[0];
  if (!row) return null;
  return { userId: row.userId, session: sessionStateOf(row, q.tokenHash), hits: row.hits, resetsAt: row.resetsAt, launch: row.launch };
}
