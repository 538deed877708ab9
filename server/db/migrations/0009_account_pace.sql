-- An ad account's pace of writes, shared by every worker (server/launch/account-pace.ts): the writes reserved
-- lately and the pace's own state, changed by one worker at a time (pace_version). "epoch": not blocked.
ALTER TABLE account_throttles ALTER COLUMN blocked_until SET DEFAULT 'epoch';
ALTER TABLE account_throttles ADD COLUMN pace jsonb;
ALTER TABLE account_throttles ADD COLUMN pace_version integer NOT NULL DEFAULT 0;

-- The lease scan (server/launch/lease-scan.ts): launches whose run died holding the lease.
CREATE INDEX launches_lease_until_idx ON launches (lease_until) WHERE lease_until IS NOT NULL;
