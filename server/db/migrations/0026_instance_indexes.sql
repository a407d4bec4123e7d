-- migrate: without transaction
-- Indexes for the queries every instance runs often (a student's payments and courses, the clean-up's cut-offs, mail
-- not yet delivered), built without blocking writes on a live database.
create index concurrently if not exists payment_transactions_student_idx on payment_transactions (student_id);
create index concurrently if not exists student_courses_payment_trx_idx on student_courses (payment_trx_id);
create index concurrently if not exists sessions_expires_at_idx on sessions (expires_at);
create index concurrently if not exists verification_codes_created_at_idx on verification_codes (created_at);
create index concurrently if not exists outbox_unsent_idx on outbox (created_at) where sent_at is null;
