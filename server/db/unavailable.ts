/**
 * The database cannot be reached or dropped the connection (restart, failover, an administrator ending backends).
 * The request may succeed a moment later, so the server answers 503 with Retry-After instead of 500.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    // The cause carries the details (loggers print it after this message).
    super('database unavailable', { cause });
  }
}

/** Seconds a client is told to wait before retrying (Retry-After). */
export const retryAfterSeconds = 5;

// Socket errors of a lost or refused connection.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 connection exceptions.
const sqlStates = new Set(['57P01', '57P02', '57P03']);
// node-postgres reports these without a code.
const messages = [
  /Connection terminated/i, // unexpectedly, or due to connection timeout
  /timeout exceeded when trying to connect/i, // pool connectionTimeoutMillis
  /Query read timeout/i, // query_timeout: the server did not answer at all
  /not queryable/i, // a client whose connection already failed
];

/** True for errors that mean "the database is away", not "this query is wrong". */
export function isConnectionError(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  if (!err || typeof err !== 'object') return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (typeof message === 'string' && messages.some((m) => m.test(message))) return true;
  // Node reports a refused dual-stack connect (localhost → ::1 and 127.0.0.1) as an AggregateError.
  return Array.isArray(errors) && errors.some(isConnectionError);
}

/** The error to rethrow: connection errors become DatabaseUnavailableError, everything else is kept as it is. */
export function asUnavailable(err: unknown): unknown {
  return isConnectionError(err) && !(err instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(err) : err;
}
