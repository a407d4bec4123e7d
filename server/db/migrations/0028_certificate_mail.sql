-- The course-completed mail is prepared by a background job (server/certificates/completedMail.ts): this marks the
-- certificate whose mail is stored, so a job tried again never stores it twice.
alter table certificates add column if not exists completed_mail_at timestamptz;
