import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import {
  notificationPreferencesFailureCodes,
  notificationPreferencesMessages,
  notificationPreferencesResponseSchema,
} from '../../contracts/notificationPreferences';
import * as apiPaths from '../../contracts/paths';
import { expectRefusal, seededAccounts, useTestServer } from './helpers';

const t = useTestServer();

const read = (token?: string) => t.get(apiPaths.notificationPreferences, token);
const save = (token: string | undefined, payload: InjectOptions['payload'], headers: Record<string, string> = {}) =>
  t.call({ method: 'PUT', url: apiPaths.notificationPreferences, token, payload, headers });

const allOn = { emailUpdates: true, smsAlerts: true, inactivityWarning: true };

async function studentWithMobile(mobile: string | null) {
  const s = await t.createStudent({});
  await t.db.query('update students set mobile_number = $2 where student_id = $1', [s.studentId, mobile]);
  return { ...s, token: (await t.login(s.email)).token };
}

const history = (studentId: number) =>
  t.db.query<{ preference: string; enabled: boolean; ip_address: string; user_agent: string }>(
    'select preference, enabled, ip_address, user_agent from preference_changes where student_id = $1 order by preference_change_id',
    [studentId],
  );

describe('notification preferences (02 §2 settings)', () => {
  it("reads the registration's consents, the inactivity warning and whether a mobile number is on file", async () => {
    const s = await studentWithMobile(null);
    const res = await read(s.token);
    expect(res.statusCode).toBe(200);
    const body = notificationPreferencesResponseSchema.parse(res.body);
    // The columns' defaults: e-mail updates on, SMS off, the warning on.
    expect(body.data).toEqual({
      emailUpdates: true,
      smsAlerts: false,
      inactivityWarning: true,
      mobileNumberOnFile: false,
    });
  });

  it('saves the choices, records when each changed and keeps a history row per change with the footprint', async () => {
    const s = await studentWithMobile('5551234567');
    const before = t.clock();
    const res = await save(s.token, allOn, { 'user-agent': 'Settings test browser' });
    expect(res.statusCode).toBe(200);
    expect(res.body.status.message).toBe(notificationPreferencesMessages.saved);
    expect(res.body.data).toEqual({ ...allOn, mobileNumberOnFile: true });
    expect((await read(s.token)).body.data).toEqual({ ...allOn, mobileNumberOnFile: true });
    // Only SMS changed (e-mail updates and the warning were on already).
    const [row] = await t.db.query<{
      opt_sms_changed_at: Date | null;
      opt_mail_changed_at: Date | null;
      inactivity_timeout_changed_at: Date | null;
    }>(
      'select opt_sms_changed_at, opt_mail_changed_at, inactivity_timeout_changed_at from students where student_id = $1',
      [s.studentId],
    );
    expect(new Date(row.opt_sms_changed_at!).getTime()).toBe(before.getTime());
    expect(row.opt_mail_changed_at).toBeNull();
    expect(row.inactivity_timeout_changed_at).toBeNull();
    expect(await history(s.studentId)).toEqual([
      { preference: 'smsAlerts', enabled: true, ip_address: '127.0.0.1', user_agent: 'Settings test browser' },
    ]);

    // Turning everything off: three changes; saving the same again changes nothing.
    t.clock.advance(60_000);
    const off = { emailUpdates: false, smsAlerts: false, inactivityWarning: false };
    expect((await save(s.token, off)).body.data).toEqual({ ...off, mobileNumberOnFile: true });
    expect((await save(s.token, off)).statusCode).toBe(200);
    expect((await history(s.studentId)).map((h) => [h.preference, h.enabled])).toEqual([
      ['smsAlerts', true],
      ['emailUpdates', false],
      ['smsAlerts', false],
      ['inactivityWarning', false],
    ]);
  });

  it("the inactivity warning is the student record's inactivityTimeoutFlagEnabled at the next sign-in", async () => {
    const s = await studentWithMobile(null);
    await save(s.token, { emailUpdates: true, smsAlerts: false, inactivityWarning: false });
    const again = await t.login(s.email);
    expect(again.body.data.inactivityTimeoutFlagEnabled).toBe(false);
    const details = await t.get(`${apiPaths.studentDetails}?studentId=${s.studentId}`, again.token);
    expect(details.body.data.inactivityTimeoutFlagEnabled).toBe(false);
  });

  it('refuses SMS alerts without a mobile number on file, and changes nothing then', async () => {
    const s = await studentWithMobile(null);
    expectRefusal(
      await save(s.token, { emailUpdates: false, smsAlerts: true, inactivityWarning: true }),
      400,
      notificationPreferencesMessages.mobileNumberRequired,
      notificationPreferencesFailureCodes.mobileNumberRequired,
    );
    // A blank number counts as none.
    await t.db.query("update students set mobile_number = '  ' where student_id = $1", [s.studentId]);
    expect((await save(s.token, allOn)).statusCode).toBe(400);
    expect((await read(s.token)).body.data).toMatchObject({ emailUpdates: true, smsAlerts: false });
    expect(await history(s.studentId)).toEqual([]);
  });

  it('validates the body: three booleans', async () => {
    const s = await studentWithMobile(null);
    for (const payload of [{}, { ...allOn, smsAlerts: 'yes' }, { emailUpdates: true, smsAlerts: false }, []]) {
      const res = await save(s.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.body.status.code).toBe(failureCodes.validation);
    }
  });

  it("is the token's student only: no session is 401, another student's id header is 403", async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, allOn)).statusCode).toBe(401);
    const s = await studentWithMobile(null);
    const other = await t.login(seededAccounts.student.email);
    const res = await t.call({
      method: 'PUT',
      url: apiPaths.notificationPreferences,
      token: s.token,
      studentIdHeader: other.studentId,
      payload: { ...allOn, smsAlerts: false },
    });
    expect(res.statusCode).toBe(403);
    expect((await read(other.token)).body.data.emailUpdates).toBe(true);
  });
});
