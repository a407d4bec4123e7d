-- One-time fixes of existing rows that need the server's code (SQL cannot check a scrypt hash), each recorded here once
-- it has run to the end, so no start repeats it. The first: express sign-ups stored the public placeholder password of
-- the express payload as their password (server/auth/expressPlaceholderFix.ts).
create table if not exists data_fixes (
  name text primary key,
  done_at timestamptz not null,
  changed_rows integer not null default 0
);
