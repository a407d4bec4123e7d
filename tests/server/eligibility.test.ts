import { describe, expect, it } from 'vitest';

import {
  affirmationVersion,
  azRegistrationStatusResponseSchema,
  type EligibilityAnswers,
  eligibilityDecisionResponseSchema,
  eligibilityFailureCodes,
  eligibilityMessages,
  eligibilityPageResponseSchema,
} from '../../contracts/eligibility';
import * as apiPaths from '../../contracts/paths';
import { addMonths, daysBetween } from '../../server/admission/eligibilityRules';
import { localDateOf } from '../../server/courseTaking/zonedTime';
import { arizonaCourseId } from '../../server/seed/catalog';
import { seededCourseRules } from '../../server/seed/courseRules';
import { expectRefusal, launchChapter, seededAccounts, studentInCourse, useTestServer } from './helpers';
import { verifiedAtEveryChapter } from './identityFixtures';

const t = useTestServer();
const rule = seededCourseRules[arizonaCourseId].admission!.eligibility!;
const dayMs = 86_400_000;

const today = () => localDateOf(t.clock(), seededCourseRules[arizonaCourseId].timeZone);
const dayFrom = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/** A new Arizona student who has paid for 913 (Test Student), with documents filed when asked. */
const azStudent = ({ filed = true } = {}) =>
  studentInCourse(t, arizonaCourseId, {
    prepare: async (studentCourseId) => {
      await verifiedAtEveryChapter(t.db, studentCourseId, t.clock());
      if (filed) await fileDocuments(studentCourseId);
    },
  });

/** The rule's documents as the documents page leaves them: filed, or decided by support. */
async function fileDocuments(studentCourseId: number, status: 'filed' | 'approved' | 'declined' = 'filed') {
  const decided = status === 'filed' ? null : t.clock();
  for (const type of ['citation', 'governmentId']) {
    const [row] = await t.db.query<{ student_document_id: number }>(
      `insert into student_documents (student_course_id, document_type, status, decline_reason, content_type, size_bytes,
         original_name, filed_at, decided_at)
       values ($1, $2, $3, $4, 'image/png', 1, 'photo.png', $5, $6)
       on conflict (student_course_id, document_type) do update set status = excluded.status,
         decline_reason = excluded.decline_reason, decided_at = excluded.decided_at
       returning student_document_id`,
      [studentCourseId, type, status, status === 'declined' ? 'Unreadable' : null, t.clock(), decided],
    );
    await t.db.query(
      `insert into student_document_contents (student_document_id, content) values ($1, '\\x00') on conflict do nothing`,
      [row.student_document_id],
    );
  }
}

const eligibleAnswers = (): EligibilityAnswers => ({
  violationCode: '28-701A',
  violationDate: dayFrom(today(), -5),
  courtDate: dayFrom(today(), 30),
  seriousInjuryOrDeath: false,
  previousCourseViolationDate: null,
  commercialLicence: false,
  noncommercialVehicle: null,
});

const decide = (
  token: string,
  studentCourseId: number,
  answers: EligibilityAnswers = eligibleAnswers(),
  fullName = 'Test Student',
) =>
  t.call({
    method: 'POST',
    url: apiPaths.eligibility,
    token,
    headers: { 'user-agent': 'EligibilityTest/1.0' },
    payload: { studentCourseId, answers, affirmation: { fullName, accepted: true, version: affirmationVersion } },
  });

async function decided(token: string, studentCourseId: number, answers: Partial<EligibilityAnswers>) {
  const res = await decide(token, studentCourseId, { ...eligibleAnswers(), ...answers });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return eligibilityDecisionResponseSchema.parse(res.body).data!;
}

const launch = (token: string, studentCourseId: number) => launchChapter(t, token, studentCourseId);

