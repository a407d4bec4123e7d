import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seedPassword } from './accounts';
import { creditTwoChaptersOf611 } from './chapterCredits';
import { insertPaidCourse } from './paidCourse';
import { saveCourtAnswers612, saveProfileDetails } from './profile';
import { activeStudent, insertNewStudent, type StudentSeed } from './students';

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
  ...activeStudent(email, firstName, lastName),
  status,
});

/** A paid course: its payment, bought a week ago and open for a year; its id. */
const paidCourse = (tx: Queryable, studentId: number, configCourseId: number, now: Date) =>
  insertPaidCourse(tx, {
    studentId,
    configCourseId,
    amount: 29,
    purchasedAt: addMs(now, -days(7)),
    status: 'InProgress',
  });

/** 611 with its first two chapters done and ten minutes of the third, as student@example.com's. */
async function courseInProgress(tx: Queryable, studentId: number, now: Date) {
  const studentCourseId = await paidCourse(tx, studentId, 611, now);
  await creditTwoChaptersOf611(tx, studentCourseId, addMs(now, -days(7)));
}

async function otherInformationStudent(tx: Queryable, email: string, now: Date) {
  const id = await insertNewStudent(tx, student(email, 'Otto', 'Other'));
  if (!id) return;
  await saveProfileDetails(tx, id);
  await paidCourse(tx, id, 612, now);
  await saveCourtAnswers612(tx, id, now);
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
  if (profile) await saveProfileDetails(tx, profile);
  const noState = await insertNewStudent(tx, student(a.noState.email, 'Nell', 'Nostate'));
  if (noState) {
    await saveProfileDetails(tx, noState);
    await tx.query(
      'update students set state_id = null, street = null, city = null, zip = null where student_id = $1',
      [noState],
    );
  }
  const detailsId = await insertNewStudent(tx, student(a.details.email, 'Dana', 'Details'));
  if (detailsId) await saveProfileDetails(tx, detailsId);
  for (const other of a.otherInformation) await otherInformationStudent(tx, other.email, now);
}
