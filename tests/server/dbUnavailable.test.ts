import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import type { Db } from '../../server/db';
import { DatabaseUnavailableError } from '../../server/db/unavailable';
import { keyHeader, useTestServer } from './helpers';

const t = useTestServer();
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

/** The app over a database whose every statement fails with `error`. */
function appFailingWith(error: Error) {
  const fail = async () => {
    throw error;
  };
  const db: Db = { ...t.db, query: fail, exec: fail, transaction: fail };
  const app = buildApp({ db, config: defaultConfig() });
  apps.push(app);
  return app;
}

const unavailable = {
  status: {
    success: false,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
    code: 'SERVICE_UNAVAILABLE',
  },
};

describe('while the database is away', () => {
  const app = () =>
    appFailingWith(
      new DatabaseUnavailableError(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    );

  it('a query answers 503 with the envelope and Retry-After', async () => {
    const res = await app().inject({ method: 'GET', url: `${apiPaths.states}?IsActive=true`, headers: keyHeader });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('a transaction answers 503 too', async () => {
    const res = await app().inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      headers: keyHeader,
      payload: { resetToken: 'x'.repeat(43), password: 'Passw0rd!2', confirmPassword: 'Passw0rd!2' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable);
  });

  it('other database failures stay 500 (a bug to fix, not an outage)', async () => {
    const res = await appFailingWith(
      Object.assign(new Error('relation "states" does not exist'), { code: '42P01' }),
    ).inject({ method: 'GET', url: `${apiPaths.states}?IsActive=true`, headers: keyHeader });
    expect(res.statusCode).toBe(500);
    expect(res.json().status.code).toBe('SERVER_ERROR');
  });
});
