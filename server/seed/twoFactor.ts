import { addMs, hours } from '../clock';
import type { DataKeys } from '../dataAtRest/dataKeys';
import type { Queryable } from '../db/types';
import { sealFactorSecret } from '../twoFactor/factorSecrets';
import { hashRecoveryCode } from '../twoFactor/recoveryCodes';
import { seededAccounts } from './accounts';
import { creditChapters } from './chapterCredits';
import { saveSeededAnswers, type SeededAnswerHashes, seedPassedCheck } from './identityChecks';
import { insertPaidCourse } from './paidCourse';
import { activeStudent, insertStudent } from './students';

/*
 * The two-factor accounts. twofactor@example.com has two-factor sign-in off (the browser test turns it on
 * through the page and signs in with a code computed from the key the page shows); otp@example.com has it on with the
 * fixed secret and recovery codes below, so tests can compute a current code (SHA-1, 6 digits, 30 s) or use a
 * recovery code. Both have paid for 611 and started it (chapter 1 open, its security question passed).
 */

export const seededTwoFactor = {
  /**
   * otp@example.com's TOTP secret (base32, 160 bits, made once with a crypto RNG). Demo and test data only: anyone who
   * reads this file can compute the account's codes. Code: `TOTP.generate({ secret: Secret.fromBase32(secret) })`.
   */
  secret: 'L2JOL4LGNXXRJEZYQN7RKXISRO43ZC7T',
  /** otp@example.com's ten recovery codes (each works once: a used one stays used until the database is seeded anew). */
  recoveryCodes: [
    '4n5rd-vzg34',
    '62a3w-czk6x',
    'wnjqv-vrm55',
    '494b5-gqrdx',
    's5q5e-98m5h',
    'y6ue6-qdtx5',
    'mxaf9-ybwhm',
    'eywkt-2u8u7',
    'avrqt-pec8j',
    '6fd9k-jjbk4',
  ],
} as const;

const days = (n: number) => hours(24 * n);

/** Paid for 611 a week ago, started yesterday: chapter 1 open with 10 minutes in it and its question passed. */
async function startedCourse(tx: Queryable, studentId: number, answers: SeededAnswerHashes, now: Date) {
  const purchasedAt = addMs(now, -days(7));
  const startedAt = addMs(now, -days(1));
  const course = await insertPaidCourse(tx, { studentId, configCourseId: 611, amount: 24.95, purchasedAt });
  await creditChapters(tx, course, { configCourseId: 611, seconds: [600], at: startedAt });
  await saveSeededAnswers(tx, studentId, answers, purchasedAt);
  await seedPassedCheck(tx, course, 1, startedAt);
}

export async function seedTwoFactorAccounts(
  tx: Queryable,
  hashes: { twoFactor: string; otp: string },
  answers: SeededAnswerHashes,
  now: Date,
  keys: DataKeys,
) {
  const offId = await insertStudent(
    tx,
    activeStudent(seededAccounts.twoFactor.email, 'Tove', 'Factor'),
    hashes.twoFactor,
  );
  if (offId) await startedCourse(tx, offId, answers, now);

  const onId = await insertStudent(tx, activeStudent(seededAccounts.otp.email, 'Otto', 'Pass'), hashes.otp);
  if (!onId) return;
  await startedCourse(tx, onId, answers, now);
  const enabledAt = addMs(now, -days(3));
  const sealed = sealFactorSecret(keys, onId, seededTwoFactor.secret);
  await tx.query(
    `insert into two_factor_settings (student_id, secret, secret_key_id, enabled_at, updated_at) values ($1, $2, $3, $4, $4)`,
    [onId, sealed.sealed, sealed.keyId, enabledAt],
  );
  for (const code of seededTwoFactor.recoveryCodes) {
    await tx.query('insert into two_factor_recovery_codes (student_id, code_hash, created_at) values ($1, $2, $3)', [
      onId,
      hashRecoveryCode(onId, code.replace('-', '')),
      enabledAt,
    ]);
  }
}
