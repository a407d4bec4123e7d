import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seedPassword } from './accounts';
import { arizonaCourseId, demoCourseId, identityDemoCourseId, insuranceDiscountCourseId } from './catalog';
import { seededCourseRules } from './courseRules';
import { insertNewStudent } from './students';

/*
 * The accounts of the browser paths of refunds, the Arizona documents and eligibility, the course outline and
 * the identity set-ups (tests/model/<flow>.browser.ts of courseOutline, refund, documents, fileDocuments, eligibility,
 * securityQuestionsSetup, typingPatternSetup). One pool per situation: its first account (number 0) is for the paths
 * that only read; every path that changes its student's data (refunds, files, decides, saves, enrols, starts) has an
 * account of its own, so no path changes what another path or another test reads. All with the seed password.
 */

/** How many accounts each situation has (number 0 for the paths that read, the others one per path that writes). */
export const documentsPathsPools = {
  /** Nothing bought: no purchase to refund, no course chosen, no course that needs documents. */
  nothing: 1,
  /** California 611 paid, not started, no security answers: a course that needs no documents; the launch asks the answers. */
  california: 8,
  /** The demo course 990: chapter 1 done, chapter 2 begun, chapter 3 locked (the course outline). */
  outline: 3,
  /** Paid yesterday by the sandbox card: 611 (not started), the insurance discount course and the certificate by mail. */
  refund: 10,
  /** Paid 40 days ago by the sandbox card for 611: past its 30 days, only support may be asked (a review). */
  refundLate: 10,
  /** Arizona 913 paid, no document filed. */
  azFresh: 12,
  /** Arizona: the citation filed, the government ID declined, eligibility not decided (the Documents page). */
  azReplace: 24,
  /** Arizona: the citation approved, the government ID declined, eligibility not decided (File your documents). */
  azRedo: 6,
  /** Arizona: documents filed, eligibility not answered. */
  azFiled: 14,
  /** Arizona: the citation approved, the government ID filed, eligibility decided and approved (the course starts). */
  azApproved: 4,
  /** Arizona: documents filed, eligibility decided and declined (court date too soon). */
  azDeclined: 1,
  /** The identity demo course 992 paid, not started: the launch asks the typing pattern. */
  typist: 8,
} as const;

export type DocumentsPathsSituation = keyof typeof documentsPathsPools;

/** The names each situation's students have (the eligibility's signature is the account's name). */
export const documentsPathsNames: Record<DocumentsPathsSituation, { first: string; last: string }> = {
  nothing: { first: 'Nora', last: 'Nothing' },
  california: { first: 'Cal', last: 'Ifornia' },
  outline: { first: 'Otis', last: 'Outline' },
  refund: { first: 'Ruth', last: 'Refund' },
  refundLate: { first: 'Leo', last: 'Late' },
  azFresh: { first: 'Fern', last: 'Fresh' },
  azReplace: { first: 'Remy', last: 'Replace' },
  azRedo: { first: 'Reda', last: 'Redo' },
  azFiled: { first: 'Fran', last: 'Filed' },
  azApproved: { first: 'Abe', last: 'Approved' },
  azDeclined: { first: 'Dee', last: 'Declined' },
  typist: { first: 'Ty', last: 'Typer' },
};

/** The `n`-th account of a situation (0: the one the reading paths share). */
export const documentsPathsAccount = (situation: DocumentsPathsSituation, n: number) => ({
  email: `docpaths.${situation.toLowerCase()}${n}@example.com`,
  password: seedPassword,
});

const days = (n: number) => hours(24 * n);

/** A 1×1 PNG standing in for a photographed document. */
const placeholderPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

type Tx = Queryable;

async function student(tx: Tx, situation: DocumentsPathsSituation, n: number) {
  const name = documentsPathsNames[situation];
  return insertNewStudent(tx, {
    email: documentsPathsAccount(situation, n).email,
    firstName: name.first,
    lastName: name.last,
    status: 'Active',
    isVerified: true,
    isPersonalInfoPending: false,
    isEligible: true,
  });
}

