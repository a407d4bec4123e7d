import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { insertPaidCourse } from './paidCourse';
import { activeStudent, insertStudent } from './students';

/*
 * The profile page: the county agencies of field 161 (02 §7 County agency, §9: Los Angeles, code 2815, is
 * the county whose agencies are asked) and profile@example.com, who paid for the Los Angeles county court course 612
 * with the court answers of its registration on file and Orange (2830) as the county of the citation.
 */

const days = (n: number) => hours(24 * n);

/** The citing agencies of Los Angeles county (code 2815), in the order field 161 lists them. */
export const countyAgencies: { countyCode: string; countyName: string; labels: string[] }[] = [
  {
    countyCode: '2815',
    countyName: 'Los Angeles',
    labels: [
      'Los Angeles Police Department',
      "Los Angeles County Sheriff's Department",
      'California Highway Patrol (Los Angeles)',
      'Beverly Hills Police Department',
      'Burbank Police Department',
      'Glendale Police Department',
      'Long Beach Police Department',
      'Pasadena Police Department',
      'Santa Monica Police Department',
    ],
  },
];

async function seedCountyAgencies(tx: Queryable) {
  for (const county of countyAgencies) {
    for (const [i, label] of county.labels.entries()) {
      await tx.query(
        `insert into county_agencies (county_code, position, label, county_name) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [county.countyCode, i + 1, label, county.countyName],
      );
    }
  }
}

/** The details the profile shows (birth date, gender, mobile number, address in California). */
export async function saveProfileDetails(tx: Queryable, studentId: number) {
  await tx.query(
    `update students set date_of_birth = '1990-04-12', gender = 'Female', mobile_number = '5552345678',
       street = '200 N Spring St', city = 'Los Angeles', zip = '90012' where student_id = $1`,
    [studentId],
  );
}

/** Course 612's court answers as registered (dates relative to the seed's day), Orange as the county of the citation. */
export async function saveCourtAnswers612(tx: Queryable, studentId: number, now: Date) {
  const answers = [
    { id: 1, name: 'COUNTY', value: 'Orange' },
    { id: 2, name: 'COURT', value: 'Harbor Justice Center' },
    { id: 3, name: 'CITATIONDATE', value: addMs(now, -days(20)).toISOString().slice(0, 10) },
    { id: 4, name: 'CITATIONDUEDATE', value: addMs(now, days(90)).toISOString().slice(0, 10) },
    { id: 89, name: 'CITATIONCOUNTY', value: '2830' },
  ];
  for (const answer of answers) {
    await tx.query(
      'insert into student_flexi_values (student_id, config_course_id, flexi_field_id, name, value) values ($1, 612, $2, $3, $4)',
      [studentId, answer.id, answer.name, answer.value],
    );
  }
}

async function seedProfileStudent(tx: Queryable, passwordHash: string, now: Date) {
  const studentId = await insertStudent(
    tx,
    activeStudent(seededAccounts.profile.email, 'Pia', 'Profile'),
    passwordHash,
  );
  if (!studentId) return;
  await saveProfileDetails(tx, studentId);
  // 612's county ledger, which registration copies onto the course (the home pages' 612 students have none).
  await insertPaidCourse(tx, {
    studentId,
    configCourseId: 612,
    amount: 29,
    purchasedAt: addMs(now, -days(3)),
    countyLedgerId: 5101,
  });
  await saveCourtAnswers612(tx, studentId, now);
}

/** The profile page's reference data and account (idempotent: nothing is changed once there). */
export async function seedProfileData(tx: Queryable, passwordHash: string, now: Date) {
  await seedCountyAgencies(tx);
  await seedProfileStudent(tx, passwordHash, now);
}
