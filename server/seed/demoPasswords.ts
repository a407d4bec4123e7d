import { hashPassword } from '../auth/password';
import { hashSecurityAnswer } from '../identity/securityAnswers';

/**
 * The demo accounts' password and security answers are public (server/README.md), so their hashes protect nothing:
 * the seed makes them with N = 2^14 instead of the production 2^17. A first demo start hashes about 300 of them, which
 * took over five minutes at 2^17 on a 2-core machine. A sign-in makes the account's hash again at the current cost,
 * like any older hash. Production seeds no accounts.
 */
export const demoHashCost = 2 ** 14;

export const hashDemoPassword = (password: string) => hashPassword(password, demoHashCost);
export const hashDemoSecurityAnswer = (answer: string) => hashSecurityAnswer(answer, demoHashCost);
