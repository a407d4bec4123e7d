import { type ParentVerificationRequest, personLimits } from '../../contracts/account';
import { isoFromUsDate, plausibleStreet, plausibleZip } from './address';

/**
 * Parent identity verification adapter (02 §4). A real identity provider implements ParentVerifier and is passed as
 * buildApp({ parentVerifier }); the offline default applies documented rules and calls no one.
 */
export interface ParentVerifierInput {
  parent: ParentVerificationRequest;
  student: { firstName: string; lastName: string; email: string };
  today: Date;
}

export interface ParentVerifier {
  verify(input: ParentVerifierInput): Promise<{ verified: boolean; reason: string | null }>;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function ageOn(birthIso: string, today: Date): number {
  const [y, m, d] = birthIso.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

/**
 * Offline rules: a real calendar birth date within 1950-01-01..2005-01-01 making the parent 18 or older today; a ZIP
 * that fits the parent's state; a street with a number and a name; a name and e-mail other than the student's own.
 */
export const offlineParentVerifier: ParentVerifier = {
  async verify({ parent, student, today }) {
    const birth = isoFromUsDate(parent.parentDateOfBirth);
    if (!birth || birth < personLimits.parentBirthMin || birth > personLimits.parentBirthMax)
      return { verified: false, reason: 'birth date out of range' };
    if (ageOn(birth, today) < 18) return { verified: false, reason: 'under 18' };
    if (!plausibleZip(parent.parentZip, parent.parentState))
      return { verified: false, reason: 'zip does not fit the state' };
    if (!plausibleStreet(parent.parentStreet)) return { verified: false, reason: 'street not plausible' };
    if (same(parent.parentFirstName, student.firstName) && same(parent.parentLastName, student.lastName)) {
      return { verified: false, reason: "the student's own name" };
    }
    if (same(parent.parentEmail, student.email)) return { verified: false, reason: "the student's own e-mail" };
    return { verified: true, reason: null };
  },
};
