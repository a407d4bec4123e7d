import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: session, reset and hand-off tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');
/** Tokens and codes are stored only as their SHA-256. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A 6-digit numeric code (leading zeros kept). */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
