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
