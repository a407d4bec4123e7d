import { describe, expect, it } from 'vitest';

import { flexiFieldsResponseSchema } from '../../contracts/courseConfig';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import type { RegistrationRequest } from '../../contracts/registration';
import { expectRefusal, uniqueEmail, useTestServer } from './helpers';

const t = useTestServer();
const flexi = (obj: unknown) =>
  t.call({
    method: 'GET',
    url: `${apiPaths.flexiFields}?configCourseJsonObj=${encodeURIComponent(typeof obj === 'string' ? obj : JSON.stringify(obj))}`,
  });
const fieldsOf = async (configCourseId: number, isDiversionFieldAtRegistration = true) => {
  const res = await flexi({ configCourseId, isDiversionFieldAtRegistration, stateId: 5 });
  expect(res.statusCode).toBe(200);
  return flexiFieldsResponseSchema.parse(res.body).data!;
};

type Answer = RegistrationRequest['flexifieldList'] extends (infer A)[] | undefined ? A : never;
const register = (configCourseId: number, flexifieldList: Answer[]) =>
  t.call({
    method: 'POST',
    url: apiPaths.registration,
    payload: {
      configCourseId,
      flexifieldList,
      student: {
        firstName: 'Casey',
        lastName: 'Court',
        emailId: uniqueEmail('court'),
        password: 'Kite-runner7',
        state: { stateId: 5 },
      },
    } satisfies RegistrationRequest,
  });
const courtAnswers = (
  o: Partial<Record<'COUNTY' | 'COURT' | 'CITATIONDATE' | 'CITATIONDUEDATE' | 'OtherCourt', string>> = {},
): Answer[] => {
  const v = {
    COUNTY: 'Orange',
    COURT: 'Harbor Justice Center',
    CITATIONDATE: '2026-10-01',
    CITATIONDUEDATE: '11/20/2026',
    ...o,
  };
  const ids: Record<string, number> = { COUNTY: 1, COURT: 2, CITATIONDATE: 3, CITATIONDUEDATE: 4, OtherCourt: 2 };
  return Object.entries(v).map(([name, value]) => ({ flexiFieldId: ids[name], flexiFieldName: name, value }));
};

