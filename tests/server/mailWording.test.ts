import { readFileSync } from 'node:fs';

import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

import { languageCodes } from '../../contracts/languages';
import type { RefundRequest } from '../../contracts/refunds';
import { parsePo } from '../../server/i18n/serverText';
import { mails } from '../../server/mail/templates';
import { refundReceiptMail } from '../../server/refunds/receiptMail';
import { refundDeclinedMail, refundReviewReceivedMail } from '../../server/refunds/reviewMails';
import english from './fixtures/englishMails.json';

/*
 * The mails' words come from locales/{language}/server.po (docs/architecture.md, "Server text in four languages"):
 * English exactly as the mails said before the catalogs (the browser tests read them), every other language complete.
 */

const request = {
  studentPaymentTrxId: 77,
  refundRequestId: 5,
  items: [{ name: 'Course A', amount: 12.5 }],
  amount: 12.5,
  reason: 'moved',
  declineReason: 'too late',
  decidedAt: '2026-01-02T00:00:00Z',
  requestedAt: '2026-01-01T00:00:00Z',
} as unknown as RefundRequest;

/** The same mails as fixtures/englishMails.json, made by today's builders in a language. */
const mailsIn = (language: (typeof languageCodes)[number]) => ({
  verificationCode: mails.verificationCode(language, '123456'),
  resetPassword: mails.resetPassword(language, 'https://x/reset?token=abc'),
  choosePassword: mails.choosePassword(language, 'https://x/reset?token=abc&purpose=choose'),
  passwordChanged: mails.passwordChanged(language),
  passwordChangedInAccount: mails.passwordChangedInAccount(language),
  receipt: mails.receipt(language, 42, ['Course: Basic $10.00', 'Fee: x $2.00'], '$12.00', 'TRAFFIC SCHOOL'),
  parentLink: mails.parentLink(language, 'Ann Lee', 'Florida course', 'https://x/?token=t'),
  twoFactorEnabled: mails.twoFactorEnabled(language),
  twoFactorDisabled: mails.twoFactorDisabled(language),
  twoFactorRecoveryCodes: mails.twoFactorRecoveryCodes(language),
  documentApprovedCitation: mails.documentDecided(language, {
    documentType: 'citation',
    courseName: 'C1',
    outcome: 'approved',
    reason: null,
  }),
  documentDeclinedId: mails.documentDecided(language, {
    documentType: 'governmentId',
    courseName: 'C1',
    outcome: 'declined',
    reason: 'blurry',
  }),
  supportTicketReceived: mails.supportTicketReceived(language, 'T-1'),
  refundReviewReceived: refundReviewReceivedMail(language, request),
  refundDeclined: refundDeclinedMail(language, request),
  refundReceipt: refundReceiptMail(language, request, 'REF1'),
  refundReceiptNoRef: refundReceiptMail(language, request, null),
});

const catalogText = (language: string) =>
  readFileSync(new URL(`../../locales/${language}/server.po`, import.meta.url), 'utf8');

describe('mail wording', () => {
  it('English mails are word for word what they were', () => {
    expect(mailsIn('en')).toEqual(english);
  });

  it('reads each catalog as Lingui does', async () => {
    const po = formatter();
    for (const language of languageCodes) {
      const lingui = (await po.parse(catalogText(language), {
        locale: language,
        sourceLocale: 'en',
        filename: 'server.po',
      })) as Record<string, { translation?: string }>;
      const translations = Object.fromEntries(
        Object.entries(lingui)
          .filter(([, entry]) => entry.translation)
          .map(([id, entry]) => [id, entry.translation]),
      );
      expect(parsePo(catalogText(language)), language).toEqual(translations);
    }
  });

  it('every language translates every message, keeping its placeholders', () => {
    const english = parsePo(catalogText('en'));
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of languageCodes) {
      const translated = parsePo(catalogText(language));
      expect(Object.keys(translated).sort(), language).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english))
        expect(placeholders(translated[id]), `${language} ${id}`).toEqual(placeholders(message));
    }
  });

  it('a mail in Spanish, Russian or Chinese has no English sentence left, and its values verbatim', () => {
    const englishSubjects = new Set(Object.values(english).map((mail) => mail.subject));
    for (const language of ['es-LA', 'ru', 'zh'] as const) {
      const made = mailsIn(language);
      for (const [name, mail] of Object.entries(made)) {
        expect(englishSubjects.has(mail.subject), `${language} ${name}`).toBe(false);
        expect(mail.body, `${language} ${name}`).not.toMatch(/If this was not you|Thank you|Open this link|Order 77/);
      }
      expect(made.verificationCode.body).toContain('123456');
      expect(made.verificationCode.secrets).toEqual(['123456']);
      expect(made.resetPassword.body).toContain('https://x/reset?token=abc');
      expect(made.refundReceipt.body).toContain('REF1');
    }
    expect(mailsIn('es-LA').verificationCode.subject).toBe('Su código de verificación');
    expect(mailsIn('ru').resetPassword.subject).toBe('Сброс пароля');
    expect(mailsIn('zh').receipt.subject).toBe('您的付款收据（订单 42）');
  });

  it("names in any script come out as given (the parent's mail names the student)", () => {
    for (const name of ['Иван Петров', '王小明', 'José Núñez', "O'Brien {x}"]) {
      for (const language of languageCodes) {
        const mail = mails.parentLink(language, name, 'Curso', 'https://x/?token=t');
        expect(mail.body, language).toContain(name);
      }
    }
  });
});
