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
