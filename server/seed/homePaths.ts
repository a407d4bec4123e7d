import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seedPassword } from './accounts';
import { insertNewStudent, type StudentSeed } from './students';

/*
 * The browser paths of the student's home pages (tests/model/<flow>.browser.ts: the dashboard, Purchased
 * Courses, Settings and its choices, connected accounts, the profile and its tabs): accounts of their own, so the paths
 * that save (choices, details, "Other information", a disconnect) change nobody else's data and no other test changes
 * theirs. Two-step verification's paths register their own students (tests/model/otpConfiguration.browser.ts).
 */

const account = (name: string) => ({ email: `homepaths.${name}@example.com`, password: seedPassword });

/** The accounts and what each one holds (all with the seed password). */
export const homePathsAccounts = {
  /** Paid for 611 (two chapters done, the third begun: 'Continue'), and 383 not paid yet. */
  courses: account('courses'),
  /** No course at all. */
  noCourses: account('nocourses'),
  /** PaymentPending: 611 chosen, not paid. */
  pending: account('pending'),
  /** A mobile number on file: SMS alerts can be chosen. */
  choices: account('choices'),
  /** A Google account connected (connected accounts' Disconnect). */
  google: account('google'),
  /** Details with a state, no course asking "Other information". */
  profile: account('profile'),
  /** Details without a state (nor street, city and zip): "Other information" asks for the state first. */
  noState: account('nostate'),
  /** Details with a state: the profile's details tab is saved. */
  details: account('details'),
  /** Paid for 612 (court answers, Orange as the county of the citation) and 777 (SSN, nothing stored). */
  otherInformation: Array.from({ length: 8 }, (_, i) => account(`other${i + 1}`)),
} as const;

/** The Google account homepaths.google@example.com has connected (its ID token's subject and e-mail). */
export const homePathsGoogleLink = { subject: 'homepaths-google-0001', email: 'homepaths.personal@gmail.com' } as const;

const days = (n: number) => hours(24 * n);

const student = (email: string, firstName: string, lastName: string, status = 'Active'): StudentSeed => ({
  email,
  firstName,
  lastName,
  status,
  isVerified: true,
  isPersonalInfoPending: false,
  isEligible: true,
});

