-- A verification code's 15 minutes are measured from created_at (one source of truth; tests move created_at).
alter table verification_codes drop column if exists expires_at;

-- Per-student switch of the inactivity prompt (contracts studentSchema.inactivityTimeoutFlagEnabled, 01 §4 Inactivity).
alter table students add column if not exists inactivity_timeout_enabled boolean not null default true;
