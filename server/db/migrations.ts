// Plain SQL migrations, applied in order at start and recorded in salvo_migrations; never edit one that
// has shipped, add the next. schema.ts mirrors the result for drizzle.

export interface Migration {
  id: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    id: '0001_skeleton',
    sql: `
CREATE TABLE users (
  id uuid PRIMARY KEY,
  platform_user_id text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE platform_connections (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  platform_user_id text NOT NULL,
  access_token_encrypted text NOT NULL,
  scopes text NOT NULL DEFAULT '',
  token_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pending_logins (
  id uuid PRIMARY KEY,
  challenge text NOT NULL UNIQUE,
  state text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  completed_at timestamptz,
  claimed_at timestamptz,
  error text
);

CREATE TABLE launches (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  idempotency_key text,
  payload jsonb NOT NULL,
  account jsonb NOT NULL,
  status text NOT NULL,
  step text NOT NULL,
  campaign_name text,
  campaign_id text,
  adsets_total integer NOT NULL DEFAULT 0,
  adsets_completed integer NOT NULL DEFAULT 0,
  ads_total integer NOT NULL DEFAULT 0,
  ads_completed integer NOT NULL DEFAULT 0,
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  input jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE UNIQUE INDEX launches_user_idempotency_key ON launches (user_id, idempotency_key);
CREATE INDEX launches_user_created_idx ON launches (user_id, created_at);

CREATE TABLE launch_objects (
  id bigserial PRIMARY KEY,
  launch_id uuid NOT NULL REFERENCES launches(id) ON DELETE CASCADE,
  kind text NOT NULL,
  item_key text NOT NULL,
  platform_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX launch_objects_item ON launch_objects (launch_id, kind, item_key);
`,
  },
  {
    id: '0002_engine',
    sql: `
-- An item is written here before its create is sent: one with an attempt and no launch_objects row has an
-- unknown outcome, and is looked up on the platform by its marker before it is created again.
CREATE TABLE launch_attempts (
  launch_id uuid NOT NULL REFERENCES launches(id) ON DELETE CASCADE,
  kind text NOT NULL,
  item_key text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (launch_id, kind, item_key)
);

ALTER TABLE launch_objects ADD COLUMN deleted_at timestamptz;
ALTER TABLE launches ADD COLUMN deletion_due_at timestamptz;
ALTER TABLE launches ADD COLUMN deleted_at timestamptz;

-- The platform's block of an ad account, shared by every worker (rate limits are per account, not per process).
CREATE TABLE account_throttles (
  account_id text PRIMARY KEY,
  blocked_until timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: '0003_api',
    sql: `
CREATE TABLE asset_cache (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  kind text NOT NULL,
  data jsonb NOT NULL,
  fetched_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, account_id, kind)
);

CREATE TABLE asset_refreshes (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  refreshed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, account_id)
);

CREATE TABLE user_plans (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  plan text NOT NULL,
  subscription text NOT NULL,
  trial_launch_limit integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaign_templates (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_templates_user_idx ON campaign_templates (user_id, name);

CREATE TABLE launch_settings (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id text NOT NULL DEFAULT '',
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, account_id)
);

CREATE TABLE automations (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL,
  rules jsonb NOT NULL,
  failure_behaviour text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX automations_user_idx ON automations (user_id, created_at);
`,
  },
  {
    id: '0004_library',
    sql: `
-- The creative library (docs/library.md): folders, creatives (files under DATA_DIR/library), where each
-- creative already is in which ad account, copies, offers, and chunked uploads in progress.
CREATE TABLE library_folders (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX library_folders_user_idx ON library_folders (user_id, name);

CREATE TABLE library_creatives (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  folder_id uuid REFERENCES library_folders(id) ON DELETE SET NULL,
  name text NOT NULL,
  type text NOT NULL,
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL,
  width integer,
  height integer,
  sha256 text NOT NULL,
  file_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX library_creatives_user_idx ON library_creatives (user_id, created_at);
CREATE INDEX library_creatives_folder_idx ON library_creatives (user_id, folder_id, created_at);

CREATE TABLE library_creative_accounts (
  creative_id uuid NOT NULL REFERENCES library_creatives(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  image_hash text,
  video_id text,
  status text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (creative_id, account_id)
);

CREATE TABLE library_copies (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX library_copies_user_idx ON library_copies (user_id, created_at);

CREATE TABLE library_offers (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  display_link text NOT NULL DEFAULT '',
  tracking_utm text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX library_offers_user_idx ON library_offers (user_id, created_at);

CREATE TABLE library_uploads (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL,
  received_bytes bigint NOT NULL DEFAULT 0,
  folder_id uuid REFERENCES library_folders(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX library_uploads_user_idx ON library_uploads (user_id, created_at);
`,
  },
  {
    id: '0005_launch_lease',
    sql: `
-- The run of a launch holds a lease (server/launch/lease.ts): a worker pg-boss gave up on, but still alive,
-- cannot run the launch beside the worker that took it over.
ALTER TABLE launches ADD COLUMN lease_owner text;
ALTER TABLE launches ADD COLUMN lease_until timestamptz;
`,
  },
  {
    id: '0006_library_media',
    sql: `
-- Library thumbnails (an image's, or a video's poster sent by the side panel), and the claim that makes one
-- push upload a creative to an ad account while a concurrent push waits (server/library/push-media.ts).
ALTER TABLE library_creatives ADD COLUMN thumbnail_file_name text;
ALTER TABLE library_creative_accounts ADD COLUMN claim_owner text;
ALTER TABLE library_creative_accounts ADD COLUMN claim_until timestamptz;
`,
  },
  {
    id: '0007_auth_exchange',
    sql: `
-- The extension's sign-in is a stateless code exchange (server/auth/platform-login.ts): no pending logins.
DROP TABLE pending_logins;
  `,
  },
  {
    id: '0008_limits',
    sql: `
-- Rate limits shared by every API process on this database (server/limits/, docs/limits.md): one row per limit
-- and key (an address or a user), counting the hits of a fixed window that ends at resets_at.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_resets_idx ON rate_limits (resets_at);

-- A chunked upload's last sign of life (the sweep forgets uploads idle for 30 minutes), and its claim by the
-- finish that is turning it into a creative (it keeps counting against the quota until the creative is stored).
ALTER TABLE library_uploads ADD COLUMN touched_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE library_uploads ADD COLUMN finishing_at timestamptz;
CREATE INDEX library_uploads_touched_idx ON library_uploads (touched_at);
`,
  },
  {
    id: '0009_account_pace',
    sql: `
-- An ad account's pace of writes, shared by every worker (server/launch/account-pace.ts): the writes reserved
-- lately and the pace's own state, changed by one worker at a time (pace_version). "epoch": not blocked.
ALTER TABLE account_throttles ALTER COLUMN blocked_until SET DEFAULT 'epoch';
ALTER TABLE account_throttles ADD COLUMN pace jsonb;
ALTER TABLE account_throttles ADD COLUMN pace_version integer NOT NULL DEFAULT 0;

-- The lease scan (server/launch/lease-scan.ts): launches whose run died holding the lease.
CREATE INDEX launches_lease_until_idx ON launches (lease_until) WHERE lease_until IS NOT NULL;
`,
  },
];
