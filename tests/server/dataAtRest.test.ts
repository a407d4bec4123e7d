import { randomBytes } from 'node:crypto';

import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { type FlexiFieldSaveItem, otherInformationResponseSchema } from '../../contracts/profile';
import { twoFactorSetupResponseSchema } from '../../contracts/twoFactor';
import { parentTokenSecret, verifyParentToken } from '../../server/auth/parentToken';
import { developmentParentTokenSecret } from '../../server/config';
import { type DataKeys, developmentDataKeys } from '../../server/dataAtRest/dataKeys';
import { openStored, UnknownDataKeyError } from '../../server/dataAtRest/sealing';
import { sealStoredValues } from '../../server/dataAtRest/sealStoredValues';
import { flexiValueContext } from '../../server/registration/flexiValues';
import { seededTwoFactor } from '../../server/seed';
import { factorSecretContext } from '../../server/twoFactor/factorSecrets';
import { seededAccounts, uniqueEmail, useTestServer } from './helpers';

/*
 * Data at rest: full SSNs and TOTP secrets are stored sealed (AES-256-GCM) with their key id beside them, SSNs are
 * answered masked, the data step after the migrations seals what was stored in clear and moves values to a new key,
 * and the parent links' signing key is a setting, never a row.
 */
const t = useTestServer();
const ssnFieldId = 7;
const lastFourFieldId = 8;
const floridaAdvanced = 777;

const storedSsn = async (studentId: number) => {
  const [row] = await t.db.query<{ value: string; value_key_id: string | null }>(
    `select value, value_key_id from student_flexi_values where student_id = $1 and name = 'SSN'`,
    [studentId],
  );
  return row;
};
const openSsn = (studentId: number, row: { value: string; value_key_id: string | null }) =>
  openStored(developmentDataKeys, row.value, row.value_key_id, flexiValueContext(studentId, floridaAdvanced, 'SSN'));

/** A signed-in student who has paid course 777 (SSN and its last four digits). */
async function paidStudent() {
  const s = await t.createStudent({});
  await t.db.query('update students set state_id = 10 where student_id = $1', [s.studentId]);
  await t.db.query(`insert into student_courses (student_id, config_course_id, status) values ($1, $2, 'Active')`, [
    s.studentId,
    floridaAdvanced,
  ]);
  const { token } = await t.login(s.email, s.password);
  return { ...s, token };
}

const saveSsn = (s: { studentId: number; token: string }, ssn: string, lastFour = ssn.slice(-4)) =>
  t.call({
    method: 'POST',
    url: apiPaths.saveStudentFlexiFields,
    token: s.token,
    payload: [
      [ssnFieldId, ssn],
      [lastFourFieldId, lastFour],
    ].map(([flexiFieldId, value]): FlexiFieldSaveItem => ({
      flexiField: { flexiFieldId: Number(flexiFieldId) },
      isActive: true,
      refFieldId: s.studentId,
      refFieldValue: String(value),
      configCourseId: floridaAdvanced,
    })),
  });
const answeredSsn = (body: {
  data: { studentFlexiFieldDtoList: { flexiFieldName: string; value: string | null }[] };
}) => body.data.studentFlexiFieldDtoList.find((f) => f.flexiFieldName === 'SSN')?.value;

