import * as z from 'zod/mini';

/**
 * Building blocks of the request schemas (bad input answers 400, never 500). Ids are PostgreSQL `integer`
 * columns, amounts `numeric(10, 2)`, texts `text`: a value outside them used to reach the database and fail there.
 */

/** The largest PostgreSQL `integer` (int4): every id column. */
export const maxId = 2_147_483_647;
/** Money in a request (dollars): far inside `numeric(10, 2)`, far above any cart. */
export const maxMoneyAmount = 1_000_000;
/** Seconds in a request (time spent, time left): the sum with a stored value stays a finite number. */
export const maxSeconds = maxId;
export const nulCharacterMessage = 'must not contain a NUL character';

/** A database id: a positive whole number that fits an `integer` column. */
export const id = () => z.int().check(z.positive(), z.maximum(maxId));

/** An id in a query string or path ('611'): coerced from text, then the same bounds as `id()`. */
export const idParam = () => z.coerce.number().check(z.int(), z.positive(), z.maximum(maxId));

/** Dollars, negative allowed (discount lines); add `z.nonnegative()` for totals. */
export const money = () => z.number().check(z.minimum(-maxMoneyAmount), z.maximum(maxMoneyAmount));

/** A duration in seconds, never negative. */
export const seconds = () => z.number().check(z.nonnegative(), z.maximum(maxSeconds));

/** Text that refuses U+0000 (PostgreSQL `text` cannot store it); add checks with `.check(z.trim(), z.minLength(1), …)`. */
export const text = () => z.string().check(z.refine((s) => !s.includes('\u0000'), { message: nulCharacterMessage }));
