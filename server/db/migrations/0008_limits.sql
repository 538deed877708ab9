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
