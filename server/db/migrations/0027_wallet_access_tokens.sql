-- The wallet sign-in's access tokens, shared by every instance (a token issued by one is read by another). Only a
-- hash of the token is kept: a copy of the table signs nobody in.
create table if not exists wallet_access_tokens (
  token_hash text primary key,
  profile jsonb not null,
  expires_at timestamptz not null
);
create index if not exists wallet_access_tokens_expires_at_idx on wallet_access_tokens (expires_at);
