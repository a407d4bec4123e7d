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
const catalogs: Record<string, Messages> = { en, 'es-LA': esLA, ru, zh };
const words = (
  locale: string,
  limit: AttemptLimitName,
  retryAfterMs: number,
  code: string = failureCodes.rateLimited,
) => {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
  const { status } = waitRefusal(429, code, limit, retryAfterMs).toBody();
  // The English sentence is not read: the words come from the code and params alone.
  return failureMessage(i18n, { kind: 'failure', httpStatus: 429, code, params: status.params, message: 'ignored' });
};
const minutes = (n: number) => n * 60_000;

/** Each case: the language, the limit and its wait, the words expected, and the code when not rateLimited. */
type WaitCase = [locale: string, limit: AttemptLimitName, retryAfterMs: number, expected: string, code?: string];
const expectWords = (cases: WaitCase[]) => {
  for (const [locale, limit, retryAfterMs, expected, code] of cases) {
    expect(words(locale, limit, retryAfterMs, code)).toBe(expected);
  }
};

describe('wait messages of the limits', () => {
  it('word the sign-in limit with its minutes in every language (Russian plural forms too)', () => {
    const { signIn } = attemptLimitNames;
    expectWords([
      ['en', signIn, 30_000, 'Too many sign-in attempts. Please try again in 1 minute.'],
      ['en', signIn, minutes(15), 'Too many sign-in attempts. Please try again in 15 minutes.'],
      ['es-LA', signIn, minutes(2), 'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 2 minutos.'],
      ['ru', signIn, minutes(1), 'Слишком много попыток входа. Повторите попытку через 1 минуту.'],
      ['ru', signIn, minutes(2), 'Слишком много попыток входа. Повторите попытку через 2 минуты.'],
      ['ru', signIn, minutes(15), 'Слишком много попыток входа. Повторите попытку через 15 минут.'],
      ['zh', signIn, minutes(8), '登录尝试次数过多。请在 8 分钟后重试。'],
    ]);
  });

  it('word the reset-mail and e-mail code limits, and keep the resend wait as it was', () => {
    expectWords([
      [
        'es-LA',
        attemptLimitNames.passwordReset,
        minutes(1),
        'Demasiadas solicitudes de restablecimiento de contraseña. Vuelva a intentarlo en 1 minuto.',
      ],
      [
        'zh',
        attemptLimitNames.attempts,
        minutes(15),
        '尝试次数过多。请在 15 分钟后重试。',
        failureCodes.tooManyAttempts,
      ],
    ]);
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
    const { certificateLookup } = attemptLimitNames;
    expectWords([
      ['en', certificateLookup, minutes(1), 'Too many unknown codes were tried. Please try again in 1 minute.'],
      [
        'es-LA',
        certificateLookup,
        minutes(60),
        'Se probaron demasiados códigos desconocidos. Vuelva a intentarlo en 60 minutos.',
      ],
      [
        'ru',
        certificateLookup,
        minutes(2),
        'Проверено слишком много неизвестных кодов. Повторите попытку через 2 минуты.',
      ],
      ['zh', certificateLookup, minutes(4), '尝试的未知代码过多。请在 4 分钟后重试。'],
    ]);
  });
});
