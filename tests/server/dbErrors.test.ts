import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { databaseInputError } from '../../server/http/dbErrors';
import { genericErrorMessage } from '../../server/http/envelope';
import type { ReviewsProvider } from '../../server/reviews';
import { useTestServer } from './helpers';

/**
 * A validation-shaped database error (SQLSTATE class 22, and 23502 / 23514) answers 400 VALIDATION with a
 * safe message, on PGlite and on PostgreSQL (TEST_DATABASE_URL); any other failure stays a 500 without details.
 */
let aggregate: () => Promise<never> = async () => {
  throw new Error('not set');
};
const reviews: ReviewsProvider = { name: 'test', aggregate: () => aggregate() };
const t = useTestServer({ deps: { reviews } });

/** The error the database raises for one statement, run in a transaction with a scratch table. */
async function refusal(sql: string, params: unknown[] = []): Promise<unknown> {
  try {
    await t.db.transaction(async (tx) => {
      await tx.query(
        'create temp table scratch (v varchar(3), c int check (c > 0), n int not null default 1) on commit drop',
      );
      await tx.query(sql, params);
    });
  } catch (err) {
    return err;
  }
  throw new Error(`expected the database to refuse: ${sql}`);
}

describe('database errors caused by input', () => {
  it.each([
    ['22003 integer out of range', 'select $1::int', [2147483648], 'A number in the request is out of range.'],
    ['22003 numeric overflow', 'select $1::numeric(10, 2)', [1e20], 'A number in the request is out of range.'],
    ['22P02 invalid text representation', 'select $1::int', ['1.5'], 'A value in the request has the wrong format.'],
    [
      '22021 NUL in text',
      'select lower($1)',
      ['a\u0000b'],
      'A text in the request contains a character that is not allowed.',
    ],
    [
      '22P05 NUL escape in jsonb',
      'select $1::jsonb',
      ['{"a":"\\u0000"}'],
      'A text in the request contains a character that is not allowed.',
    ],
    ['22001 string too long', 'insert into scratch (v) values ($1)', ['abcd'], 'A text in the request is too long.'],
    ['22008 datetime field overflow', 'select $1::date', ['2026-13-45'], 'A date in the request is out of range.'],
    ['23502 not null', 'insert into scratch (n) values ($1)', [null], 'A required value is missing in the request.'],
    ['23514 check', 'insert into scratch (c) values ($1)', [-1], 'A value in the request is not allowed.'],
  ])('%s becomes 400 VALIDATION', async (_name, sql, params, message) => {
    const err = await refusal(sql, params);
    expect(databaseInputError(err)?.toBody()).toEqual({
      status: { success: false, message, code: failureCodes.validation },
    });
  });

  it('leaves other failures alone (they stay 500)', async () => {
    expect(databaseInputError(await refusal('select * from no_such_table'))).toBeUndefined();
    expect(
      databaseInputError(
        await refusal(
          'insert into states (state_id, state_name, state_code) select state_id, state_name, state_code from states limit 1',
        ),
      ),
    ).toBeUndefined();
    expect(databaseInputError(new Error('boom'))).toBeUndefined();
    expect(databaseInputError(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(databaseInputError(null)).toBeUndefined();
  });

  it('the error handler answers such an error 400 with the envelope, never the database text', async () => {
    aggregate = () => t.db.query('select $1::int', [2147483648]) as Promise<never>;
    const res = await t.call({ method: 'GET', url: apiPaths.reviewsAggregate });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: { success: false, message: 'A number in the request is out of range.', code: failureCodes.validation },
    });
  });

  it('any other failure answers 500 with the generic message: no stack trace, no error text', async () => {
    aggregate = async () => {
      throw new Error('secret detail of the failure');
    };
    const res = await t.call({ method: 'GET', url: apiPaths.reviewsAggregate });
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({
      status: { success: false, message: genericErrorMessage, code: failureCodes.serverError },
    });
  });
});
