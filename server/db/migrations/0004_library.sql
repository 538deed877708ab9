-- The creative library (issue 7, docs/library.md): folders, creatives (files under DATA_DIR/library), where each
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
