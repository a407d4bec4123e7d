import { describe, expect, it } from 'vitest';

import { personalInformationFailureCodes, personalInformationMessages } from '../../contracts/account';
import { flexiFieldsResponseSchema } from '../../contracts/courseConfig';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import {
  countyAgencyResponseSchema,
  type FlexiFieldSaveItem,
  flexiFieldSaveResponseSchema,
  type OtherInformationCourse,
  otherInformationResponseSchema,
  type ProfileDetails,
  profileDetailsResponseSchema,
  profileFailureCodes,
  profileMessages,
} from '../../contracts/profile';
import { developmentDataKeys } from '../../server/dataAtRest/dataKeys';
import { openStored } from '../../server/dataAtRest/sealing';
import { flexiValueContext } from '../../server/registration/flexiValues';
import { countyAgencies } from '../../server/seed/profile';
import { detailsSent } from '../model/profile.fixtures';
import { expectRefusal, seededAccounts, useTestServer } from './helpers';

const t = useTestServer();
const dayMs = 86_400_000;
const isoDay = (offsetDays: number) => new Date(t.clock().getTime() + offsetDays * dayMs).toISOString().slice(0, 10);
const ids = { COUNTY: 1, COURT: 2, CITATIONDATE: 3, CITATIONDUEDATE: 4, VEHICLE_TAG: 5, PermitNumber: 6, SSN: 7 };
const laAgencies = countyAgencies[0].labels;

/** A signed-in student with a paid course and its stored answers (name → value). */
async function studentWith(
  configCourseId: number,
  stored: Record<string, string> = {},
  o: { stateId?: number | null; vehicleTag?: string; status?: string } = {},
) {
  const s = await t.createStudent({});
  await t.db.query('update students set state_id = $2 where student_id = $1', [
    s.studentId,
    o.stateId === undefined ? 5 : o.stateId,
  ]);
  await t.db.query(
    `insert into student_courses (student_id, config_course_id, status, vehicle_tag) values ($1, $2, $3, $4)`,
    [s.studentId, configCourseId, o.status ?? 'Active', o.vehicleTag ?? null],
  );
  for (const [name, value] of Object.entries(stored)) {
    await t.db.query(
      `insert into student_flexi_values (student_id, config_course_id, flexi_field_id, name, value)
       values ($1, $2, (select flexi_field_id from flexi_fields where name = $3), $3, $4)`,
      [s.studentId, configCourseId, name, value],
    );
  }
  const { token } = await t.login(s.email, s.password);
  return { ...s, token };
}

const courtAnswers = () => ({
  COUNTY: 'Orange',
  COURT: 'Harbor Justice Center',
  CITATIONDATE: isoDay(-20),
  CITATIONDUEDATE: isoDay(60),
  CITATIONCOUNTY: '2830',
});

/** 02 §7 save items, one per answer: [flexiFieldId, value, name?]; an empty value is sent inactive. */
const items = (
  studentId: number,
  configCourseId: number,
  answers: Array<[number, string, string?]>,
): FlexiFieldSaveItem[] =>
  answers.map(([flexiFieldId, value, flexiFieldName]) => ({
    flexiField: flexiFieldName ? { flexiFieldId, flexiFieldName } : { flexiFieldId },
    isActive: value !== '',
    refFieldId: studentId,
    refFieldValue: value,
    configCourseId,
  }));

/** Course 612's answers: the stored court answers, with the county of the citation and its agency as given. */
const courtItems = (studentId: number, county: string, agency: string, o: Record<string, string> = {}) => {
  const v: Record<string, string> = { ...courtAnswers(), ...o };
  return items(studentId, 612, [
    [ids.COUNTY, v.COUNTY],
    [ids.COURT, v.COURT],
    [ids.CITATIONDATE, v.CITATIONDATE],
    [ids.CITATIONDUEDATE, v.CITATIONDUEDATE],
    [89, county],
    [161, agency],
    ...(v.OtherCourt !== undefined ? [[ids.COURT, v.OtherCourt, 'OtherCourt'] as [number, string, string]] : []),
  ]);
};

