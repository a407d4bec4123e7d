import { normaliseSecurityAnswer } from '../../contracts/identityChecks';
import { hashPassword, verifyPassword } from '../auth/password';

/*
 * Security answers are secrets: kept as scrypt hashes of their normalised form (case, spaces and punctuation do not
 * matter, contracts/identityChecks.ts), never stored or shown as text.
 */
export const hashSecurityAnswer = (answer: string, cost?: number) =>
  hashPassword(normaliseSecurityAnswer(answer), cost);

export const securityAnswerMatches = (answer: string, stored: string) =>
  verifyPassword(normaliseSecurityAnswer(answer), stored);