const page = async (token: string, studentCourseId?: number) => {
  const res = await t.get(
    `${apiPaths.eligibility}${studentCourseId === undefined ? '' : `?studentCourseId=${studentCourseId}`}`,
    token,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return eligibilityPageResponseSchema.parse(res.body).data!;
};

describe('the Arizona rule in dates (A.R.S. 28-3392(B))', () => {
  it('counts months by the calendar and days between dates', () => {
    expect(addMonths('2025-03-15', 12)).toBe('2026-03-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(daysBetween('2026-06-01', '2026-06-08')).toBe(7);
  });
});

describe('eligibility (02 §2 eligibility)', () => {
  it("shows the rule's questions: the eligible list, the student's name to sign, the documents, no decision yet", async () => {
    const s = await azStudent();
    const p = await page(s.token, s.studentCourseId);
    expect(p.rule).toEqual(rule);
    expect(p.studentName).toBe('Test Student');
    expect(p.violations.map((v) => v.code)).toEqual(expect.arrayContaining(['28-701A', '28-645A3A', '28-855B']));
    expect(p.violations.map((v) => v.code)).not.toContain('28-909');
    expect(p.documents).toEqual([
      { type: 'citation', status: 'filed' },
      { type: 'governmentId', status: 'filed' },
    ]);
    expect(p.documentsFiled).toBe(true);
    expect(p.answers).toBeNull();
    expect(p.decision).toBeNull();
    // Without a course id: the student's newest course with an eligibility check.
    expect((await page(s.token)).studentCourseId).toBe(s.studentCourseId);
  });

  it('approves eligible answers, stores them with the signed affirmation, and then the course starts', async () => {
    const s = await azStudent();
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'admissionPending', missing: 'eligibility' });
    const decision = await decided(s.token, s.studentCourseId, {});
    expect(decision).toEqual({ outcome: 'approved', reasons: [], decidedAt: t.clock().toISOString() });
    const [row] = await t.db.query<{ affirmation: Record<string, string> }>(
      'select affirmation from eligibility_decisions where student_course_id = $1',
      [s.studentCourseId],
    );
    expect(row.affirmation).toMatchObject({
      fullName: 'Test Student',
      version: affirmationVersion,
      userAgent: 'EligibilityTest/1.0',
      signedAt: t.clock().toISOString(),
    });
    expect(row.affirmation.ipAddress).toBeTruthy();
    expect(row.affirmation.text).toMatch(/I affirm/);
    const p = await page(s.token, s.studentCourseId);
    expect(p.answers).toEqual(eligibleAnswers());
    expect(p.decision?.outcome).toBe('approved');
    expect(await launch(s.token, s.studentCourseId)).toMatchObject({ outcome: 'open', chapterNumber: 1 });
  });

  it.each([
    ['violationNotEligible', { violationCode: 'notListed' }],
    ['violationNotEligible', { violationCode: '28-909' }],
    ['injuryOrDeath', { seriousInjuryOrDeath: true }],
    ['commercialLicence', { commercialLicence: true, noncommercialVehicle: false }],
  ] as const)('declines %s', async (reason, answers) => {
    const s = await azStudent();
    expect(await decided(s.token, s.studentCourseId, answers)).toMatchObject({
      outcome: 'declined',
      reasons: [reason],
    });
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'admissionPending', missing: 'declined' });
  });

  it('lets a CDL holder in who drove a class D or M vehicle, not for commercial purposes', async () => {
    const s = await azStudent();
    expect(
      await decided(s.token, s.studentCourseId, { commercialLicence: true, noncommercialVehicle: true }),
    ).toMatchObject({ outcome: 'approved' });
  });

  it("declines a course taken within the rule's months by violation dates, and allows it from that day on", async () => {
    const violationDate = dayFrom(today(), -5);
    const tooRecent = dayFrom(addMonths(violationDate, -rule.monthsBetweenCourses), 1);
    const s = await azStudent();
    expect(
      await decided(s.token, s.studentCourseId, { violationDate, previousCourseViolationDate: tooRecent }),
    ).toMatchObject({ outcome: 'declined', reasons: ['recentCourse'] });
    const other = await azStudent();
    const longEnough = addMonths(violationDate, -rule.monthsBetweenCourses);
    expect(
      await decided(other.token, other.studentCourseId, { violationDate, previousCourseViolationDate: longEnough }),
    ).toMatchObject({ outcome: 'approved' });
  });

  it("declines a court date fewer than the rule's days away, and approves one exactly that far", async () => {
    const s = await azStudent();
    const soon = dayFrom(today(), rule.minimumDaysBeforeCourtDate - 1);
    expect(await decided(s.token, s.studentCourseId, { courtDate: soon })).toMatchObject({
      reasons: ['courtDateTooSoon'],
    });
    const other = await azStudent();
    const enough = dayFrom(today(), rule.minimumDaysBeforeCourtDate);
    expect(await decided(other.token, other.studentCourseId, { courtDate: enough })).toMatchObject({
      outcome: 'approved',
    });
  });

  it('gives every reason at once', async () => {
    const s = await azStudent();
    const decision = await decided(s.token, s.studentCourseId, {
      violationCode: 'notListed',
      seriousInjuryOrDeath: true,
      courtDate: dayFrom(today(), 1),
    });
    expect(decision.reasons).toEqual(['violationNotEligible', 'injuryOrDeath', 'courtDateTooSoon']);
  });

  it('decides once: a second answer is 409 with the first decision, and changes nothing', async () => {
    const s = await azStudent();
    await decided(s.token, s.studentCourseId, { seriousInjuryOrDeath: true });
    t.clock.advance(60_000);
    const again = await decide(s.token, s.studentCourseId);
    expect(again.statusCode).toBe(409);
    expect(again.body.status.code).toBe(eligibilityFailureCodes.decided);
    expect(eligibilityDecisionResponseSchema.parse(again.body).data).toMatchObject({
      outcome: 'declined',
      reasons: ['injuryOrDeath'],
    });
    expect((await page(s.token, s.studentCourseId)).answers?.seriousInjuryOrDeath).toBe(true);
  });

  it('needs the documents filed first (409), and a declined document counts as not filed', async () => {
    const s = await azStudent({ filed: false });
    expect(await launch(s.token, s.studentCourseId)).toEqual({ outcome: 'admissionPending', missing: 'documents' });
    expect((await page(s.token, s.studentCourseId)).documents.map((d) => d.status)).toEqual(['missing', 'missing']);
    expectRefusal(
      await decide(s.token, s.studentCourseId),
      409,
      eligibilityMessages.documentsMissing,
      eligibilityFailureCodes.documentsMissing,
    );
    await fileDocuments(s.studentCourseId, 'declined');
    expect((await decide(s.token, s.studentCourseId)).statusCode).toBe(409);
    await fileDocuments(s.studentCourseId, 'approved');
    expect((await decide(s.token, s.studentCourseId)).statusCode).toBe(200);
  });

  it('refuses a signature that is not the account name, and answers that cannot be true, deciding nothing', async () => {
    const s = await azStudent();
    expectRefusal(
      await decide(s.token, s.studentCourseId, eligibleAnswers(), 'Someone Else'),
      400,
      eligibilityMessages.nameMismatch,
      eligibilityFailureCodes.nameMismatch,
    );
    const future = { ...eligibleAnswers(), violationDate: dayFrom(today(), 1) };
    expectRefusal(
      await decide(s.token, s.studentCourseId, future),
      400,
      eligibilityMessages.violationDateFuture,
      eligibilityFailureCodes.violationDateFuture,
    );
    const courtFirst = { ...eligibleAnswers(), courtDate: dayFrom(today(), -6) };
    expectRefusal(
      await decide(s.token, s.studentCourseId, courtFirst),
      400,
      eligibilityMessages.courtBeforeViolation,
      eligibilityFailureCodes.courtBeforeViolation,
    );
    const cdl = { ...eligibleAnswers(), commercialLicence: true };
    expectRefusal(
      await decide(s.token, s.studentCourseId, cdl),
      400,
      eligibilityMessages.vehicleRequired,
      eligibilityFailureCodes.vehicleRequired,
    );
    const unsigned = await t.call({
      method: 'POST',
      url: apiPaths.eligibility,
      token: s.token,
      payload: {
        studentCourseId: s.studentCourseId,
        answers: eligibleAnswers(),
        affirmation: { fullName: 'Test Student', accepted: false, version: affirmationVersion },
      },
    });
    expect(unsigned.statusCode).toBe(400);
    // Case and spaces aside, the name signs.
    expect((await decide(s.token, s.studentCourseId, eligibleAnswers(), '  test   STUDENT ')).statusCode).toBe(200);
  });

  it("refuses another student's course (read and decide) and a course without an eligibility check", async () => {
    const owner = await azStudent();
    const other = await azStudent();
    expect(
      (await t.get(`${apiPaths.eligibility}?studentCourseId=${owner.studentCourseId}`, other.token)).statusCode,
    ).toBe(403);
    expect((await decide(other.token, owner.studentCourseId)).statusCode).toBe(403);
    expect(
      (await t.get(`${apiPaths.azRegistrationStatus}?studentCourseId=${owner.studentCourseId}`, other.token))
        .statusCode,
    ).toBe(403);
    expect((await page(owner.token, owner.studentCourseId)).decision).toBeNull();
    const { token } = await t.login(seededAccounts.learner.email);
    expect((await t.get(apiPaths.eligibility, token)).body.status.code).toBe(eligibilityFailureCodes.notRequired);
    expect((await t.get(apiPaths.eligibility)).statusCode).toBe(401);
  });

  it("leads the dashboard's course card to the next admission step instead of Start", async () => {
    const s = await azStudent({ filed: false });
    const action = async () => {
      const res = await t.get(`${apiPaths.coursesDashboard}?studentId=${s.studentId}`, s.token);
      return res.body.data.find((c: { studentCourseId: number }) => c.studentCourseId === s.studentCourseId).progress
        .action;
    };
    expect(await action()).toBe('fileDocuments');
    await fileDocuments(s.studentCourseId);
    expect(await action()).toBe('checkEligibility');
    await decided(s.token, s.studentCourseId, {});
    expect(await action()).toBe('start');
  });
});

