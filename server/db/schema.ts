import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';

// The tables, the source of truth: a change here becomes a migration with `npx drizzle-kit generate`
// (CONTRIBUTING.md "Add a database migration"); server/db/schema.test.ts checks that the migrated database is
// this, column by column. Unqualified names: the schema is chosen by search_path, so tests can run in a
// throwaway schema of a shared database. Constraints carry the names PostgreSQL gave them when migrations
// 0001-0009 created them (written by hand, before drizzle-kit), so generated migrations can name them.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A foreign key as PostgreSQL names an inline REFERENCES: `<table>_<column>_fkey`. */
const references = (table: string, column: PgColumn, target: PgColumn, onDelete: 'cascade' | 'set null') =>
  foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] }).onDelete(onDelete);

/** When a row was made and last changed. */
const timestamps = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The id and the owner of a user's own row. */
const owned = () => ({
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
});

/** A user's own rows go with the user, and are listed by user (then by `order`) through `<table>_user_idx`. */
const ownedBy = (table: string, t: { userId: PgColumn }, ...order: PgColumn[]) => [
  references(table, t.userId, users.id, 'cascade'),
  index(`${table}_user_idx`).on(t.userId, ...order),
];

// ---- users, sessions, platform connections: server/db/repos/users.ts ----

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  platformUserId: text('platform_user_id').notNull().unique('users_platform_user_id_key'),
  name: text('name').notNull(),
  ...timestamps(),
});

/** A session's lifetimes, rotation and revocation: server/auth/sessions.ts (docs/security.md#sessions). */
export const sessions = pgTable(
  'sessions',
  {
    ...owned(),
    /** sha256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The absolute end, 30 days after the sign-in. */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** extension (the extension's sign-in: rotated, replaced by the next one) | api (POST /auth/token). */
    kind: text('kind').notNull().default('extension'),
    /** Written at most once an hour: the idle expiry counts from it. */
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    /** When the current token was issued (the sign-in, or the last rotation). */
    tokenIssuedAt: ts('token_issued_at').notNull().defaultNow(),
    /** The token before the last rotation, still accepted until previous_valid_until. */
    previousTokenHash: text('previous_token_hash').unique('sessions_previous_token_hash_key'),
    /** Null while the new token has not been used yet: the previous one is accepted until it is. */
    previousValidUntil: ts('previous_valid_until'),
  },
  (t) => ownedBy('sessions', t),
);

export const platformConnections = pgTable(
  'platform_connections',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().unique('platform_connections_user_id_key'),
    platformUserId: text('platform_user_id').notNull(),
    /** AES-256-GCM, see server/auth/token-crypto.ts. */
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    scopes: text('scopes').notNull().default(''),
    tokenExpiresAt: ts('token_expires_at'),
    ...timestamps(),
  },
  (t) => [references('platform_connections', t.userId, users.id, 'cascade')],
);

/**
 * The platform's data deletion requests (server/auth/data-deletion.ts): their confirmation code and state, and nothing
 * of the user whose data went.
 */
/**
 * The platform's signed requests received, until they expire (server/auth/callback-replays.ts): one received again is
 * answered as the first time and does nothing. The digest is a sha256 of the signature, which only the app secret
 * makes: it tells nothing of the request.
 */
export const signedRequests = pgTable(
  'signed_requests',
  {
    digest: text('digest').primaryKey(),
    /** A data deletion's confirmation code, answered again to a request received twice; null for a deauthorize. */
    confirmationCode: text('confirmation_code'),
    /** When the request itself expires (issued_at + 1 day): afterwards it is refused anyway, and the row swept. */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('signed_requests_expires_idx').on(t.expiresAt)],
);

export const dataDeletions = pgTable('data_deletions', {
  confirmationCode: text('confirmation_code').primaryKey(),
  /** pending | completed */
  status: text('status').notNull(),
  requestedAt: ts('requested_at').notNull(),
  completedAt: ts('completed_at'),
});

// ---- launches, their ledger and leases: server/db/repos/launches.ts, launch-ledger.ts, launch-leases.ts ----