describe('flexi fields list', () => {
  it('answers the county court course (612): COUNTY, COURT per county with Other, citation dates, court referral', async () => {
    const data = await fieldsOf(612);
    expect(data.studentFlexiFieldDtoList.map((f) => [f.flexiFieldName, f.flexiFieldType, f.isMandatoryField])).toEqual([
      ['COUNTY', 'DROPDOWN', true],
      ['COURT', 'DROPDOWN', true],
      ['CITATIONDATE', 'DATE', true],
      ['CITATIONDUEDATE', 'DATE', true],
    ]);
    const [county, court] = data.studentFlexiFieldDtoList;
    expect(county.dropdownItems.map((i) => i.value)).toEqual(['Los Angeles', 'Orange', 'Sacramento']);
    expect(court.refFieldValue).toBe('COUNTY');
    expect(court.dropdownItems.filter((i) => i.refFieldValue === 'Orange').map((i) => i.value)).toEqual([
      'Central Justice Center',
      'Harbor Justice Center',
    ]);
    expect(court.dropdownItems.at(-1)).toEqual({ value: 'Other', label: 'Other', refFieldValue: null });
    expect(data.studentCourseInformationDtoObj).toEqual({
      isCourtReferral: true,
      isDiversionFieldAtRegistration: true,
      countyLedgerId: 5101,
      courseName: 'Los Angeles County Court Traffic School',
    });
  });

  it('leaves the diversion fields out when not asked for them', async () => {
    const data = await fieldsOf(612, false);
    expect(data.studentFlexiFieldDtoList).toEqual([]);
    expect(data.studentCourseInformationDtoObj?.isCourtReferral).toBe(true);
  });

  it('answers each course its own fields', async () => {
    const gsa = await fieldsOf(901);
    expect(gsa.studentFlexiFieldDtoList).toMatchObject([
      { flexiFieldId: 5, flexiFieldName: 'VEHICLE_TAG', flexiFieldType: 'TEXT', isMandatoryField: true },
    ]);
    const driversEd = await fieldsOf(383);
    expect(driversEd.studentFlexiFieldDtoList).toMatchObject([
      { flexiFieldName: 'PermitNumber', flexiFieldType: 'TEXT', isValidationRequired: true, isMandatoryField: false },
    ]);
    const advanced = await fieldsOf(777);
    expect(advanced.studentFlexiFieldDtoList.map((f) => [f.flexiFieldName, f.flexiFieldType])).toEqual([
      ['SSN', 'TEXT'],
      ['SSNLASTFOUR', 'NUMBER'],
    ]);
    const plain = await fieldsOf(611);
    expect(plain.studentFlexiFieldDtoList).toEqual([]);
    expect(plain.studentCourseInformationDtoObj).toEqual({
      isCourtReferral: false,
      isDiversionFieldAtRegistration: false,
      countyLedgerId: null,
      courseName: 'California 8-Hour Traffic School',
    });
  });

  it('answers 400 for bad JSON or a bad object and 404 for an unknown course', async () => {
    const bad = await flexi('{configCourseId: 612');
    expectRefusal(bad, 400, 'configCourseJsonObj: not valid JSON', failureCodes.validation);
    const wrong = await flexi({ configCourseId: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.status.message).toContain('configCourseJsonObj.configCourseId');
    const missing = await t.call({ method: 'GET', url: apiPaths.flexiFields });
    expect(missing.statusCode).toBe(400);
    const unknown = await flexi({ configCourseId: 4242 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.status.code).toBe(failureCodes.notFound);
  });
});

describe('flexi answers at registration', () => {
  it('stores valid court answers (dates normalised) and the county ledger', async () => {
    const res = await register(612, courtAnswers());
    expect(res.statusCode).toBe(200);
    const id = res.body.data.studentId;
    const values = await t.db.query(
      'select name, value from student_flexi_values where student_id = $1 order by name',
      [id],
    );
    expect(values).toEqual([
      { name: 'CITATIONDATE', value: '2026-10-01' },
      { name: 'CITATIONDUEDATE', value: '2026-11-20' },
      { name: 'COUNTY', value: 'Orange' },
      { name: 'COURT', value: 'Harbor Justice Center' },
    ]);
    const [sc] = await t.db.query(
      'select config_course_id, county_ledger_id from student_courses where student_id = $1',
      [id],
    );
    expect(sc).toEqual({ config_course_id: 612, county_ledger_id: 5101 });
  });

  it("accepts 'Other' with an OtherCourt text and requires that text", async () => {
    const missing = await register(
      612,
      courtAnswers({ COURT: 'Other' }).filter((a) => a.flexiFieldName !== 'OtherCourt'),
    );
    expectRefusal(missing, 400, 'OtherCourt: Other court is required', failureCodes.validation);
    const ok = await register(612, courtAnswers({ COURT: 'Other', OtherCourt: 'Night Court of Anaheim' }));
    expect(ok.statusCode).toBe(200);
    const values = await t.db.query<{ name: string; value: string }>(
      'select name, value from student_flexi_values where student_id = $1',
      [ok.body.data.studentId],
    );
    expect(values).toContainEqual({ name: 'OtherCourt', value: 'Night Court of Anaheim' });
  });

  it('refuses missing, foreign and malformed answers with the field named', async () => {
    const cases: [Answer[], string][] = [
      [courtAnswers().filter((a) => a.flexiFieldName !== 'COUNTY'), 'COUNTY: This field is required'],
      [courtAnswers({ COURT: 'Pasadena Courthouse' }), 'COURT: Please select a valid option'],
      [courtAnswers({ COUNTY: 'Atlantis' }), 'COUNTY: Please select a valid option'],
      [
        courtAnswers({ CITATIONDATE: '2026-02-30' }),
        'CITATIONDATE: Please enter a valid date (YYYY-MM-DD or MM/DD/YYYY)',
      ],
      [
        courtAnswers({ CITATIONDUEDATE: '2026-09-01' }),
        'CITATIONDUEDATE: The court date cannot be before the citation date',
      ],
      [
        [...courtAnswers(), { flexiFieldId: 7, flexiFieldName: 'SSN', value: '123-45-6789' }],
        'flexifieldList: SSN is not a field of this course',
      ],
      [
        courtAnswers().map((a) => (a.flexiFieldName === 'COURT' ? { ...a, flexiFieldId: 1 } : a)),
        'flexifieldList: COURT has flexiFieldId 2, not 1',
      ],
    ];
    for (const [answers, message] of cases) {
      const res = await register(612, answers);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.status, message).toEqual({ success: false, message, code: failureCodes.validation });
    }
  });

  it('checks confirm fields, SSN formats and text lengths', async () => {
    const permit = (value: string, confirm?: string): Answer[] => [
      { flexiFieldId: 6, flexiFieldName: 'PermitNumber', value },
      ...(confirm === undefined ? [] : [{ flexiFieldId: 6, flexiFieldName: 'PermitNumberCONFIRM', value: confirm }]),
    ];
    expect((await register(383, permit('D1234567', 'D1234568'))).body.status.message).toBe('PermitNumber must match');
    expect((await register(383, permit('D'))).body.status.message).toBe(
      'PermitNumber: Please enter between 2 and 40 characters',
    );
    const ok = await register(383, permit('D1234567', 'D1234567'));
    expect(ok.statusCode).toBe(200);
    const stored = await t.db.query('select name, value from student_flexi_values where student_id = $1', [
      ok.body.data.studentId,
    ]);
    expect(stored).toEqual([{ name: 'PermitNumber', value: 'D1234567' }]);
    // Optional fields may stay empty.
    expect((await register(383, [])).statusCode).toBe(200);

    const ssn = (s: string, four: string): Answer[] => [
      { flexiFieldId: 7, flexiFieldName: 'SSN', value: s },
      { flexiFieldId: 8, flexiFieldName: 'SSNLASTFOUR', value: four },
    ];
    expect((await register(777, ssn('123456789', '6789'))).body.status.message).toBe('SSN: Enter a valid SSN number');
    expect((await register(777, ssn('123-45-6789', '67a9'))).body.status.message).toBe(
      'SSNLASTFOUR: Please enter digits only',
    );
    expect((await register(777, ssn('123-45-6789', '678'))).body.status.message).toBe(
      'SSNLASTFOUR: Please enter the last 4 digits of your SSN',
    );
    expect((await register(777, ssn('123-45-6789', '6789'))).statusCode).toBe(200);
  });
});
