import { describe, expect, it } from 'vitest';

import { asUnavailable, DatabaseUnavailableError, isConnectionError } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database connection errors', () => {
  it('recognise a refused or lost connection, a server shutting down or starting, and class 08', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001', '08P01']) {
      expect(isConnectionError(withCode(code)), code).toBe(true);
    }
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new Error('Query read timeout'))).toBe(true);
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leave query errors alone: they are bugs or answers, not outages', () => {
    for (const code of ['23505', '42P01', '40001', '57014'])
      expect(isConnectionError(withCode(code)), code).toBe(false);
    const unique = withCode('23505', 'duplicate key');
    expect(asUnavailable(unique)).toBe(unique);
  });

  it('wrap a connection error once, keeping the cause', () => {
    const cause = withCode('57P01', 'terminating connection due to administrator command');
    const wrapped = asUnavailable(cause);
    expect(wrapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((wrapped as Error).cause).toBe(cause);
    expect(asUnavailable(wrapped)).toBe(wrapped);
  });
});
