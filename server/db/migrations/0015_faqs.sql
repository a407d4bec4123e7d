-- The FAQs of customer-support, grouped, each text per language (English always). Ids are stable: the page
-- links to a question by its id.
create table if not exists faq_groups (
  faq_group_id text primary key,
  position integer not null,
  titles jsonb not null
);

create table if not exists faqs (
  faq_id text primary key,
  faq_group_id text not null references faq_groups (faq_group_id) on delete cascade,
  position integer not null,
  texts jsonb not null,
  is_active boolean not null default true
);
create index if not exists faqs_by_group on faqs (faq_group_id, position);
