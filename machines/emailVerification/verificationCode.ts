import { verificationCodeLength } from '../../contracts/auth';

/** 01 §5: the code field keeps digits only, at most 6 (anything else typed is dropped). */
export const digitsOnly = (typed: string): string => typed.replace(/\D/g, '').slice(0, verificationCodeLength);

/** 01 §5: Verify is possible only with exactly 6 digits. */
export const isCompleteCode = (code: string): boolean => code.length === verificationCodeLength && /^\d+$/.test(code);
