import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import {
  registrationFailureCodes,
  registrationMessages,
  type RegistrationRequest,
  registrationResponseSchema,
} from '../../contracts/registration';
import { verifyPassword } from '../../server/auth/password';
import { registrationVariants, seededGsaVehicleTag } from '../../server/seed';
import { expectRefusal, expectSignedUp, lastCode, seededAccounts, uniqueEmail, useTestServer } from './helpers';

const t = useTestServer();

type Overrides = Partial<Omit<RegistrationRequest, 'student'>> & { student?: Partial<RegistrationRequest['student']> };
const payload = (o: Overrides = {}): RegistrationRequest => ({
  configCourseId: 611,
  organisationId: 1001,
  flexifieldList: [],
  ...o,
  student: {
    firstName: 'Robin',
    lastName: "O'Hara",
    emailId: uniqueEmail('reg'),
    password: 'Kite-runner7',
    isStudentOptSms: false,
    isStudentOptMail: true,
    state: { stateId: 5 },
    ...o.student,
  },
});
const register = (body: unknown) => t.call({ method: 'POST', url: apiPaths.registration, payload: body as object });
const countStudents = async (email: string) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from students where lower(email) = lower($1)', [email])
  )[0].n;
const gsaBody = (vehicleTag: string | undefined, email = uniqueEmail('driver')) =>
  payload({
    configCourseId: 901,
    organisationId: 1481,
    vehicleTag,
    student: { emailId: email, state: null },
  });

