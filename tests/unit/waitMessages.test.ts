import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { failureCodes } from '@contracts/envelope';
import { type AttemptLimitName, attemptLimitNames } from '@contracts/refusalParams';
import { failureMessage } from '@shared/i18n/failureMessages';

import { messages as en } from '../../locales/en/failures.po';
import { messages as esLA } from '../../locales/es-LA/failures.po';
import { messages as ru } from '../../locales/ru/failures.po';
import { messages as zh } from '../../locales/zh/failures.po';
import { waitRefusal } from '../../server/auth/throttle';

/**
 * The sign-in, reset-mail, e-mail code and certificate check limits answer their code with the limit and the minutes
 * to wait in `params` (beside an English sentence); the app words it in the user's language with the same number.
 */
const words = (
  locale: string,
  messages: Messages,
  limit: AttemptLimitName,
  retryAfterMs: number,
  code: string = failureCodes.rateLimited,
) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const { status } = waitRefusal(429, code, limit, retryAfterMs).toBody();
  // The English sentence is not read: the words come from the code and params alone.
  return failureMessage(i18n, { kind: 'failure', httpStatus: 429, code, params: status.params, message: 'ignored' });
};
const minutes = (n: number) => n * 60_000;

describe('wait messages of the limits', () => {
  it('word the sign-in limit with its minutes in every language (Russian plural forms too)', () => {
    expect(words('en', en, attemptLimitNames.signIn, 30_000)).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    expect(words('en', en, attemptLimitNames.signIn, minutes(15))).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
    expect(words('es-LA', esLA, attemptLimitNames.signIn, minutes(2))).toBe(
      'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 2 minutos.',
    );
    expect(words('ru', ru, attemptLimitNames.signIn, minutes(1))).toBe(
      'Слишком много попыток входа. Повторите попытку через 1 минуту.',
    );
    expect(words('ru', ru, attemptLimitNames.signIn, minutes(2))).toBe(
      'Слишком много попыток входа. Повторите попытку через 2 минуты.',
    );
    expect(words('ru', ru, attemptLimitNames.signIn, minutes(15))).toBe(
      'Слишком много попыток входа. Повторите попытку через 15 минут.',
    );
    expect(words('zh', zh, attemptLimitNames.signIn, minutes(8))).toBe('登录尝试次数过多。请在 8 分钟后重试。');
  });

  it('word the reset-mail and e-mail code limits, and keep the resend wait as it was', () => {
    expect(words('es-LA', esLA, attemptLimitNames.passwordReset, minutes(1))).toBe(
      'Demasiadas solicitudes de restablecimiento de contraseña. Vuelva a intentarlo en 1 minuto.',
    );
    expect(words('zh', zh, attemptLimitNames.attempts, minutes(15), failureCodes.tooManyAttempts)).toBe(
      '尝试次数过多。请在 15 分钟后重试。',
    );
    const resendTooSoon = {
      kind: 'failure',
      httpStatus: 400,
      code: failureCodes.rateLimited,
      message: 'ignored',
    } as const;
    expect(failureMessage(setupI18n({ locale: 'en', messages: { en } }), resendTooSoon)).toBe(
      'Please wait before requesting another code.',
    );
  });

  it('word the certificate check limit (/verify-certificate) with its minutes', () => {
    expect(words('en', en, attemptLimitNames.certificateLookup, minutes(1))).toBe(
      'Too many unknown codes were tried. Please try again in 1 minute.',
    );
    expect(words('es-LA', esLA, attemptLimitNames.certificateLookup, minutes(60))).toBe(
      'Se probaron demasiados códigos desconocidos. Vuelva a intentarlo en 60 minutos.',
    );
    expect(words('ru', ru, attemptLimitNames.certificateLookup, minutes(2))).toBe(
      'Проверено слишком много неизвестных кодов. Повторите попытку через 2 минуты.',
    );
    expect(words('zh', zh, attemptLimitNames.certificateLookup, minutes(4))).toBe(
      '尝试的未知代码过多。请在 4 分钟后重试。',
    );
  });
});
