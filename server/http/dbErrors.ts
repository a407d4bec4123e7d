import { failureCodes } from '../../contracts/envelope';
import { ApiError } from './envelope';

/**
 * A database error that says "this value does not fit" is the client's bad input, not a server failure (no 500).
 * The contracts' schemas refuse such input first; this is the net for any value they let through. PGlite and
 * node-postgres both put the PostgreSQL SQLSTATE in `err.code`. The answer never carries the database's own text
 * (it names tables and echoes the value).
 */
const messages: Record<string, string> = {
  '22001': 'A text in the request is too long.',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
  '22021': 'A text in the request contains a character that is not allowed.',
  '22P02': 'A value in the request has the wrong format.',
  '22P05': 'A text in the request contains a character that is not allowed.',
  '23502': 'A required value is missing in the request.',
  '23514': 'A value in the request is not allowed.',
};
/** Class 22 (data exception) as a whole; of class 23 only the two that input causes (unique violations are races). */
const otherDataException = 'A value in the request is not valid.';

/** The SQLSTATE of a PostgreSQL error (PGlite or node-postgres), else undefined. */
export function sqlStateOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** 400 VALIDATION for a validation-shaped database error; undefined for anything else (a real server failure). */
export function databaseInputError(err: unknown): ApiError | undefined {
  const state = sqlStateOf(err);
  if (!state || !(state.startsWith('22') || state === '23502' || state === '23514')) return undefined;
  return new ApiError(400, messages[state] ?? otherDataException, failureCodes.validation);
}