describe('registration', () => {
  it('creates the PaymentPending student with hashed password, tracking fields and course, signs in and mails a code', async () => {
    const body = payload({
      student: {
        utmSource: 'google',
        gclid: 'abc123',
        affiliateId: 'aff-7',
        mobileNumber: '555-123-4567',
        isStudentOptSms: true,
      },
    });
    const parsed = expectSignedUp(await register(body), registrationResponseSchema, registrationMessages.success);
    expect(parsed.data).toMatchObject({
      firstName: 'Robin',
      lastName: "O'Hara",
      emailId: body.student.emailId,
      status: 'PaymentPending',
      isVerified: false,
      isEmailVerficationSkipped: false,
      isPersonalInfoPending: true,
      defaultStPaymentTrxId: null,
      islicenseplateEligible: null,
      state: { stateId: 5 },
      organisation: { organisationId: 1001 },
    });
    const studentId = parsed.data!.studentId;

    const [row] = await t.db.query<{
      password_hash: string;
      is_active: boolean;
      tracking: Record<string, string>;
      mobile_number: string;
      is_opt_sms: boolean;
    }>('select password_hash, is_active, tracking, mobile_number, is_opt_sms from students where student_id = $1', [
      studentId,
    ]);
    expect(row.is_active).toBe(true);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Kite-runner7', row.password_hash)).toBe(true);
    expect(row.tracking).toEqual({ utmSource: 'google', gclid: 'abc123', affiliateId: 'aff-7' });
    expect(row).toMatchObject({ mobile_number: '555-123-4567', is_opt_sms: true });
    const courses = await t.db.query('select config_course_id, status from student_courses where student_id = $1', [
      studentId,
    ]);
    expect(courses).toEqual([{ config_course_id: 611, status: 'PaymentPending' }]);

    // The token is a session like login's, and the mailed code verifies the e-mail.
    const details = await t.get(`${apiPaths.studentDetails}?studentId=${studentId}`, parsed.token);
    expect(details.body.data).toMatchObject({ studentId, status: 'PaymentPending' });
    const code = await lastCode(t, body.student.emailId);
    const verified = await t.call({
      method: 'PUT',
      url: `${apiPaths.emailVerification(studentId)}?code=${code}`,
      token: parsed.token,
    });
    expect(verified.body.status.success).toBe(true);
    // And the password signs in.
    expect((await t.login(body.student.emailId, 'Kite-runner7')).studentId).toBe(studentId);
  });

  it("skips the code when the organisation's EMAIL_VERIFICATION is 'false' (3002)", async () => {
    const v = registrationVariants.emailVerificationOff;
    const body = payload({ configCourseId: v.configCourseId, organisationId: v.organisationId });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      isEmailVerficationSkipped: true,
      isVerified: true,
      status: 'PaymentPending',
      organisation: { organisationId: 3002 },
    });
    expect(await t.mailsTo(body.student.emailId)).toEqual([]);
  });

  it("answers 'Duplicate Email Id' (409) for an e-mail already registered, whatever its case, and creates nothing", async () => {
    const body = payload();
    expect((await register(body)).statusCode).toBe(200);
    const again = await register(payload({ student: { emailId: body.student.emailId.toUpperCase() } }));
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({
      status: { success: false, message: 'Duplicate Email Id', code: registrationFailureCodes.duplicateEmail },
    });
    expect(await countStudents(body.student.emailId)).toBe(1);
    // The seeded student of 1001 registering for another 1001 course: duplicate as well.
    const seeded = await register(payload({ configCourseId: 405, student: { emailId: seededAccounts.student.email } }));
    expect(seeded.body.status.message).toBe('Duplicate Email Id');
  });

  it('creates exactly one student for a double submit; the loser answers the duplicate message', async () => {
    const body = payload();
    const results = await Promise.all([register(body), register(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.body.status.message).toBe(registrationMessages.duplicateEmail);
    expect(await countStudents(body.student.emailId)).toBe(1);
    const [{ n }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from student_courses sc join students s on s.student_id = sc.student_id where lower(s.email) = lower($1)',
      [body.student.emailId],
    );
    expect(n).toBe(1);
    expect((await t.mailsTo(body.student.emailId)).length).toBe(1);
  });

  it('refuses an e-mail of another organisation for a course that organisation cannot join', async () => {
    const res = await register(gsaBody('G10-22222', seededAccounts.student.email));
    expectRefusal(
      res,
      409,
      'Email id already registered with us please contact support team for registering to this course',
      registrationFailureCodes.emailRegisteredElsewhere,
    );
  });

  it("answers 'We could not register you to the course' for a closed course (778) and another organisation's course", async () => {
    const closed = payload({ configCourseId: registrationVariants.closed.configCourseId });
    const res = await register(closed);
    expectRefusal(res, 409, 'We could not register you to the course', registrationFailureCodes.registrationClosed);
    expect(await countStudents(closed.student.emailId)).toBe(0);
    // Organisation 3002 cannot sell organisation 3001's course.
    const foreign = await register(payload({ configCourseId: 911, organisationId: 3002 }));
    expect(foreign.body.status.code).toBe(registrationFailureCodes.registrationClosed);
  });

  it("answers e-mail problems with status.code 'FAIL', INVALID_EMAIL for what is no address (under the e-mail field)", async () => {
    for (const [emailId, message, code] of [
      ['not-an-email', 'Please enter a valid email address', failureCodes.invalidEmail],
      ['   ', 'Email Address is required', 'FAIL'],
    ] as const) {
      const res = await register(payload({ student: { emailId } }));
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toEqual({ success: false, message, code });
    }
    // The domain restriction of organisation 3004.
    const v = registrationVariants.removeFields;
    const outside = payload({ configCourseId: v.configCourseId, organisationId: v.organisationId });
    const refused = await register(outside);
    expectRefusal(refused, 400, registrationMessages.emailDomainNotAllowed, registrationFailureCodes.emailFail);
    expect(await countStudents(outside.student.emailId)).toBe(0);
    for (const emailId of [
      `a${randomBytes(3).toString('hex')}@acme.example`,
      `b${randomBytes(3).toString('hex')}@ops.acme-fleet.example`,
    ]) {
      const res = await register(
        payload({ configCourseId: v.configCourseId, organisationId: v.organisationId, student: { emailId } }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.data.organisation.organisationId).toBe(3004);
    }
  });

  it('answers 400 VALIDATION naming the field for other payload problems', async () => {
    const cases: [Overrides, string][] = [
      [{ student: { firstName: '' } }, 'student.firstName: First Name is required'],
      [
        { student: { lastName: 'x'.repeat(36) } },
        'student.lastName: Input exceeds maximum character limit of 35 characters',
      ],
      [{ student: { firstName: "'Robin" } }, 'student.firstName: Please enter a valid firstname'],
      [{ student: { password: '12345' } }, 'student.password: Password should be between 6 to 30 characters'],
      [{ student: { mobileNumber: '5551234567' } }, 'student.mobileNumber: Please enter valid phone number'],
      [{ student: { isStudentOptSms: true } }, 'student.mobileNumber: Mobile number is required'],
      [
        { student: { emailId: 'same@example.com', parentEmail: 'SAME@example.com' } },
        'student.parentEmail: Parent ID and student ID cannot be the same',
      ],
      [{ student: { state: { stateId: 77 } } }, 'student.state.stateId: State is required'],
      [{ configCourseId: 4242 }, 'configCourseId: unknown course'],
      [{ organisationId: 4242 }, 'organisationId: unknown organisation'],
    ];
    for (const [o, message] of cases) {
      const body = payload(o);
      const res = await register(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.status, message).toEqual({ success: false, message, code: failureCodes.validation });
      expect(await countStudents(body.student.emailId)).toBe(0);
    }
  });

  it('treats the express default state id 99 as no state', async () => {
    const res = await register(payload({ student: { state: { stateId: 99 } } }));
    expect(res.statusCode).toBe(200);
    expect(res.body.data.state).toBeNull();
  });
});

describe('GSA vehicle tag (organisation 1481, course 901)', () => {
  it('requires a government fleet tag', async () => {
    for (const tag of [undefined, '', 'ABC1234', 'G1-12345', 'G10-123', 'G10-123456', 'X10-12345']) {
      const body = gsaBody(tag);
      const res = await register(body);
      expect(res.statusCode, String(tag)).toBe(400);
      expect(res.body.status).toEqual({
        success: false,
        message: 'Please enter a valid license plate to register for the course',
        code: registrationFailureCodes.invalidVehicleTag,
      });
      expect(await countStudents(body.student.emailId)).toBe(0);
    }
  });

  it('registers a valid tag (normalised), marks the student licence-plate eligible and stores the tag', async () => {
    const body = gsaBody('g12 34567');
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      islicenseplateEligible: true,
      organisation: { organisationId: 1481 },
      state: null,
    });
    const [sc] = await t.db.query<{ vehicle_tag: string }>(
      'select vehicle_tag from student_courses where student_id = $1',
      [res.body.data.studentId],
    );
    expect(sc.vehicle_tag).toBe('G12-34567');
    const values = await t.db.query('select name, value from student_flexi_values where student_id = $1', [
      res.body.data.studentId,
    ]);
    expect(values).toEqual([{ name: 'VEHICLE_TAG', value: 'G12-34567' }]);
  });

  it('takes the tag from the VEHICLE_TAG flexi field too', async () => {
    const body = {
      ...gsaBody(undefined),
      flexifieldList: [{ flexiFieldId: 5, flexiFieldName: 'VEHICLE_TAG', value: 'G20-4444' }],
    };
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.islicenseplateEligible).toBe(true);
  });

  it("refuses a tag already registered for the course ('GSA Vehicle Tag Number') and rolls the student back", async () => {
    const seeded = gsaBody(seededGsaVehicleTag.toLowerCase());
    const res = await register(seeded);
    expectRefusal(
      res,
      409,
      'This GSA Vehicle Tag Number is already registered for this course.',
      registrationFailureCodes.vehicleTagTaken,
    );
    expect(res.body.status.message).toContain('GSA Vehicle Tag Number');
    expect(await countStudents(seeded.student.emailId)).toBe(0);
    expect(await t.mailsTo(seeded.student.emailId)).toEqual([]);

    // Two drivers racing for one tag: one wins.
    const [a, b] = await Promise.all([register(gsaBody('G30-55555')), register(gsaBody('G30-55555'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from student_courses where vehicle_tag = 'G30-55555'`,
    );
    expect(n).toBe(1);
  });
});
