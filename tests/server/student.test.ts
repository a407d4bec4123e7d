import { describe, expect, it } from 'vitest';

import { coursesDashboardResponseSchema } from '../../contracts/courses';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { studentDetailsResponseSchema } from '../../contracts/student';
import { hours } from '../../server/clock';
import { expectRefusal, seededAccounts, useTestServer } from './helpers';

const t = useTestServer();

describe('student details', () => {
  it("answers the signed-in student's record", async () => {
    const { token, studentId } = await t.login(seededAccounts.student.email);
    const res = await t.call({
      method: 'GET',
      url: `${apiPaths.studentDetails}?studentId=${studentId}`,
      token,
      studentIdHeader: studentId,
    });
    expect(res.statusCode).toBe(200);
    const body = studentDetailsResponseSchema.parse(res.body);
    expect(body.data).toMatchObject({
      studentId,
      emailId: seededAccounts.student.email,
      status: 'Active',
      isPersonalInfoPending: false,
      organisation: { organisationId: 1001 },
    });
    expect(body.data!.defaultStPaymentTrxId).toBeGreaterThan(0);
    expect(body.data!.inactivityTimeoutFlagEnabled).toBe(true);
  });

  it('reports the per-student inactivity flag', async () => {
    const s = await t.createStudent({});
    await t.db.query('update students set inactivity_timeout_enabled = false where student_id = $1', [s.studentId]);
    const { token } = await t.login(s.email);
    const res = await t.get(`${apiPaths.studentDetails}?studentId=${s.studentId}`, token);
    expect(res.body.data.inactivityTimeoutFlagEnabled).toBe(false);
  });

  it('validates studentId', async () => {
    const { token } = await t.login(seededAccounts.student.email);
    for (const q of ['', '?studentId=abc', '?studentId=-3']) {
      const res = await t.get(`${apiPaths.studentDetails}${q}`, token);
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toMatchObject({ success: false, code: failureCodes.validation });
      expect(res.body.status.message).toContain('studentId');
    }
  });

  it('needs a session and refuses another student', async () => {
    const mine = await t.login(seededAccounts.student.email);
    const other = await t.login(seededAccounts.pending.email);
    expect(
      (await t.call({ method: 'GET', url: `${apiPaths.studentDetails}?studentId=${mine.studentId}` })).statusCode,
    ).toBe(401);
    const res = await t.get(`${apiPaths.studentDetails}?studentId=${other.studentId}`, mine.token);
    expectRefusal(res, 403, 'Access Denied', failureCodes.forbidden);
  });
});

describe('courses dashboard', () => {
  it('lists the paid course with status and progress', async () => {
    const { token, studentId } = await t.login(seededAccounts.student.email);
    const res = await t.get(`${apiPaths.coursesDashboard}?studentId=${studentId}`, token);
    expect(res.statusCode).toBe(200);
    const body = coursesDashboardResponseSchema.parse(res.body);
    expect(body.data).toHaveLength(1);
    expect(body.data![0]).toMatchObject({
      configCourseId: 611,
      courseName: 'California 8-Hour Traffic School',
      status: 'InProgress',
      // Two of the twelve chapters are complete.
      progressPercent: 17,
      progress: { chaptersDone: 2, chapterCount: 12, action: 'continue', nextChapterNumber: 3 },
    });
    expect(Date.parse(body.data![0].expiresAt!)).toBeGreaterThan(Date.parse(body.data![0].purchasedAt!));
  });

  it('lists the unpaid course of the pending student', async () => {
    const { token, studentId } = await t.login(seededAccounts.pending.email);
    const res = await t.get(`${apiPaths.coursesDashboard}?studentId=${studentId}`, token);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        configCourseId: 611,
        status: 'PaymentPending',
        progressPercent: 0,
        purchasedAt: null,
        expiresAt: null,
      }),
    ]);
  });

  it('answers an empty list for a student without courses', async () => {
    const s = await t.createStudent({});
    const { token } = await t.login(s.email);
    const res = await t.get(`${apiPaths.coursesDashboard}?studentId=${s.studentId}`, token);
    expect(res.body).toMatchObject({ status: { success: true }, data: [] });
  });

  it('shows a course past its access end as Expired', async () => {
    const { token, studentId } = await t.login(seededAccounts.student.email);
    t.clock.advance(hours(24 * 400));
    const res = await t.get(
      `${apiPaths.coursesDashboard}?studentId=${studentId}`,
      (await t.login(seededAccounts.student.email)).token,
    );
    t.clock.advance(-hours(24 * 400));
    expect(res.body.data[0].status).toBe('Expired');
    expect(token).toBeTruthy();
  });

  it("refuses another student's dashboard", async () => {
    const mine = await t.login(seededAccounts.student.email);
    const other = await t.login(seededAccounts.pending.email);
    const res = await t.get(`${apiPaths.coursesDashboard}?studentId=${other.studentId}`, mine.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.status.message).toBe('Access Denied');
  });
});
