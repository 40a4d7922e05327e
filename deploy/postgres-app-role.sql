-- Thumbforge on PostgreSQL with a runtime role that cannot rewrite the audit log (decision 019).
--
-- Two roles: thumbforge_owner owns the database and every table, and runs `npm run db:migrate`
-- (which also creates pg-boss's queue schema); thumbforge_app is what the app and the workers log
-- in as. The app role owns nothing, so it cannot ALTER TABLE audit_log DISABLE TRIGGER, drop the
-- trigger or the table, and it may only INSERT and SELECT audit rows: no UPDATE, DELETE or
-- TRUNCATE. With the schema up to date, the app's start-up only reads and writes rows.
--
-- Once, as a superuser (choose your own passwords):
--   CREATE ROLE thumbforge_owner LOGIN PASSWORD '…';
--   CREATE ROLE thumbforge_app LOGIN PASSWORD '…';
--   CREATE DATABASE thumbforge OWNER thumbforge_owner;
-- Then, as the owner, migrate and run this file (it can be run again at any time):
--   DATABASE_URL=postgres://thumbforge_owner:…@host/thumbforge npm run db:migrate
--   psql postgres://thumbforge_owner:…@host/thumbforge -v ON_ERROR_STOP=1 -f deploy/postgres-app-role.sql
-- Start the app and the workers with DATABASE_URL=postgres://thumbforge_app:…@host/thumbforge.
-- On every upgrade, run `npm run db:migrate` as the owner before starting the new version: the app
-- role cannot apply a migration, and says so.

-- The app role must not be able to become the owner, nor be a superuser.
DO $$
BEGIN
  IF (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = 'thumbforge_app') THEN
    RAISE EXCEPTION 'thumbforge_app is a superuser or bypasses row security: it could change audit_log';
  END IF;
  IF pg_has_role('thumbforge_app', 'thumbforge_owner', 'MEMBER') THEN
    RAISE EXCEPTION 'thumbforge_app is a member of thumbforge_owner: it could change audit_log';
  END IF;
END
$$;

-- No new objects from the app role (PostgreSQL 15 and later already refuse this to PUBLIC).
REVOKE CREATE ON SCHEMA public FROM PUBLIC;

GRANT USAGE ON SCHEMA public, drizzle, pgboss TO thumbforge_app;

-- Rows, not structure: the shop's tables and pg-boss's queue.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public, pgboss TO thumbforge_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public, pgboss TO thumbforge_app;
-- The start-up reads which migrations were applied (and applies none).
GRANT SELECT ON drizzle.__drizzle_migrations TO thumbforge_app;

-- Tables and queues that later migrations create get the same rights without running this again.
ALTER DEFAULT PRIVILEGES FOR ROLE thumbforge_owner IN SCHEMA public, pgboss
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO thumbforge_app;
ALTER DEFAULT PRIVILEGES FOR ROLE thumbforge_owner IN SCHEMA public, pgboss
  GRANT USAGE, SELECT ON SEQUENCES TO thumbforge_app;

-- The audit log is append-only for the app: it writes and reads entries, nothing else. The
-- trigger refuses UPDATE, DELETE and TRUNCATE even to the owner; only the owner can drop it.
REVOKE ALL ON audit_log FROM thumbforge_app;
GRANT SELECT, INSERT ON audit_log TO thumbforge_app;