const save = (token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: apiPaths.saveStudentFlexiFields, token, payload });
const list = async (token: string) => {
  const res = await t.get(apiPaths.studentFlexiFields, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return otherInformationResponseSchema.parse(res.body).data!.courses;
};
const valuesOf = (course: OtherInformationCourse) =>
  Object.fromEntries(course.studentFlexiFieldDtoList.map((f) => [f.flexiFieldName, f.value]));
/** The stored answers, opened (a full SSN is sealed at rest). */
const storedOf = async (studentId: number) =>
  Object.fromEntries(
    (
      await t.db.query<{ name: string; value: string; value_key_id: string | null; config_course_id: number }>(
        'select name, value, value_key_id, config_course_id from student_flexi_values where student_id = $1 order by name',
        [studentId],
      )
    ).map((r) => [
      r.name,
      openStored(
        developmentDataKeys,
        r.value,
        r.value_key_id,
        flexiValueContext(studentId, r.config_course_id, r.name),
      ),
    ]),
  );
const refused = (message: string) => ({ status: 400, message });
const expectInvalid = (
  res: { statusCode: number; body: any },
  { status, message }: { status: number; message: string },
) => expectRefusal(res, status, message, failureCodes.validation);

describe('other information list (02 §7 Flexi fields list)', () => {
  it("answers the seeded profile student's court course 612 with its fields, the profile's own two, and the stored answers", async () => {
    const { token } = await t.login(seededAccounts.profile.email);
    const [course, ...others] = await list(token);
    expect(others).toEqual([]);
    expect(course.configCourseId).toBe(612);
    expect(course.courseName).toBe('Los Angeles County Court Traffic School');
    expect(course.studentFlexiFieldDtoList.map((f) => [f.flexiFieldId, f.flexiFieldName, f.isMandatoryField])).toEqual([
      [1, 'COUNTY', true],
      [2, 'COURT', true],
      [3, 'CITATIONDATE', true],
      [4, 'CITATIONDUEDATE', true],
      [89, 'CITATIONCOUNTY', true],
      [161, 'COUNTYAGENCY', false],
    ]);
    const county = course.studentFlexiFieldDtoList[4];
    expect(county.dropdownItems[0]).toEqual({ value: '2815', label: 'Los Angeles', refFieldValue: null });
    // Field 161's choices come from GET county-agency.
    expect(course.studentFlexiFieldDtoList[5].dropdownItems).toEqual([]);
    expect(valuesOf(course)).toMatchObject({
      COUNTY: 'Orange',
      COURT: 'Harbor Justice Center',
      CITATIONCOUNTY: '2830',
      COUNTYAGENCY: null,
    });
  });

  it("leaves registration's list of course 612 as it was: fields 89 and 161 are the profile's only", async () => {
    const res = await t.get(
      `${apiPaths.flexiFields}?configCourseJsonObj=${encodeURIComponent(JSON.stringify({ configCourseId: 612, isDiversionFieldAtRegistration: true }))}`,
    );
    const names = flexiFieldsResponseSchema.parse(res.body).data!.studentFlexiFieldDtoList.map((f) => f.flexiFieldName);
    expect(names).toEqual(['COUNTY', 'COURT', 'CITATIONDATE', 'CITATIONDUEDATE']);
  });

  it('lists only purchased courses that ask something, and needs a session', async () => {
    const unpaid = await studentWith(612, {}, { status: 'PaymentPending' });
    expect(await list(unpaid.token)).toEqual([]);
    const plain = await studentWith(611);
    expect(await list(plain.token)).toEqual([]);
    expect((await t.get(apiPaths.studentFlexiFields)).statusCode).toBe(401);
  });
});

describe('county agency (02 §7 County agency)', () => {
  it("answers Los Angeles' agencies (2815) and none for another county", async () => {
    const s = await studentWith(612);
    const la = countyAgencyResponseSchema.parse(
      (await t.get(`${apiPaths.countyAgency}?countyCode=2815`, s.token)).body,
    );
    expect(la.status.success).toBe(true);
    expect(la.data!.map((a) => a.label)).toEqual(laAgencies);
    expect(la.data![0]).toEqual({ countyCode: '2815', label: laAgencies[0], countyName: 'Los Angeles' });
    const orange = countyAgencyResponseSchema.parse(
      (await t.get(`${apiPaths.countyAgency}?countyCode=2830`, s.token)).body,
    );
    expect(orange.data).toEqual([]);
    expect((await t.get(`${apiPaths.countyAgency}?countyCode=LA`, s.token)).statusCode).toBe(400);
    expect((await t.get(`${apiPaths.countyAgency}?countyCode=2815`)).statusCode).toBe(401);
  });
});

describe('other information save (02 §7 Flexi fields save, §5, §9)', () => {
  it('Los Angeles (2815) asks a Los Angeles agency; the save answers the course as saved', async () => {
    const s = await studentWith(612, courtAnswers());
    const res = await save(s.token, courtItems(s.studentId, '2815', 'Pasadena Police Department'));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const saved = flexiFieldSaveResponseSchema.parse(res.body);
    expect(saved.status).toEqual({ success: true, message: profileMessages.otherInformationSaved });
    expect(valuesOf(saved.data!)).toMatchObject({ CITATIONCOUNTY: '2815', COUNTYAGENCY: 'Pasadena Police Department' });
    expect(valuesOf((await list(s.token))[0]).COUNTYAGENCY).toBe('Pasadena Police Department');

    expectInvalid(
      await save(s.token, courtItems(s.studentId, '2815', '')),
      refused('COUNTYAGENCY: This field is required'),
    );
    expectInvalid(
      await save(s.token, courtItems(s.studentId, '2815', 'Sacramento Police Department')),
      refused('COUNTYAGENCY: Please select a valid option'),
    );
  });

  it('another county clears field 161 and does not check it', async () => {
    const s = await studentWith(612, { ...courtAnswers(), CITATIONCOUNTY: '2815', COUNTYAGENCY: laAgencies[0] });
    const res = await save(s.token, courtItems(s.studentId, '2830', 'anything at all'));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const stored = await storedOf(s.studentId);
    expect(stored.CITATIONCOUNTY).toBe('2830');
    expect(stored).not.toHaveProperty('COUNTYAGENCY');
  });

  it("checks the court against the county, 'Other' with its typed court, and the required fields", async () => {
    const s = await studentWith(612, courtAnswers());
    expectInvalid(
      await save(s.token, courtItems(s.studentId, '2830', '', { COURT: 'Pasadena Courthouse' })),
      refused('COURT: Please select a valid option'),
    );
    expectInvalid(
      await save(s.token, courtItems(s.studentId, '2830', '', { COURT: 'Other', OtherCourt: '' })),
      refused('OtherCourt: Other court is required'),
    );
    expectInvalid(
      await save(s.token, courtItems(s.studentId, '', '')),
      refused('CITATIONCOUNTY: This field is required'),
    );
    const other = await save(
      s.token,
      courtItems(s.studentId, '2830', '', { COURT: 'Other', OtherCourt: 'Traffic Court 9' }),
    );
    expect(other.statusCode, JSON.stringify(other.body)).toBe(200);
    expect(flexiFieldSaveResponseSchema.parse(other.body).data!.otherCourt).toBe('Traffic Court 9');
    // Back to a listed court: the typed one is gone.
    expect((await save(s.token, courtItems(s.studentId, '2830', ''))).statusCode).toBe(200);
    expect(await storedOf(s.studentId)).not.toHaveProperty('OtherCourt');
  });

  it('a changed court date is today or later and not before the citation; the citation date has no minimum', async () => {
    const pastCourt = { ...courtAnswers(), CITATIONDUEDATE: isoDay(-2), CITATIONDATE: isoDay(-30) };
    const s = await studentWith(612, pastCourt);
    // Unchanged, a past court date stays valid.
    expect((await save(s.token, courtItems(s.studentId, '2830', '', pastCourt))).statusCode).toBe(200);
    expectInvalid(
      await save(s.token, courtItems(s.studentId, '2830', '', { ...pastCourt, CITATIONDUEDATE: isoDay(-1) })),
      refused('CITATIONDUEDATE: The date cannot be before today'),
    );
    expectInvalid(
      await save(
        s.token,
        courtItems(s.studentId, '2830', '', { CITATIONDATE: isoDay(20), CITATIONDUEDATE: isoDay(10) }),
      ),
      refused('CITATIONDUEDATE: The court date cannot be before the citation date'),
    );
    const res = await save(s.token, courtItems(s.studentId, '2830', '', { CITATIONDATE: isoDay(-400) }));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  });

  it('SSN (###-##-####) and its last four digits (course 777)', async () => {
    const s = await studentWith(777);
    const ssn = (value: string, lastFour: string) =>
      save(
        s.token,
        items(s.studentId, 777, [
          [ids.SSN, value],
          [8, lastFour],
        ]),
      );
    expectInvalid(await ssn('123-45-678', '6789'), refused('SSN: Enter a valid SSN number'));
    expectInvalid(await ssn('123-45-6789', '678'), refused('SSNLASTFOUR: Please enter the last 4 digits of your SSN'));
    expect((await ssn('123-45-6789', '6789')).statusCode).toBe(200);
    expect(await storedOf(s.studentId)).toEqual({ SSN: '123-45-6789', SSNLASTFOUR: '6789' });
  });

  it('a field needing validation needs its confirm copy, equal (course 383 PermitNumber), and the 02 §5 text rules', async () => {
    const s = await studentWith(383);
    const permit = (value: string, confirm?: string) =>
      save(
        s.token,
        items(s.studentId, 383, [
          [ids.PermitNumber, value],
          ...(confirm === undefined
            ? []
            : [[ids.PermitNumber, confirm, 'PermitNumberCONFIRM'] as [number, string, string]]),
        ]),
      );
    expectInvalid(await permit('P1234567'), refused('PermitNumber must match'));
    expectInvalid(await permit('P1234567', 'P7654321'), refused('PermitNumber must match'));
    expectInvalid(await permit('P', 'P'), refused('PermitNumber: Minimum 2 characters required'));
    expectInvalid(await permit('P'.repeat(41), 'P'.repeat(41)), refused('PermitNumber: Maximum 40 characters allowed'));
    expect((await permit('P1234567', 'P1234567')).statusCode).toBe(200);
    expect(await storedOf(s.studentId)).toEqual({ PermitNumber: 'P1234567' });
  });

  it('names with "agent" take 2 to 100 characters; phone-like fields exactly 10 digits', async () => {
    // Two fields of a test course: an agent's name and a phone number.
    await t.db.query(
      `insert into flexi_fields (flexi_field_id, name, field_type, description) values
         (9001, 'INSURANCEAGENTNAME', 'TEXT', 'Insurance agent'), (9002, 'AGENTPHONE', 'TEXT', 'Agent phone')`,
    );
    await t.db.query(
      `insert into config_course_flexi_fields (config_course_id, flexi_field_id, position, is_mandatory, is_profile_only)
       values (405, 9001, 1, true, true), (405, 9002, 2, false, true)`,
    );
    const s = await studentWith(405);
    const agent = (name: string, phone: string) =>
      save(
        s.token,
        items(s.studentId, 405, [
          [9001, name],
          [9002, phone],
        ]),
      );
    expectInvalid(await agent('A'.repeat(101), ''), refused('INSURANCEAGENTNAME: Maximum 100 characters allowed'));
    expectInvalid(await agent('Al', '555123456'), refused('AGENTPHONE: Enter exactly 10 digits'));
    expectInvalid(await agent('Al', '555-123-4567'), refused('AGENTPHONE: Enter exactly 10 digits'));
    expect((await agent('A'.repeat(100), '5551234567')).statusCode).toBe(200);
    expect((await agent('Al', '')).statusCode).toBe(200);
    expect(await storedOf(s.studentId)).toEqual({ INSURANCEAGENTNAME: 'Al' });
  });

  it('keeps a stored vehicle tag whatever is sent (VEHICLE_TAG read-only)', async () => {
    const s = await studentWith(901, { VEHICLE_TAG: 'G10-20001' }, { vehicleTag: 'G10-20001' });
    const course = (await list(s.token))[0];
    expect(course.vehicleTag).toBe('G10-20001');
    expect(valuesOf(course).VEHICLE_TAG).toBe('G10-20001');
    expect((await save(s.token, items(s.studentId, 901, [[ids.VEHICLE_TAG, 'G99-99999']]))).statusCode).toBe(200);
    expect(await storedOf(s.studentId)).toEqual({ VEHICLE_TAG: 'G10-20001' });
  });

  it("is the session student's own: other students, other courses, a student without a state", async () => {
    const s = await studentWith(612, courtAnswers());
    const other = await studentWith(612, courtAnswers());
    expectRefusal(
      await save(s.token, courtItems(other.studentId, '2830', '')),
      403,
      'Access Denied',
      failureCodes.forbidden,
    );
    expectRefusal(
      await save(s.token, items(s.studentId, 777, [[ids.SSN, '123-45-6789']])),
      404,
      profileMessages.courseNotFound,
      failureCodes.notFound,
    );
    expectInvalid(
      await save(s.token, [...courtItems(s.studentId, '2830', ''), ...items(s.studentId, 777, [[ids.SSN, '']])]),
      refused('configCourseId: one course per save'),
    );
    expectInvalid(
      await save(s.token, items(s.studentId, 612, [[ids.SSN, '123-45-6789']])),
      refused('flexiField.flexiFieldId: 7 is not a field of this course'),
    );
    expect((await save(s.token, [])).statusCode).toBe(400);
    expect((await save(undefined, courtItems(s.studentId, '2830', ''))).statusCode).toBe(401);

    const stateless = await studentWith(612, courtAnswers(), { stateId: null });
    expectRefusal(
      await save(stateless.token, courtItems(stateless.studentId, '2830', '')),
      409,
      profileMessages.stateRequired,
      profileFailureCodes.stateRequired,
    );
    // Nothing was written for anyone.
    expect((await storedOf(other.studentId)).CITATIONCOUNTY).toBe('2830');
  });
});

describe('profile details (02 §3, §5, §8)', () => {
  const details = (o: Partial<ProfileDetails> = {}): ProfileDetails => ({ ...detailsSent, ...o });
  const put = (token: string | undefined, payload: object) =>
    t.call({ method: 'PUT', url: apiPaths.profileDetails, token, payload });

  it("saves the student's own details, keeps the parent's e-mail and the personal information step, answers them", async () => {
    const s = await studentWith(612);
    await t.db.query(
      "update students set parent_email = 'parent.of@example.com', is_personal_info_pending = true where student_id = $1",
      [s.studentId],
    );
    const res = await put(s.token, { ...details(), parentEmail: 'ignored@example.com' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const saved = profileDetailsResponseSchema.parse(res.body);
    expect(saved.status).toEqual({ success: true, message: profileMessages.detailsSaved });
    expect(saved.data).toMatchObject({
      lastName: 'Updated',
      emailId: s.email,
      dateOfBirth: '04-12-1990',
      mobileNumber: '5552345679',
      apartment: 'Suite 2',
      state: { stateId: 5 },
      parentEmail: 'parent.of@example.com',
      isPersonalInfoPending: true,
    });
  });

  it('refuses what the personal information refuses', async () => {
    const s = await studentWith(612);
    expectRefusal(
      await put(s.token, details({ zip: '10001' })),
      400,
      personalInformationMessages.invalidZip,
      personalInformationFailureCodes.invalidZip,
    );
    expectRefusal(
      await put(s.token, details({ street: 'Spring Street' })),
      400,
      personalInformationMessages.invalidAddress,
      personalInformationFailureCodes.invalidAddress,
    );
    expectInvalid(
      await put(s.token, details({ dateOfBirth: '02-30-1990' })),
      refused('dateOfBirth: Date Format Invalid Use the following format MM-DD-YYYY'),
    );
    expect((await put(s.token, details({ firstName: '' }))).statusCode).toBe(400);
    expect((await put(s.token, details({ state: { stateId: 9999 } }))).statusCode).toBe(400);
    expect((await put(undefined, details())).statusCode).toBe(401);
  });
});