describe('SSNs at rest', () => {
  it('registration stores a full SSN sealed with its key id; its last four digits as typed', async () => {
    const res = await t.call({
      method: 'POST',
      url: apiPaths.registration,
      payload: {
        configCourseId: floridaAdvanced,
        flexifieldList: [
          { flexiFieldId: ssnFieldId, flexiFieldName: 'SSN', value: '123-45-6789' },
          { flexiFieldId: lastFourFieldId, flexiFieldName: 'SSNLASTFOUR', value: '6789' },
        ],
        student: {
          firstName: 'Sam',
          lastName: 'Secret',
          emailId: uniqueEmail('ssn'),
          password: 'Sealed-ssn-Lumen7',
          state: { stateId: 10 },
        },
      },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const studentId: number = res.body.data.studentId;
    const row = await storedSsn(studentId);
    expect(row.value_key_id).toBe('development');
    expect(row.value).not.toContain('123-45');
    expect(openSsn(studentId, row)).toBe('123-45-6789');
    const [lastFour] = await t.db.query<{ value: string; value_key_id: string | null }>(
      `select value, value_key_id from student_flexi_values where student_id = $1 and name = 'SSNLASTFOUR'`,
      [studentId],
    );
    expect(lastFour).toEqual({ value: '6789', value_key_id: null });
  });

  it('is answered masked; sent back masked it keeps the number, a new one replaces it', async () => {
    const s = await paidStudent();
    const saved = await saveSsn(s, '123-45-6789');
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(answeredSsn(saved.body)).toBe('***-**-6789');
    const list = await t.get(apiPaths.studentFlexiFields, s.token);
    expect(JSON.stringify(list.body)).not.toContain('123-45-6789');
    const course = otherInformationResponseSchema.parse(list.body).data!.courses[0];
    expect(course.studentFlexiFieldDtoList.find((f) => f.flexiFieldName === 'SSN')?.value).toBe('***-**-6789');

    // The form sends back what it was shown: the stored number stays.
    const again = await saveSsn(s, '***-**-6789');
    expect(again.statusCode, JSON.stringify(again.body)).toBe(200);
    expect(openSsn(s.studentId, await storedSsn(s.studentId))).toBe('123-45-6789');
    // A mask that is not of the stored number is no SSN.
    const wrong = await saveSsn(s, '***-**-1111');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.status.message).toBe('SSN: Enter a valid SSN number');

    const changed = await saveSsn(s, '987-65-4321');
    expect(answeredSsn(changed.body)).toBe('***-**-4321');
    expect(openSsn(s.studentId, await storedSsn(s.studentId))).toBe('987-65-4321');
  });
});

describe('TOTP secrets at rest', () => {
  it("a setup's pending secret and the confirmed one are stored sealed; the app's codes still sign in", async () => {
    const s = await t.createStudent({});
    const { token } = await t.login(s.email);
    const setup = twoFactorSetupResponseSchema.parse(
      (await t.call({ method: 'POST', url: apiPaths.twoFactorSetup, token })).body,
    ).data!;
    const secret = setup.secret.replace(/\s+/g, '');
    const [pending] = await t.db.query<{ pending_secret: string; pending_secret_key_id: string }>(
      'select pending_secret, pending_secret_key_id from two_factor_settings where student_id = $1',
      [s.studentId],
    );
    expect(pending.pending_secret_key_id).toBe('development');
    expect(pending.pending_secret).not.toContain(secret);
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock().getTime() });
    const enabled = await t.call({ method: 'POST', url: apiPaths.twoFactorEnable, token, payload: { code } });
    expect(enabled.statusCode, JSON.stringify(enabled.body)).toBe(200);
    const [on] = await t.db.query<{ secret: string; secret_key_id: string; pending_secret: string | null }>(
      'select secret, secret_key_id, pending_secret from two_factor_settings where student_id = $1',
      [s.studentId],
    );
    expect(on.pending_secret).toBeNull();
    expect(on.secret_key_id).toBe('development');
    expect(openStored(developmentDataKeys, on.secret, on.secret_key_id, factorSecretContext(s.studentId))).toBe(secret);
  });

  it("the seeded two-step account's secret is sealed", async () => {
    const [row] = await t.db.query<{ student_id: number; secret: string; secret_key_id: string }>(
      `select f.student_id, f.secret, f.secret_key_id from two_factor_settings f join students s using (student_id)
       where s.email = $1`,
      [seededAccounts.otp.email],
    );
    expect(row.secret).not.toBe(seededTwoFactor.secret);
    expect(openStored(developmentDataKeys, row.secret, row.secret_key_id, factorSecretContext(row.student_id))).toBe(
      seededTwoFactor.secret,
    );
  });
});

