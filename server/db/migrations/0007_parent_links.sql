-- Parent links are revocable. Every parent token carries the id (`jti`) of its row here; a token whose row is
-- missing or revoked is refused (server/auth/parentLinks.ts). Ended by: logout with the token, the student's
-- password reset (every link of the student), and payment of the linked order (paid_at; a short grace keeps the
-- thank-you page's calls working).
create table if not exists parent_links (
  parent_link_id text primary key,
  student_id integer not null references students (student_id) on delete cascade,
  -- The pending transaction the link pays (null: the link pays the student's course, no order yet).
  student_payment_trx_id integer references payment_transactions (payment_trx_id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  paid_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text
);
create index if not exists parent_links_student_idx on parent_links (student_id) where revoked_at is null;
create index if not exists parent_links_trx_idx on parent_links (student_payment_trx_id) where revoked_at is null;