export const launches = pgTable(
  'launches',
  {
    ...owned(),
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
    ...timestamps(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    /** Set by schedule-deletion: the launch job deletes what the launch created once this time has come. */
    deletionDueAt: ts('deletion_due_at'),
    deletedAt: ts('deleted_at'),
    /** The run holding the launch (server/launch/lease.ts): only it writes to the platform, until lease_until unless renewed. */
    leaseOwner: text('lease_owner'),
    leaseUntil: ts('lease_until'),
  },
  (t) => [
    references('launches', t.userId, users.id, 'cascade'),
    uniqueIndex('launches_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('launches_user_created_idx').on(t.userId, t.createdAt),
    // The lease scan's (server/launch/lease-scan.ts): launches whose run died holding the lease.
    index('launches_lease_until_idx')
      .on(t.leaseUntil)
      .where(sql`lease_until IS NOT NULL`),
  ],
);

/** The ledger: every platform object a launch created, written before the next step depends on it. */
export const launchObjects = pgTable(
  'launch_objects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    launchId: uuid('launch_id').notNull(),
    /** campaign | adset | creative | ad */
    kind: text('kind').notNull(),
    /** The planned item this object realises (e.g. 'campaign', 'adset:0', 'ad:3'). */
    itemKey: text('item_key').notNull(),
    platformId: text('platform_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /**
     * A launch with automations makes its ad sets (or its ads) paused: when this one was handed on after the rules
     * step, turned on or left to a failure behaviour (docs/automations.md#protected-from-the-first-second). Null:
     * not yet, for those; objects made before that rule have it from their creation.
     */
    releasedAt: ts('released_at'),
  },
  (t) => [references('launch_objects', t.launchId, launches.id, 'cascade'), uniqueIndex('launch_objects_item').on(t.launchId, t.kind, t.itemKey)],
);

/** Creates sent (or about to be): an attempt without a launch_objects row has an unknown outcome. */
export const launchAttempts = pgTable(
  'launch_attempts',
  {
    launchId: uuid('launch_id').notNull(),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    attemptedAt: ts('attempted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'launch_attempts_pkey', columns: [t.launchId, t.kind, t.itemKey] }),
    references('launch_attempts', t.launchId, launches.id, 'cascade'),
  ],
);

/**
 * The platform's review of a launch's ads, followed after it completed (server/launch/ad-review.ts): the counts and
 * each disapproval at the last check, and when the next check is due (null: no longer followed).
 */
export const launchAdReviews = pgTable(
  'launch_ad_reviews',
  {
    launchId: uuid('launch_id').primaryKey(),
    live: integer('live').notNull().default(0),
    inReview: integer('in_review').notNull().default(0),
    disapproved: integer('disapproved').notNull().default(0),
    withIssues: integer('with_issues').notNull().default(0),
    /** [{adId, adName, reason}] of the disapproved ads, as the platform gave them. */
    disapprovals: jsonb('disapprovals').notNull().default([]),
    checkedAt: ts('checked_at'),
    nextCheckAt: ts('next_check_at'),
    /** The wait before the next check, doubled after each (docs/limits.md#ad-review). */
    intervalMs: integer('interval_ms').notNull(),
    watchUntil: ts('watch_until').notNull(),
  },
  (t) => [references('launch_ad_reviews', t.launchId, launches.id, 'cascade')],
);

/** An ad account's rate-limit state, shared by every worker: its block (until when) and the pace of its writes. */
export const accountThrottles = pgTable('account_throttles', {
  accountId: text('account_id').primaryKey(),
  /** The epoch when not blocked. */
  blockedUntil: ts('blocked_until')
    .notNull()
    .default(sql`'epoch'`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The pace's state (server/platform/pace.ts), on the database's clock; null until the account's first write. */
  pace: jsonb('pace'),
  /** Bumped by each change of `pace`: a worker writes it back only if no other worker changed it meanwhile. */
  paceVersion: integer('pace_version').notNull().default(0),
});

// ---- the asset cache, plans, templates, settings, automations: server/db/repos/ ----

/** Asset lists as last read from the platform, per user, account and kind
 * (docs/product-rules.md#asset-calls-and-errors: forceCache). */
export const assetCache = pgTable(
  'asset_cache',
  {
    userId: uuid('user_id').notNull(),
    accountId: text('account_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    fetchedAt: ts('fetched_at').notNull(),
  },
  (t) => [primaryKey({ name: 'asset_cache_pkey', columns: [t.userId, t.accountId, t.kind] }), references('asset_cache', t.userId, users.id, 'cascade')],
);

/** The last Refresh Assets per user and account (at most one every 5 minutes, docs/product-rules.md#refresh-assets). */
export const assetRefreshes = pgTable(
  'asset_refreshes',
  {
    userId: uuid('user_id').notNull(),
    accountId: text('account_id').notNull(),
    refreshedAt: ts('refreshed_at').notNull(),
  },
  (t) => [primaryKey({ name: 'asset_refreshes_pkey', columns: [t.userId, t.accountId] }), references('asset_refreshes', t.userId, users.id, 'cascade')],
);

export const userPlans = pgTable(
  'user_plans',
  {
    userId: uuid('user_id').primaryKey(),
    /** advertiser | agency */
    plan: text('plan').notNull(),
    /** active | trial | inactive */
    subscription: text('subscription').notNull(),
    trialLaunchLimit: integer('trial_launch_limit'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [references('user_plans', t.userId, users.id, 'cascade')],
);

export const campaignTemplates = pgTable(
  'campaign_templates',
  {
    ...owned(),
    name: text('name').notNull(),
    /** Every template field but the name (lib/contract/templates.ts). */
    fields: jsonb('fields').notNull(),
    ...timestamps(),
  },
  (t) => ownedBy('campaign_templates', t, t.name),
);

export const launchSettings = pgTable(
  'launch_settings',
  {
    userId: uuid('user_id').notNull(),
    /** '' for the user's own defaults, else the ad account's. */
    accountId: text('account_id').notNull().default(''),
    settings: jsonb('settings').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'launch_settings_pkey', columns: [t.userId, t.accountId] }), references('launch_settings', t.userId, users.id, 'cascade')],
);

export const automations = pgTable(
  'automations',
  {
    ...owned(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    rules: jsonb('rules').notNull(),
    failureBehaviour: text('failure_behaviour').notNull(),
    /**
     * The currency of its amounts (docs/automations.md#amounts-and-currencies); null when it holds none, or when they
     * were saved before automations had a currency (they are entered again, never read as an account's).
     */
    currency: text('currency'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => ownedBy('automations', t, t.createdAt),
);

// ---- the platform rules launches' automations made (docs/automations.md): server/db/repos/automations-rules.ts ----

/**
 * One platform rule per rule of each automation attached to a launch, written before it is sent: a row without
 * platform_rule_id is a create whose outcome is unknown, found again by the marker in the rule's name.
 */
export const launchRules = pgTable(
  'launch_rules',
  {
    launchId: uuid('launch_id').notNull(),
    automationId: uuid('automation_id').notNull(),
    ruleIndex: integer('rule_index').notNull(),
    platformRuleId: text('platform_rule_id'),
    /** The digest of what was last sent (the spec, its scope, its status): a rule that differs is sent again. */
    specDigest: text('spec_digest'),
    attemptedAt: ts('attempted_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    primaryKey({ name: 'launch_rules_pkey', columns: [t.launchId, t.automationId, t.ruleIndex] }),
    references('launch_rules', t.launchId, launches.id, 'cascade'),
    index('launch_rules_automation_idx').on(t.automationId),
  ],
);

/** Each automation attached to a launch: whether its rules exist, and what its failure behaviour paused. */
export const launchAutomations = pgTable(
  'launch_automations',
  {
    launchId: uuid('launch_id').notNull(),
    automationId: uuid('automation_id').notNull(),
    /** READY, RETRYING or FAILED (docs/automations.md#failure-behaviours). */
    state: text('state').notNull(),
    message: text('message'),
    /** The platform ids its failure behaviour paused and has not resumed. */
    pausedIds: jsonb('paused_ids').notNull().default([]),
    /**
     * Each paused id's updated_time as the platform answered it right after Salvo's pause: resumed only while it is
     * still that (docs/automations.md#deleting). Holds made before this column have none.
     */
    pausedVersions: jsonb('paused_versions').notNull().default({}),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'launch_automations_pkey', columns: [t.launchId, t.automationId] }),
    references('launch_automations', t.launchId, launches.id, 'cascade'),
    index('launch_automations_automation_idx').on(t.automationId),
  ],
);

// ---- the creative library (docs/library.md): server/db/repos/library-*.ts ----

export const libraryFolders = pgTable(
  'library_folders',
  {
    ...owned(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => ownedBy('library_folders', t, t.name),
);

export const libraryCreatives = pgTable(
  'library_creatives',
  {
    ...owned(),
    folderId: uuid('folder_id'),
    name: text('name').notNull(),
    /** image | video */
    type: text('type').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    /** The file's name under DATA_DIR/library (server/library/storage.ts). */
    fileName: text('file_name').notNull(),
    /** Its thumbnail's file name beside it (server/library/thumbnails.ts); null: none (a video without poster). */
    thumbnailFileName: text('thumbnail_file_name'),
    ...timestamps(),
  },
  (t) => [
    ...ownedBy('library_creatives', t, t.createdAt),
    references('library_creatives', t.folderId, libraryFolders.id, 'set null'),
    index('library_creatives_folder_idx').on(t.userId, t.folderId, t.createdAt),
  ],
);

/** A creative pushed to an ad account: its image hash or video id there (server/library/push-media.ts). */
export const libraryCreativeAccounts = pgTable(
  'library_creative_accounts',
  {
    creativeId: uuid('creative_id').notNull(),
    accountId: text('account_id').notNull(),
    imageHash: text('image_hash'),
    videoId: text('video_id'),
    /** ready | processing | uploading (claimed by one push, no hash or id yet) */
    status: text('status').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** The push that is uploading it now, and until when its claim holds unless renewed. */
    claimOwner: text('claim_owner'),
    claimUntil: ts('claim_until'),
  },
  (t) => [
    primaryKey({ name: 'library_creative_accounts_pkey', columns: [t.creativeId, t.accountId] }),
    references('library_creative_accounts', t.creativeId, libraryCreatives.id, 'cascade'),
  ],
);

export const libraryCopies = pgTable(
  'library_copies',
  {
    ...owned(),
    name: text('name').notNull(),
    /** Every copy field but the name (lib/contract/library.ts). */
    fields: jsonb('fields').notNull(),
    ...timestamps(),
  },
  (t) => ownedBy('library_copies', t, t.createdAt),
);

export const libraryOffers = pgTable(
  'library_offers',
  {
    ...owned(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    displayLink: text('display_link').notNull().default(''),
    trackingUtm: text('tracking_utm').notNull().default(''),
    ...timestamps(),
  },
  (t) => ownedBy('library_offers', t, t.createdAt),
);

/** A chunked upload in progress; its bytes are in DATA_DIR/library/tmp until finished. */
export const libraryUploads = pgTable(
  'library_uploads',
  {
    ...owned(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    folderId: uuid('folder_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The last chunk (or the start); idle for 30 minutes, the upload is swept (server/library/sweep.ts). */
    touchedAt: ts('touched_at').notNull().defaultNow(),
    /** Set by the finish that claimed it; the row goes when the creative is stored. */
    finishingAt: ts('finishing_at'),
  },
  (t) => [
    ...ownedBy('library_uploads', t, t.createdAt),
    references('library_uploads', t.folderId, libraryFolders.id, 'set null'),
    index('library_uploads_touched_idx').on(t.touchedAt),
  ],
);

// ---- rate limits: server/db/repos/rate-limits.ts ----

/** Hits per rate limit and key in the current window (server/limits/store.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: ts('resets_at').notNull(),
  },
  (t) => [index('rate_limits_resets_idx').on(t.resetsAt)],
);

export const schema = {
  users,
  sessions,
  platformConnections,
  dataDeletions,
  signedRequests,
  launches,
  launchObjects,
  launchAttempts,
  launchAdReviews,
  accountThrottles,
  assetCache,
  assetRefreshes,
  userPlans,
  campaignTemplates,
  launchSettings,
  automations,
  launchRules,
  launchAutomations,
  libraryFolders,
  libraryCreatives,
  libraryCreativeAccounts,
  libraryCopies,
  libraryOffers,
  libraryUploads,
  rateLimits,
};
export type Schema = typeof schema;
