-- Sensitive values are encrypted at rest (AES-256-GCM, server/dataAtRest) with a key from the environment (DATA_KEYS):
-- the id of the key that sealed a value is stored beside it, so keys can be replaced. A null key id is a value stored
-- before this migration, in clear: the data step that runs after the migrations at start-up
-- (server/dataAtRest/sealStoredValues.ts, it needs the key, which SQL never sees) seals every one of them.

-- A full SSN among the flexi answers (server/registration/flexiValues.ts).
alter table student_flexi_values add column if not exists value_key_id text;

-- The TOTP secrets of two-step verification, confirmed and pending (server/twoFactor/factorSecrets.ts).
alter table two_factor_settings add column if not exists secret_key_id text;
alter table two_factor_settings add column if not exists pending_secret_key_id text;

-- The parent links' signing key is a setting (PARENT_TOKEN_SECRET), never a row: the key generated and kept here
-- until now is dropped with its table (links it signed are refused from now on).
drop table if exists app_secrets;

-- What a mail's body becomes once it is delivered: its links and codes replaced (server/mail/outbox.ts). Null when
-- the mail carries none.
alter table outbox add column if not exists delivered_body text;
