import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

import { failureCodes } from '../../contracts/envelope';
import { type RefusalParams } from '../../contracts/refusalParams';

// The contracts are written in zod/mini, which loads no default messages: the server answers zod's English ones.
z.config(z.locales.en());

export const genericErrorMessage = 'Oops. Something went wrong. Please try again later.';

export interface EnvelopeBody {
  status: { success: boolean; message: string; code?: string; params?: RefusalParams };
  data?: unknown;
  token?: string;
  session?: boolean;
}

/** A failure answered as the envelope with the given HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly code?: string,
    readonly extra: { session?: boolean } = {},
    /** What the app needs to word the code (e.g. the minutes to wait); the message beside it stays English. */
    readonly params?: RefusalParams,
  ) {
    super(message);
  }
  toBody(): EnvelopeBody {
    return {
      status: {
        success: false,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.params ? { params: this.params } : {}),
      },
      ...this.extra,
    };
  }
}

/** A success; `code` names a message the app shows and words itself (e.g. the sign-in's ineligibility notice). */
export const ok = (
  message: string,
  data?: unknown,
  { token, code }: { token?: string; code?: string } = {},
): EnvelopeBody => ({
  status: { success: true, message, ...(code ? { code } : {}) },
  ...(data === undefined ? {} : { data }),
  ...(token === undefined ? {} : { token }),
});

/** A failure answered with HTTP 200 (the spec's legacy-login style). */
export const softFail = (message: string, code?: string): EnvelopeBody => ({
  status: { success: false, message, ...(code ? { code } : {}) },
});

export function describeZodError(err: core.$ZodError): string {
  return err.issues.map((i) => `${i.path.length ? i.path.join('.') : 'request'}: ${i.message}`).join('; ');
}

/** Parses with a contracts schema; a failure becomes 400 VALIDATION naming the field. */
export function parseWith<S extends core.$ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'query' | 'params',
): core.output<S> {
  const res = z.safeParse(schema, value ?? (where === 'body' ? undefined : {}));
  if (!res.success) {
    const msg = describeZodError(res.error);
    throw new ApiError(400, `Invalid ${where}: ${msg}`, failureCodes.validation);
  }
  return res.data;
}