describe('az-registration-status (02 §2)', () => {
  it('dates each step: registered, paid, documents filed, eligibility decided, course started', async () => {
    const s = await azStudent({ filed: false });
    const status = async () =>
      azRegistrationStatusResponseSchema.parse(
        (await t.get(`${apiPaths.azRegistrationStatus}?studentCourseId=${s.studentCourseId}`, s.token)).body,
      ).data!;
    const paidAt = t.clock().toISOString();
    expect(await status()).toMatchObject({
      studentCourseId: s.studentCourseId,
      paidAt,
      documentsFiledAt: null,
      eligibility: null,
      courseStartedAt: null,
    });
    t.clock.advance(3_600_000);
    await fileDocuments(s.studentCourseId);
    const filedAt = t.clock().toISOString();
    t.clock.advance(3_600_000);
    await decided(s.token, s.studentCourseId, {});
    const decidedAt = t.clock().toISOString();
    t.clock.advance(3_600_000);
    await launch(s.token, s.studentCourseId);
    const started = await status();
    expect(started).toMatchObject({
      paidAt,
      documentsFiledAt: filedAt,
      eligibility: { outcome: 'approved', decidedAt },
      courseStartedAt: t.clock().toISOString(),
    });
    expect(Date.parse(started.registeredAt)).not.toBeNaN();
  });
});

describe('the seeded Arizona students', () => {
  it('azapproved starts the course; azfiled is asked the check', async () => {
    const approved = await t.login(seededAccounts.azApproved.email);
    const approvedPage = await page(approved.token);
    expect(approvedPage.decision?.outcome).toBe('approved');
    const launchAnswer = await launch(approved.token, approvedPage.studentCourseId);
    expect(['open', 'identityCheckDue']).toContain(launchAnswer.outcome);
    const filed = await t.login(seededAccounts.azFiled.email);
    const filedPage = await page(filed.token);
    expect(filedPage.decision).toBeNull();
    expect(await launch(filed.token, filedPage.studentCourseId)).toEqual({
      outcome: 'admissionPending',
      missing: 'eligibility',
    });
  });
});
