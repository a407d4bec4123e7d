import * as z from 'zod/mini';

/*
 * Instants and dates are checked by parsing, not with zod's ISO formats: those pull zod's format regexes into the
 * code every page shares (about 1 KB gzip on /register; docs/decisions.md, Delivery).
 */
export const isoInstant = () =>
  z.string().check(z.refine((s) => s.includes('T') && !Number.isNaN(Date.parse(s)), { message: 'an ISO instant' }));
export const isoDate = () =>
  z
    .string()
    .check(
      z.refine((s) => s.length === 10 && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { message: 'a YYYY-MM-DD date' }),
    );
