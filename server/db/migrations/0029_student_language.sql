-- The student's interface language (contracts/languages.ts): every mail to the student, or to the parent asked to
-- pay for them, is written in it (docs/architecture.md, "Server text in four languages"). Set at registration from
-- the app's language and kept up to date by the student's signed-in calls; existing students keep English, the
-- words they had.
alter table students add column if not exists language text not null default 'en';
