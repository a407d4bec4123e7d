-- Refund reviews: a student may ask support for a refund the rules do not allow (the course started, the
-- period ended, a payment the gateway cannot refund online). Support refunds or declines it through an operator
-- endpoint; the student is mailed either way.

-- Asked of support: nothing is refunded until an operator decides.
alter table refund_requests add column if not exists review boolean not null default false;
-- Set while an operator's refund is at the gateway: the request can then only be refunded (never declined), and a
-- repeat asks the gateway again with the same key, which refunds once.
alter table refund_requests add column if not exists refunding_at timestamptz;
-- Who decided a review (a name or initials), and the reference of a refund support made outside the gateway.
alter table refund_requests add column if not exists decided_by text;
alter table refund_requests add column if not exists external_reference text;

create index if not exists refund_requests_waiting_idx on refund_requests (created_at) where status = 'requested';