describe('the data step after the migrations', () => {
  const unsealed = async () =>
    (
      await t.db.query<{ n: number }>(
        `select ((select count(*) from student_flexi_values where name = 'SSN' and value_key_id is null)
          + (select count(*) from two_factor_settings where secret is not null and secret_key_id is null))::int as n`,
      )
    )[0].n;

  it('seals SSNs and TOTP secrets stored in clear before, once; they read as before', async () => {
    const s = await paidStudent();
    await t.db.query(
      `insert into student_flexi_values (student_id, config_course_id, flexi_field_id, name, value) values ($1, $2, $3, 'SSN', '555-12-3456')`,
      [s.studentId, floridaAdvanced, ssnFieldId],
    );
    await t.db.query(
      `insert into two_factor_settings (student_id, secret, enabled_at, last_used_step, updated_at) values ($1, $2, now(), 0, now())`,
      [s.studentId, seededTwoFactor.secret],
    );
    // Read as stored before encryption until the step runs (never a failure).
    const before = await t.get(apiPaths.studentFlexiFields, s.token);
    expect(JSON.stringify(before.body)).toContain('***-**-3456');
    expect(await unsealed()).toBe(2);

    expect(await sealStoredValues(t.db, developmentDataKeys)).toEqual({ sealed: 2, resealed: 0 });
    expect(await unsealed()).toBe(0);
    expect(openSsn(s.studentId, await storedSsn(s.studentId))).toBe('555-12-3456');
    const code = TOTP.generate({ secret: Secret.fromBase32(seededTwoFactor.secret), timestamp: t.clock().getTime() });
    const login = await t.call({
      method: 'POST',
      url: apiPaths.login,
      payload: { emailId: s.email, password: s.password },
    });
    const second = await t.call({
      method: 'POST',
      url: apiPaths.twoFactorLogin,
      payload: { challengeToken: login.body.data.challengeToken, code },
    });
    expect(second.statusCode, JSON.stringify(second.body)).toBe(200);
    expect(await sealStoredValues(t.db, developmentDataKeys)).toEqual({ sealed: 0, resealed: 0 });
  });

  it('moves every value to a new current key, and refuses to go on without a key still in use', async () => {
    const sealedValues = async (keyId: string) =>
      (
        await t.db.query<{ n: number }>(
          `select ((select count(*) from student_flexi_values where value_key_id = $1)
            + (select count(*) from two_factor_settings where secret_key_id = $1)
            + (select count(*) from two_factor_settings where pending_secret_key_id = $1))::int as n`,
          [keyId],
        )
      )[0].n;
    const inUse = await sealedValues('development');
    expect(inUse).toBeGreaterThan(2);
    const rotated: DataKeys = {
      currentId: '2027-01',
      keys: new Map([...developmentDataKeys.keys, ['2027-01', randomBytes(32)]]),
    };
    expect(await sealStoredValues(t.db, rotated)).toEqual({ sealed: 0, resealed: inUse });
    expect(await sealedValues('development')).toBe(0);
    expect(await sealedValues('2027-01')).toBe(inUse);
    // The old key alone no longer opens them: a start without the new key is refused, nothing is changed.
    await expect(sealStoredValues(t.db, developmentDataKeys)).rejects.toBeInstanceOf(UnknownDataKeyError);
    // Back to the development key, which the rest of this file's server uses.
    await sealStoredValues(t.db, { currentId: 'development', keys: rotated.keys });
    expect(await sealedValues('development')).toBe(inUse);
  });
});

describe("the parent links' signing key", () => {
  it('is a setting, never a row: the demonstration signs with its public development key', async () => {
    const [table] = await t.db.query<{ found: string | null }>("select to_regclass('app_secrets')::text as found");
    expect(table.found).toBeNull();
    const { token } = await t.login(seededAccounts.pending.email);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.parentToken,
      token,
      payload: { parentEmail: 'mum@example.com', primaryConfigCourseId: 611 },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(verifyParentToken(developmentParentTokenSecret, res.body.data.token, t.clock())).toMatchObject({
      primaryConfigCourseId: 611,
    });
  });

  it('is never made up for a database no server was configured on', async () => {
    await expect(parentTokenSecret({})).rejects.toThrow(/PARENT_TOKEN_SECRET/);
  });
});
