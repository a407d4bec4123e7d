-- Counters of the sign-in, e-mail code and reset-mail limits (server/auth/throttle.ts). Kept in the database
-- so every server process, and a restarted one, sees the same counts. One row per key ('sign-in:account:<e-mail>',
-- 'sign-in:address:<ip>', 'email-code:student:<id>', 'reset:address:<ip>').
create table if not exists attempt_limits (
  limit_key text primary key,
  failures integer not null,
  last_failed_at timestamptz not null
);
create index if not exists attempt_limits_last_failed_idx on attempt_limits (last_failed_at);