/** A course paid by the sandbox (no charge to refund), open for a year, not started. */
async function paidCourse(tx: Tx, studentId: number, configCourseId: number, paidAt: Date) {
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id)
     values ($1, 24.95, 'SANDBOX', 'Completed', $2, $3) returning payment_trx_id`,
    [studentId, paidAt, configCourseId],
  );
  await tx.query(
    'update students set default_st_payment_trx_id = coalesce(default_st_payment_trx_id, $2) where student_id = $1',
    [studentId, trx.payment_trx_id],
  );
  const [course] = await tx.query<{ student_course_id: number }>(
    `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at)
     values ($1, $2, 'Active', $3, $4, $5) returning student_course_id`,
    [studentId, configCourseId, trx.payment_trx_id, paidAt, addMs(paidAt, days(365))],
  );
  return course.student_course_id;
}

/** The demo course 990 with chapter 1 done (its quiz passed) and a minute of chapter 2. */
async function outlineCourse(tx: Tx, studentId: number, now: Date) {
  const studentCourseId = await paidCourse(tx, studentId, demoCourseId, addMs(now, -days(2)));
  const chapters = await tx.query<{ chapter_id: number }>(
    'select chapter_id from course_chapters where config_course_id = $1 order by position',
    [demoCourseId],
  );
  const [first] = seededCourseRules[demoCourseId].chapters.minimumMinutes.map((m) => m * 60);
  const at = addMs(now, -days(1));
  const spent = [first, 60];
  for (const [i, seconds] of spent.entries()) {
    const done = i === 0;
    await tx.query(
      `insert into student_course_chapters (student_course_id, chapter_id, time_spent, is_completed, completed_at,
         started_at, quiz_passed_at)
       values ($1, $2, $3, $4, case when $4 then $5::timestamptz end, $5, case when $4 then $5::timestamptz end)`,
      [studentCourseId, chapters[i].chapter_id, seconds, done, at],
    );
  }
  await tx.query(
    `update student_courses set status = 'InProgress', started_at = $2, credited_seconds = $3, open_chapter_id = $4,
       opened_at = $2
     where student_course_id = $1`,
    [studentCourseId, at, first + 60, chapters[1].chapter_id],
  );
}

/** A purchase line: course, price type, price, Mail price type id, extra's name, primary. */
type Line = [number, string, number, number | null, string | null, boolean];

/** A purchase by the sandbox card, its charge in the sandbox processor's ledger (which refunds it), as refunds.ts. */
async function sandboxPurchase(tx: Tx, studentId: number, reference: string, paidAt: Date, lines: Line[]) {
  const total = Math.round(lines.reduce((n, l) => n + l[2], 0) * 100) / 100;
  await tx.query(
    `insert into sandbox_charges (reference, student_id, amount, instrument, created_at) values ($1, $2, $3, 'Visa •••• 4242', $4)
     on conflict do nothing`,
    [reference, studentId, total, paidAt],
  );
  const [trx] = await tx.query<{ payment_trx_id: number }>(
    `insert into payment_transactions (student_id, amount, gateway, status, created_at, config_course_id, organisation_id,
       gateway_reference, payment_mode, instrument, paid_at)
     values ($1, $2, 'Sandbox', 'Completed', $3, 611, 1001, $4, 'Card', 'Visa •••• 4242', $3) returning payment_trx_id`,
    [studentId, total, paidAt, reference],
  );
  for (const [courseId, code, price, priceTypeId, extraName, primary] of lines) {
    await tx.query(
      `insert into payment_transaction_lines (payment_trx_id, config_course_id, price_type_code, price, course_price_type_id, bhwl_name, is_primary)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [trx.payment_trx_id, courseId, code, price, priceTypeId, extraName, primary],
    );
  }
  for (const courseId of new Set(lines.filter((l) => l[1] === 'BASEPR').map((l) => l[0]))) {
    await tx.query(
      `insert into student_courses (student_id, config_course_id, status, payment_trx_id, purchased_at, expires_at)
       select $1, config_course_id, 'Active', $2, $3, $3::timestamptz + make_interval(days => access_days)
       from course_configs where config_course_id = $4`,
      [studentId, trx.payment_trx_id, paidAt, courseId],
    );
  }
  await tx.query('update students set default_st_payment_trx_id = $2 where student_id = $1', [
    studentId,
    trx.payment_trx_id,
  ]);
}

/** An Arizona student (organisation of 913, state AZ) with 913 paid three days ago: the course. */
async function arizonaCourse(tx: Tx, studentId: number, now: Date) {
  await tx.query(
    `update students set state_id = (select state_id from states where state_code = 'AZ'),
       organisation_id = (select organisation_id from course_configs where config_course_id = $2)
     where student_id = $1`,
    [studentId, arizonaCourseId],
  );
  return paidCourse(tx, studentId, arizonaCourseId, addMs(now, -days(3)));
}

type DocumentState = 'filed' | 'approved' | 'declined';

/** The Arizona documents, filed two days ago; decided an hour later when not just filed. */
async function fileDocuments(tx: Tx, studentCourseId: number, states: Record<string, DocumentState>, now: Date) {
  const filedAt = addMs(now, -days(2));
  for (const [type, status] of Object.entries(states)) {
    const [row] = await tx.query<{ student_document_id: number }>(
      `insert into student_documents (student_course_id, document_type, status, decline_reason, content_type, size_bytes,
         original_name, filed_at, decided_at, decided_by)
       values ($1, $2, $3, $4, 'image/png', $5, $6, $7, $8, $9) returning student_document_id`,
      [
        studentCourseId,
        type,
        status,
        status === 'declined' ? 'The photo is too dark to read.' : null,
        placeholderPng.length,
        `${type}.png`,
        filedAt,
        status === 'filed' ? null : addMs(filedAt, hours(1)),
        status === 'filed' ? null : 'seed',
      ],
    );
    await tx.query('insert into student_document_contents (student_document_id, content) values ($1, $2)', [
      row.student_document_id,
      placeholderPng,
    ]);
  }
}

