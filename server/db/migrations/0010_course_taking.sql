-- Course taking (02 §2, §4): teaching text per chapter and language, and what seat-time crediting needs to be the
-- authority (server/courseTaking/crediting.ts): the last credited moment per student (two tabs or devices never count
-- double), per course the continuous-study run (breaks), the study day's credited time (daily cap) and its locks.

-- One row per chapter and language (English is the fallback): contracts/courseContent.ts chapterContentSchema.
create table if not exists course_chapter_contents (
  chapter_id integer not null references course_chapters (chapter_id) on delete cascade,
  language text not null,
  content jsonb not null,
  primary key (chapter_id, language)
);

-- Across all the student's courses, the study window: opened by a chapter launch after a pause, it never credits more
-- than the wall-clock time since it opened (two tabs or devices never count double, a forged claim gains nothing).
alter table students add column if not exists study_window_start timestamptz;
alter table students add column if not exists study_window_seconds double precision not null default 0;
alter table students add column if not exists last_study_credit_at timestamptz;

alter table student_courses add column if not exists started_at timestamptz;
alter table student_courses add column if not exists credited_seconds double precision not null default 0;
-- The chapter last opened by chapter launch, and when: crediting never reaches back before it.
alter table student_courses add column if not exists open_chapter_id integer references course_chapters (chapter_id);
alter table student_courses add column if not exists opened_at timestamptz;
-- Continuous study since the last break (a gap of a break's length resets it) and a break in progress.
alter table student_courses add column if not exists continuous_seconds double precision not null default 0;
alter table student_courses add column if not exists break_until timestamptz;
-- The daily cap's window (the state's local day, or 24 hours after a lock) and what was credited in it.
alter table student_courses add column if not exists day_window_start timestamptz;
alter table student_courses add column if not exists day_credited_seconds double precision not null default 0;
alter table student_courses add column if not exists locked_until timestamptz;

alter table student_course_chapters add column if not exists started_at timestamptz;
-- The id of the last batch of study time credited: a retried batch whose answer was lost is not credited twice.
alter table student_courses add column if not exists last_time_update_id text;
