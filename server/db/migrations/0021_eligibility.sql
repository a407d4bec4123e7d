-- Arizona eligibility (02 §2 eligibility): the student's answers to the check the course rule names, and the
-- violations the Arizona Supreme Court lists as eligible for defensive driving school (A.R.S. 28-3392(A)(1): civil
-- moving violations of title 28, chapter 3). The decision itself is eligibility_decisions (migration 0020); the answers
-- are written with it, in one transaction, and never changed after it.

create table if not exists eligible_violations (
  state_code text not null,
  code text not null,
  description text not null,
  position integer not null,
  primary key (state_code, code)
);

-- A subset of azcourts.gov/drive/Eligible-Violations (the common ones). Left out on purpose: 28-701.02 (criminal
-- speeding, "CM": only with the presiding judge's permission, which the school cannot check) and non-moving
-- violations such as the seat belt (28-909), insurance and registration, which the list does not name.
insert into eligible_violations (state_code, code, description, position) values
  ('AZ', '28-701A', 'Speed greater than reasonable and prudent (speeding)', 1),
  ('AZ', '28-702.04B', 'Speeding over the posted limit (waste of a finite resource)', 2),
  ('AZ', '28-645A3A', 'Failure to stop at a steady red signal (red light)', 3),
  ('AZ', '28-644A1', 'Failure to obey a traffic control device', 4),
  ('AZ', '28-855B', 'Failure to stop at a stop sign', 5),
  ('AZ', '28-730A', 'Following too closely', 6),
  ('AZ', '28-729.1', 'Unsafe lane change (not driving within a single lane)', 7),
  ('AZ', '28-771A', 'Failure to yield at an intersection', 8),
  ('AZ', '28-772', 'Failure to yield when turning left', 9),
  ('AZ', '28-773', 'Failure to yield entering a highway from a private road or driveway', 10),
  ('AZ', '28-775A', 'Failure to yield to an emergency vehicle', 11),
  ('AZ', '28-792A', 'Failure to yield to a pedestrian in a crosswalk', 12),
  ('AZ', '28-751.1', 'Improper right turn', 13),
  ('AZ', '28-754A', 'Turning or changing lanes without signalling safely', 14),
  ('AZ', '28-721A', 'Failure to drive on the right side of the roadway', 15),
  ('AZ', '28-797.F', 'Speeding in a school crossing zone', 16),
  ('AZ', '28-857A1', 'Failure to stop for a school bus', 17),
  ('AZ', '999', 'A local (city) civil traffic ordinance on the same subject as a listed violation', 18)
on conflict (state_code, code) do nothing;

create table if not exists eligibility_answers (
  student_course_id integer primary key references student_courses (student_course_id) on delete cascade,
  violation_code text not null,
  violation_date date not null,
  court_date date not null,
  serious_injury_or_death boolean not null,
  previous_course_violation_date date,
  commercial_licence boolean not null,
  -- Asked of CDL holders only (A.R.S. 28-3392(A)(2)(b)).
  noncommercial_vehicle boolean,
  answered_at timestamptz not null,
  check (commercial_licence = (noncommercial_vehicle is not null))
);