/** The eligibility answered and decided yesterday: approved, or declined for a court date too soon. */
async function decideEligibility(tx: Tx, studentCourseId: number, outcome: 'approved' | 'declined', now: Date) {
  const decidedAt = addMs(now, -days(1));
  const courtDays = outcome === 'approved' ? 45 : 3;
  await tx.query(
    `insert into eligibility_answers (student_course_id, violation_code, violation_date, court_date, serious_injury_or_death,
       previous_course_violation_date, commercial_licence, noncommercial_vehicle, answered_at)
     values ($1, '28-701A', $2, $3, false, null, false, null, $4)`,
    [
      studentCourseId,
      addMs(now, -days(10)).toISOString().slice(0, 10),
      addMs(now, days(courtDays)).toISOString().slice(0, 10),
      decidedAt,
    ],
  );
  await tx.query(
    `insert into eligibility_decisions (student_course_id, outcome, reasons, affirmation, decided_at)
     values ($1, $2, $3::jsonb, $4::jsonb, $5)`,
    [
      studentCourseId,
      outcome,
      JSON.stringify(outcome === 'approved' ? [] : ['courtDateTooSoon']),
      JSON.stringify({ fullName: 'seed', version: 'seed', signedAt: decidedAt.toISOString() }),
      decidedAt,
    ],
  );
}

const prices = { course: 24.95, upsell: 19.95, mail: 9.95 } as const;

/** What each situation's student has, once the student is there. */
const situations: Record<DocumentsPathsSituation, (tx: Tx, studentId: number, n: number, now: Date) => Promise<void>> =
  {
    nothing: async () => {},
    california: async (tx, id, _n, now) => {
      await paidCourse(tx, id, 611, addMs(now, -days(1)));
    },
    outline: async (tx, id, _n, now) => outlineCourse(tx, id, now),
    refund: (tx, id, n, now) =>
      sandboxPurchase(tx, id, `ch_sandbox_docpaths_refund_${n}`, addMs(now, -hours(24)), [
        [611, 'BASEPR', prices.course, null, null, true],
        [insuranceDiscountCourseId, 'BASEPR', prices.upsell, null, null, false],
        [611, 'Mail', prices.mail, 1, 'Certificate by mail', false],
      ]),
    refundLate: (tx, id, n, now) =>
      sandboxPurchase(tx, id, `ch_sandbox_docpaths_late_${n}`, addMs(now, -days(40)), [
        [611, 'BASEPR', prices.course, null, null, true],
      ]),
    azFresh: async (tx, id, _n, now) => {
      await arizonaCourse(tx, id, now);
    },
    azReplace: async (tx, id, _n, now) =>
      fileDocuments(tx, await arizonaCourse(tx, id, now), { citation: 'filed', governmentId: 'declined' }, now),
    azRedo: async (tx, id, _n, now) =>
      fileDocuments(tx, await arizonaCourse(tx, id, now), { citation: 'approved', governmentId: 'declined' }, now),
    azFiled: async (tx, id, _n, now) =>
      fileDocuments(tx, await arizonaCourse(tx, id, now), { citation: 'filed', governmentId: 'filed' }, now),
    azApproved: async (tx, id, _n, now) => {
      const course = await arizonaCourse(tx, id, now);
      await fileDocuments(tx, course, { citation: 'approved', governmentId: 'filed' }, now);
      await decideEligibility(tx, course, 'approved', now);
    },
    azDeclined: async (tx, id, _n, now) => {
      const course = await arizonaCourse(tx, id, now);
      await fileDocuments(tx, course, { citation: 'filed', governmentId: 'filed' }, now);
      await decideEligibility(tx, course, 'declined', now);
    },
    typist: async (tx, id, _n, now) => {
      await paidCourse(tx, id, identityDemoCourseId, addMs(now, -days(1)));
    },
  };

/** Idempotent: an account already there is left as it is (as the rest of the seed). */
export async function seedDocumentsPathsAccounts(tx: Queryable, now: Date) {
  for (const [situation, count] of Object.entries(documentsPathsPools) as Array<[DocumentsPathsSituation, number]>) {
    for (let n = 0; n < count; n++) {
      const id = await student(tx, situation, n);
      if (id) await situations[situation](tx, id, n, now);
    }
  }
}
