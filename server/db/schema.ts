import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The tables of migrations.ts, typed for drizzle. Unqualified names: the schema is chosen by search_path,
// so tests can run in a throwaway schema of a shared database.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  platformUserId: text('platform_user_id').notNull().unique(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const platformConnections = pgTable('platform_connections', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  platformUserId: text('platform_user_id').notNull(),
  /** AES-256-GCM, see server/auth/token-crypto.ts. */
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  scopes: text('scopes').notNull().default(''),
  tokenExpiresAt: ts('token_expires_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const pendingLogins = pgTable('pending_logins', {
  id: uuid('id').primaryKey(),
  /** base64url(sha256(verifier)) sent by the extension to /auth/facebook/start. */
  challenge: text('challenge').notNull().unique(),
  /** The OAuth `state`, random, sent through the platform's dialog and back. */
  state: text('state').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  /** Set by the callback once the platform has said who signed in. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  completedAt: ts('completed_at'),
  /** Set once, by the one claim that receives the session token. */
  claimedAt: ts('claimed_at'),
  error: text('error'),
});

export const launches = pgTable(
  'launches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    payload: jsonb('payload').notNull(),
    /** The ad account as read when the launch was accepted (name, currency, time zone): plans use it. */
    account: jsonb('account').notNull(),
    status: text('status').notNull(),
    step: text('step').notNull(),
    campaignName: text('campaign_name'),
    campaignId: text('campaign_id'),
    adsetsTotal: integer('adsets_total').notNull().default(0),
    adsetsCompleted: integer('adsets_completed').notNull().default(0),
    adsTotal: integer('ads_total').notNull().default(0),
    adsCompleted: integer('ads_completed').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    input: jsonb('input').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('launches_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('launches_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** The ledger: every platform object a launch created, written before the next step depends on it. */
export const launchObjects = pgTable(
  'launch_objects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    launchId: uuid('launch_id').notNull().references(() => launches.id, { onDelete: 'cascade' }),
    /** campaign | adset | creative | ad */
    kind: text('kind').notNull(),
    /** The planned item this object realises (e.g. 'campaign', 'adset:0', 'ad:3'). */
    itemKey: text('item_key').notNull(),
    platformId: text('platform_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('launch_objects_item').on(t.launchId, t.kind, t.itemKey)],
);

export const schema = { users, sessions, platformConnections, pendingLogins, launches, launchObjects };
export type Schema = typeof schema;
