import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seedPassword } from './accounts';
import { type ArizonaDocumentStates, decideEligibility, fileArizonaDocuments } from './arizonaDocuments';
import { moveToArizona } from './arizonaStudents';
import { arizonaCourseId, demoCourseId, identityDemoCourseId } from './catalog';
import { creditChapters } from './chapterCredits';
import { seededCourseRules } from './courseRules';
import { insertPaidCourse } from './paidCourse';
import { insertSandboxCardPurchase, refundableLines } from './sandboxCardPurchase';
import { activeStudent, insertNewStudent } from './students';

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

type Tx = Queryable;

async function student(tx: Tx, situation: DocumentsPathsSituation, n: number) {
  const name = documentsPathsNames[situation];
  return insertNewStudent(tx, activeStudent(documentsPathsAccount(situation, n).email, name.first, name.last));
}

/** A course paid by the sandbox (no charge to refund), open for a year, not started. */
const paidCourse = (tx: Tx, studentId: number, configCourseId: number, purchasedAt: Date) =>
  insertPaidCourse(tx, { studentId, configCourseId, amount: 24.95, purchasedAt });

/** The demo course 990 with chapter 1 done (its quiz passed) and a minute of chapter 2. */
async function outlineCourse(tx: Tx, studentId: number, now: Date) {
  const studentCourseId = await paidCourse(tx, studentId, demoCourseId, addMs(now, -days(2)));
  const [first] = seededCourseRules[demoCourseId].chapters.minimumMinutes.map((m) => m * 60);
  await creditChapters(tx, studentCourseId, {
    configCourseId: demoCourseId,
    seconds: [first, 60],
    at: addMs(now, -days(1)),
  });
}

/** An Arizona student (organisation of 913, state AZ) with 913 paid three days ago: the course. */
async function arizonaCourse(tx: Tx, studentId: number, now: Date) {
  await moveToArizona(tx, studentId);
  return paidCourse(tx, studentId, arizonaCourseId, addMs(now, -days(3)));
}

/** The Arizona documents, filed two days ago (decided an hour later when not just filed). */
const fileDocuments = (tx: Tx, studentCourseId: number, states: ArizonaDocumentStates, now: Date) =>
  fileArizonaDocuments(tx, studentCourseId, states, addMs(now, -days(2)));

/** The eligibility answered and decided yesterday: approved, or declined for a court date too soon. */
const decide = (tx: Tx, studentCourseId: number, outcome: 'approved' | 'declined', now: Date) =>
  decideEligibility(tx, studentCourseId, { outcome, now, decidedAt: addMs(now, -days(1)), signedBy: 'seed' });

/** What each situation's student has, once the student is there. */
const situations: Record<DocumentsPathsSituation, (tx: Tx, studentId: number, n: number, now: Date) => Promise<void>> =
  {
    nothing: async () => {},
    california: async (tx, id, _n, now) => {
      await paidCourse(tx, id, 611, addMs(now, -days(1)));
    },
    outline: async (tx, id, _n, now) => outlineCourse(tx, id, now),
    refund: (tx, id, n, now) =>
      insertSandboxCardPurchase(tx, id, {
        reference: `ch_sandbox_docpaths_refund_${n}`,
        paidAt: addMs(now, -hours(24)),
        lines: refundableLines.courseUpsellAndMail,
      }),
    refundLate: (tx, id, n, now) =>
      insertSandboxCardPurchase(tx, id, {
        reference: `ch_sandbox_docpaths_late_${n}`,
        paidAt: addMs(now, -days(40)),
        lines: refundableLines.course,
      }),
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
      await decide(tx, course, 'approved', now);
    },
    azDeclined: async (tx, id, _n, now) => {
      const course = await arizonaCourse(tx, id, now);
      await fileDocuments(tx, course, { citation: 'filed', governmentId: 'filed' }, now);
      await decide(tx, course, 'declined', now);
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
