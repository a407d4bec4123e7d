import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { accountFailureCodes, signInNoticeCodes } from '@contracts/auth';
import { checkoutFailureCodes, checkoutMessages } from '@contracts/checkout';
import { parentTokenFailureCodes, parentTokenMessages } from '@contracts/entryLinks';
import { failureCodes } from '@contracts/envelope';
import { attemptLimitNames } from '@contracts/refusalParams';
import { registrationFailureCodes, registrationMessages } from '@contracts/registration';
import { twoFactorFailureCodes, twoFactorMessages } from '@contracts/twoFactor';

import { failureMessage, refusalCodes, refusalWording, serverMessage, shownAsSent } from './failureMessages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const refusedWith = (code: string | undefined, message = 'server words', params = {}) =>
  failureMessage(i18n, { kind: 'failure', httpStatus: 400, code, message, params });

/** Every failure-code object the contracts export (`failureCodes`, `…FailureCodes`), read from the modules. */
const contractModules = import.meta.glob<Record<string, unknown>>(['../../../contracts/*.ts', '!**/*.test.ts'], {
  eager: true,
});
const contractCodes = Object.entries(contractModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name === 'failureCodes' || name.endsWith('FailureCodes'))
    .flatMap(([name, codes]) =>
      Object.values(codes ?? {})
        .filter((code): code is string => typeof code === 'string')
        .map((code) => ({ file, name, code })),
    ),
);

describe('the one table of refusal words', () => {
  it("words every code of the contracts' failure-code objects (exhaustive)", () => {
    expect(contractCodes.length).toBeGreaterThan(50);
    for (const { file, name, code } of contractCodes) {
      expect(refusalCodes, `${file} ${name}.${code}`).toContain(code);
      expect(refusalWording(code), code).toBeDefined();
    }
  });

  it("words a code by the code, never by the server's English message", () => {
    expect(refusedWith(twoFactorFailureCodes.codeUsed)).toBe(twoFactorMessages.codeUsed);
    expect(refusedWith(twoFactorFailureCodes.challengeExpired)).toBe(twoFactorMessages.challengeExpired);
    expect(refusedWith(checkoutFailureCodes.cardExpired)).toBe(checkoutMessages.cardExpired);
    expect(refusedWith(parentTokenFailureCodes.invalid)).toBe(parentTokenMessages.invalid);
    expect(refusedWith(accountFailureCodes.passwordSameAsCurrent)).toBe(
      'Choose a new password that is different from your current one.',
    );
    // A reset link and an e-mail code keep their own words: the codes differ from the two-step ones.
    expect(refusedWith(failureCodes.tokenInvalid)).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expect(refusedWith(failureCodes.codeInvalid)).toBe('The code you entered is incorrect.');
  });

  it("words the 01 §8 registration refusals by code (the server's message beside it is the spec's)", () => {
    expect(refusedWith(registrationFailureCodes.registrationClosed)).toBe(registrationMessages.registrationClosed);
    expect(refusedWith(registrationFailureCodes.emailRegisteredElsewhere)).toBe(
      registrationMessages.emailRegisteredElsewhere,
    );
    expect(refusedWith(failureCodes.invalidEmail)).toBe(registrationMessages.invalidEmail);
  });

  it('shows the server message as it is for codes worded by the server, or no code (01 §8), else the generic error', () => {
    expect(refusalWording(registrationFailureCodes.invalidVehicleTag)).toBe(shownAsSent);
    expect(refusedWith(registrationFailureCodes.invalidVehicleTag, registrationMessages.invalidVehicleTag)).toBe(
      registrationMessages.invalidVehicleTag,
    );
    expect(refusedWith(undefined, 'A message of another server')).toBe('A message of another server');
    expect(refusedWith('A_CODE_NO_CONTRACT_HAS', 'Its message')).toBe('Its message');
    expect(refusedWith(failureCodes.validation, '')).toBe('Oops. Something went wrong. Please try again later.');
    expect(failureMessage(i18n, undefined)).toBe('Oops. Something went wrong. Please try again later.');
  });

  it('say the service is away for a moment on a 503, whatever text the server or a proxy sent', () => {
    for (const message of ['', 'Service Unavailable']) {
      expect(
        failureMessage(i18n, { kind: 'failure', httpStatus: 503, code: failureCodes.serviceUnavailable, message }),
      ).toBe('The service is temporarily unavailable. Please try again in a moment.');
    }
  });
});

describe('messages of successful answers', () => {
  it("word the sign-in's ineligibility notice by its code, and show other messages as they are", () => {
    const ineligible = 'You are not eligible to take this course. Please contact our support team.';
    const es = setupI18n({ locale: 'es-LA', messages: { 'es-LA': {} } });
    expect(serverMessage(i18n, 'server words', signInNoticeCodes.ineligible)).toBe(ineligible);
    expect(serverMessage(es, ineligible)).toBe(ineligible);
    expect(serverMessage(i18n, 'Looks like you are already registered')).toBe('Looks like you are already registered');
  });
});

describe('wait refusals', () => {
  it('word the limit their params name with the minutes to wait', () => {
    const wait = (limit: (typeof attemptLimitNames)[keyof typeof attemptLimitNames], retryAfterMinutes: number) =>
      refusedWith(failureCodes.rateLimited, 'server words', { limit, retryAfterMinutes });
    expect(wait(attemptLimitNames.signIn, 1)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(wait(attemptLimitNames.passwordReset, 5)).toBe(
      'Too many password reset requests. Please try again in 5 minutes.',
    );
    expect(wait(attemptLimitNames.attempts, 4)).toBe('Too many attempts. Please try again in 4 minutes.');
    expect(wait(attemptLimitNames.certificateLookup, 10)).toBe(
      'Too many unknown codes were tried. Please try again in 10 minutes.',
    );
  });

  it("word a wait refusal whose params are not the contract's by its code alone, never failing", () => {
    expect(refusedWith(failureCodes.rateLimited, 'server words', { retryAfterMinutes: 'soon' })).toBe(
      'Please wait before requesting another code.',
    );
  });

  it('word the e-mail and authenticator code limits (TOO_MANY_ATTEMPTS) with their minutes too', () => {
    expect(
      refusedWith(failureCodes.tooManyAttempts, 'server words', {
        limit: attemptLimitNames.attempts,
        retryAfterMinutes: 2,
      }),
    ).toBe('Too many attempts. Please try again in 2 minutes.');
  });

  it('without minutes, keep the words of the code', () => {
    expect(refusedWith(failureCodes.rateLimited)).toBe('Please wait before requesting another code.');
    expect(refusedWith(failureCodes.tooManyAttempts)).toBe('Too many attempts. Please request a new code.');
    expect(refusedWith(twoFactorFailureCodes.challengeClosed)).toBe(twoFactorMessages.tooManyAttempts);
  });
});
