import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { nulCharacterMessage } from '../../contracts/primitives';
import { seededAccounts, seedPassword, useTestServer } from './helpers';

/**
 * U+0000 in a part of the request no schema looks at — any header, a JSON key, an unknown query
 * parameter, a path parameter — answers 400 VALIDATION (the same request without it succeeds).
 */
const t = useTestServer();
const refused = (part: string) => ({
  status: { success: false, message: `Invalid ${part}: ${nulCharacterMessage}`, code: failureCodes.validation },
});
const courseInfo = `${apiPaths.courseInfo}?configCourseId=611`;

describe('NUL characters anywhere in a request', () => {
  it('in any header', async () => {
    expect((await t.call({ method: 'GET', url: courseInfo, headers: { 'x-trace': 'ok' } })).statusCode).toBe(200);
    const res = await t.call({ method: 'GET', url: courseInfo, headers: { 'x-trace': 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('headers'));
  });

  it('in a query parameter the schema does not know', async () => {
    const res = await t.call({ method: 'GET', url: `${courseInfo}&utm=%00` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('query'));
  });

  it('in a path parameter', async () => {
    const { token } = await t.login(seededAccounts.student.email);
    const res = await t.call({ method: 'PUT', url: apiPaths.resendVerification(0).replace(/0$/, '%00'), token });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(refused('params'));
  });

  it('as a JSON escape in a body key or a nested string', async () => {
    const login = { emailId: seededAccounts.student.email, password: seedPassword };
    expect((await t.call({ method: 'POST', url: apiPaths.login, payload: login })).statusCode).toBe(200);
    for (const payload of [
      JSON.stringify({ ...login, '\u0000': 1 }),
      JSON.stringify({ ...login, extra: { deep: ['x', 'y\u0000'] } }),
    ]) {
      const res = await t.call({
        method: 'POST',
        url: apiPaths.login,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual(refused('body'));
    }
  });
});
