-- The profile page's "Other information" (02 §5 Other information (flexi) fields, §7 Flexi fields and
-- County agency, §9). A course's flexi fields can be asked on the profile only (registration never asks them: field 89,
-- the county of the citation, and field 161, the citing county agency).
alter table config_course_flexi_fields add column if not exists is_profile_only boolean not null default false;

-- The agencies that cite drivers, per county code (the codes of field 89: '2815' is Los Angeles). Field 161's choices
-- are a county's agencies (02 §7 County agency: countyCode, label, countyName); the label is the stored value.
create table if not exists county_agencies (
  county_code text not null,
  position integer not null,
  label text not null,
  county_name text not null,
  primary key (county_code, position),
  unique (county_code, label)
);