/** A paid course: its payment, bought a week ago and open for a year. */
async function paidCourse(tx: Queryable, studentId: number, configCourseId: number, now: Date) {
  const purchasedAt = addMs(now, -days(7));
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id)
     values ($1, 29.00, 'SANDBOX', 'Completed', $2, $3) returning payment_trx_id`,
    [studentId, purchasedAt, configCourseId],
  );
  await tx.query(
    'update students set default_st_payment_trx_id = coalesce(default_st_payment_trx_id, $2) where student_id = $1',
    [studentId, trx.payment_trx_id],
  );
  const [course] = await tx.query<{ student_course_id: number }>(
    `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at)
     values ($1, $2, 'InProgress', $3, $4, $5) returning student_course_id`,
    [studentId, configCourseId, trx.payment_trx_id, purchasedAt, addMs(purchasedAt, days(365))],
  );
  return course.student_course_id;
}

/** 611 with its first two chapters done and ten minutes of the third, as student@example.com's. */
async function courseInProgress(tx: Queryable, studentId: number, now: Date) {
  const studentCourseId = await paidCourse(tx, studentId, 611, now);
  const chapters = await tx.query<{ chapter_id: number; position: number }>(
    'select chapter_id, position from course_chapters where config_course_id = 611 order by position',
  );
  for (const ch of chapters) {
    const done = ch.position <= 2;
    const spent = done ? 1800 : ch.position === 3 ? 600 : 0;
    await tx.query(
      `insert into student_course_chapters (student_course_id, chapter_id, time_spent, is_completed, completed_at,
         quiz_passed_at)
       values ($1, $2, $3, $4, $5, $5)`,
      [studentCourseId, ch.chapter_id, spent, done, done ? addMs(now, -days(7 - ch.position)) : null],
    );
  }
}

/** The details the profile shows (birth date, gender, mobile number, address in California). */
async function details(tx: Queryable, studentId: number) {
  await tx.query(
    `update students set date_of_birth = '1990-04-12', gender = 'Female', mobile_number = '5552345678',
       street = '200 N Spring St', city = 'Los Angeles', zip = '90012' where student_id = $1`,
    [studentId],
  );
}

/** 612's court answers as registered (dates relative to the seed's day), Orange as the county of the citation. */
const courtAnswers = (now: Date) => [
  { id: 1, name: 'COUNTY', value: 'Orange' },
  { id: 2, name: 'COURT', value: 'Harbor Justice Center' },
  { id: 3, name: 'CITATIONDATE', value: addMs(now, -days(20)).toISOString().slice(0, 10) },
  { id: 4, name: 'CITATIONDUEDATE', value: addMs(now, days(90)).toISOString().slice(0, 10) },
  { id: 89, name: 'CITATIONCOUNTY', value: '2830' },
];

async function otherInformationStudent(tx: Queryable, email: string, now: Date) {
  const id = await insertNewStudent(tx, student(email, 'Otto', 'Other'));
  if (!id) return;
  await details(tx, id);
  await paidCourse(tx, id, 612, now);
  for (const answer of courtAnswers(now))
    await tx.query(
      'insert into student_flexi_values (student_id, config_course_id, flexi_field_id, name, value) values ($1, 612, $2, $3, $4)',
      [id, answer.id, answer.name, answer.value],
    );
  await paidCourse(tx, id, 777, now);
}

/** Idempotent: accounts already there are left as they are; the Google link comes back after a restart if it is gone. */
export async function seedHomePathsAccounts(tx: Queryable, now: Date) {
  const a = homePathsAccounts;
  const courses = await insertNewStudent(tx, student(a.courses.email, 'Cora', 'Courses'));
  if (courses) {
    await courseInProgress(tx, courses, now);
    await tx.query(
      `insert into student_courses (student_id, config_course_id, status) values ($1, 383, 'PaymentPending')`,
      [courses],
    );
  }
  await insertNewStudent(tx, student(a.noCourses.email, 'Nico', 'Nocourse'));
  const pending = await insertNewStudent(tx, student(a.pending.email, 'Penny', 'Pending', 'PaymentPending'));
  if (pending)
    await tx.query(
      `insert into student_courses (student_id, config_course_id, status) values ($1, 611, 'PaymentPending')`,
      [pending],
    );
  const choices = await insertNewStudent(tx, student(a.choices.email, 'Chris', 'Choices'));
  if (choices) await tx.query("update students set mobile_number = '5551234567' where student_id = $1", [choices]);
  await insertNewStudent(tx, student(a.google.email, 'Gwen', 'Google'));
  await tx.query(
    `insert into connected_accounts (student_id, provider, subject, email, connected_at)
     select student_id, 'google', $2, $3, $4 from students where lower(email) = lower($1)
     on conflict do nothing`,
    [a.google.email, homePathsGoogleLink.subject, homePathsGoogleLink.email, addMs(now, -days(30))],
  );
  const profile = await insertNewStudent(tx, student(a.profile.email, 'Pia', 'Profile'));
  if (profile) await details(tx, profile);
  const noState = await insertNewStudent(tx, student(a.noState.email, 'Nell', 'Nostate'));
  if (noState) {
    await details(tx, noState);
    await tx.query(
      'update students set state_id = null, street = null, city = null, zip = null where student_id = $1',
      [noState],
    );
  }
  const detailsId = await insertNewStudent(tx, student(a.details.email, 'Dana', 'Details'));
  if (detailsId) await details(tx, detailsId);
  for (const other of a.otherInformation) await otherInformationStudent(tx, other.email, now);
}
