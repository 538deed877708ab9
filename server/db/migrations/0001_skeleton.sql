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
