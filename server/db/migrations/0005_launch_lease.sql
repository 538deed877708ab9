-- The run of a launch holds a lease (server/launch/lease.ts): a worker pg-boss gave up on, but still alive,
-- cannot run the launch beside the worker that took it over.
ALTER TABLE launches ADD COLUMN lease_owner text;
ALTER TABLE launches ADD COLUMN lease_until timestamptz;
