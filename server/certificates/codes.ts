import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A verification code: 80 random bits (10 bytes) as 16 base-32 characters in four groups, e.g. K7QM-3XPA-9D2T-WB6H.
 * 80 bits is what public certificate-verification services use: guessing one of a million codes at a thousand tries
 * a second would take millions of years, and the lookup is rate limited besides.
 */
export function newVerificationCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return (out.match(/.{4}/g) ?? []).join('-');
}

/** The certificate number printed on it: the school's series, the year of completion and a sequence number. */
export const certificateNumberOf = (certificateId: number, completedAt: Date) =>
  `ITS-${completedAt.getUTCFullYear()}-${String(certificateId).padStart(6, '0')}`;
