-- Registration, extra (flexi) registration fields, course remapping by state and the zero-amount payment bypass.

-- Course configs: family (state remapping serves the same family in another state), registration switch,
-- court-referral data, GSA flag and the checkout header of the price call.
alter table course_configs add column if not exists course_family text;
alter table course_configs add column if not exists is_registration_closed boolean not null default false;
alter table course_configs add column if not exists is_court_referral boolean not null default false;
alter table course_configs add column if not exists county_ledger_id integer;
alter table course_configs add column if not exists is_gsa_course boolean not null default false;
alter table course_configs add column if not exists checkout_header text;
create index if not exists course_configs_family_idx on course_configs (course_family, state_id);

-- The struck-through price shown next to the COURSE price (null: none).
alter table course_config_prices add column if not exists cross_out_amount numeric(10, 2) check (cross_out_amount >= 0);

-- What a registration stores besides the student fields of 0001.
alter table students add column if not exists parent_email text;
alter table students add column if not exists tracking jsonb not null default '{}'::jsonb;

-- Extra registration fields (spec 01 §3 Flexi field). The catalogue of fields ...
create table if not exists flexi_fields (
  flexi_field_id integer primary key,
  name text not null unique,
  field_type text not null check (field_type in ('TEXT', 'DROPDOWN', 'DATE', 'NUMBER')),
  description text not null
);

-- ... which of them a course config asks for, in which order and how.
create table if not exists config_course_flexi_fields (
  config_course_id integer not null references course_configs (config_course_id) on delete cascade,
  flexi_field_id integer not null references flexi_fields (flexi_field_id),
  position integer not null,
  is_mandatory boolean not null default false,
  is_validation_required boolean not null default false,
  -- Court diversion fields (COUNTY, COURT, citation dates): left out when the caller asks without diversion fields.
  is_diversion_field boolean not null default false,
  -- For a dependent dropdown: the name of the field whose value selects the items (COURT → COUNTY).
  ref_field_name text,
  primary key (config_course_id, flexi_field_id)
);

-- Dropdown items per course config and field; ref_field_value ties an item to a value of the parent field (null: any).
create table if not exists flexi_field_items (
  config_course_id integer not null,
  flexi_field_id integer not null,
  position integer not null,
  value text not null,
  label text not null,
  ref_field_value text,
  primary key (config_course_id, flexi_field_id, position),
  foreign key (config_course_id, flexi_field_id) references config_course_flexi_fields (config_course_id, flexi_field_id) on delete cascade
);

-- A student's answers, per course registered for (CONFIRM copies are checked, not stored).
create table if not exists student_flexi_values (
  student_id integer not null references students (student_id) on delete cascade,
  config_course_id integer not null references course_configs (config_course_id),
  flexi_field_id integer references flexi_fields (flexi_field_id),
  name text not null,
  value text not null,
  primary key (student_id, config_course_id, name)
);

-- Court flow and GSA data of a registration; a GSA vehicle tag is registered once per course config.
alter table student_courses add column if not exists county_ledger_id integer;
alter table student_courses add column if not exists vehicle_tag text;
create unique index if not exists student_courses_vehicle_tag_idx
  on student_courses (config_course_id, upper(vehicle_tag)) where vehicle_tag is not null;
-- One registration per student and course config (checkout and double submits rely on it).
create unique index if not exists student_courses_student_config_idx on student_courses (student_id, config_course_id);

-- Payment transaction fields of 02 §3 and its lines.
alter table payment_transactions add column if not exists config_course_id integer references course_configs (config_course_id);
alter table payment_transactions add column if not exists organisation_id integer references organisations (organisation_id);
alter table payment_transactions add column if not exists is_pay_later boolean not null default false;
alter table payment_transactions add column if not exists is_parent_payment_request boolean not null default false;
alter table payment_transactions add column if not exists is_gateway_bypass boolean not null default false;
alter table payment_transactions add column if not exists is_gsa_course boolean not null default false;
alter table payment_transactions add column if not exists is_primary boolean not null default true;

create table if not exists payment_transaction_lines (
  payment_trx_line_id integer generated by default as identity primary key,
  payment_trx_id integer not null references payment_transactions (payment_trx_id) on delete cascade,
  config_course_id integer not null references course_configs (config_course_id),
  price_type_code text not null,
  price numeric(10, 2) not null
);
create index if not exists payment_transaction_lines_trx_idx on payment_transaction_lines (payment_trx_id);
