import { describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import type { RegistrationRequest } from '../../contracts/registration';
import { seedPassword, type TestServer, uniqueEmail, useTestServer } from './helpers';
import { cardCheckout, cardMethod, checkout, parentRequestCheckout } from './paymentHelpers';

/*
 * Every mail in the student's language (docs/architecture.md, "Server text in four languages"): the app names its
 * language on every call (Accept-Language); sign-up stores it, sign-in keeps it current, and the mails read it.
 */
const t = useTestServer({ config: { publicUrl: 'https://school.example.test', trustProxy: true } });

/** The browser's own Accept-Language header, as it sends one with every call. */
const inLanguage = (language: string) => ({ 'accept-language': language });

async function register(
  server: TestServer,
  language: string | undefined,
  names = { firstName: 'Casey', lastName: 'Buyer' },
) {
  const emailId = uniqueEmail('lang');
  const res = await server.call({
    method: 'POST',
    url: apiPaths.registration,
    headers: language ? inLanguage(language) : {},
    payload: {
      configCourseId: 611,
      organisationId: 1001,
      student: { ...names, emailId, password: 'Kite-runner7' },
    } satisfies RegistrationRequest,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token as string, studentId: res.body.data.studentId as number, email: emailId };
}

const storedLanguage = async (studentId: number) =>
  (await t.db.query<{ language: string }>('select language from students where student_id = $1', [studentId]))[0]
    .language;

/** The code the registration mailed (organisation 1001 asks for the e-mail's verification). */
async function codeMail(s: { email: string }) {
  const mails = await t.mailsTo(s.email);
  expect(mails).toHaveLength(1);
  return mails[0];
}

describe('the language of a mail', () => {
  it('a Spanish sign-up stores es-LA and gets its e-mail code in Spanish', async () => {
    const s = await register(t, 'es-LA');
    expect(await storedLanguage(s.studentId)).toBe('es-LA');
    const mail = await codeMail(s);
    expect(mail.subject).toBe('Su código de verificación');
    expect(mail.body).toMatch(/^Su código de verificación es \d{6}\n/);
  });

  it('a sign-up without a language of ours, or with none, stays English, as before', async () => {
    for (const header of [undefined, 'de-DE, fr;q=0.8']) {
      const s = await register(t, header);
      expect(await storedLanguage(s.studentId)).toBe('en');
      const mail = await codeMail(s);
      expect(mail.subject).toBe('Your verification code');
      expect(mail.body).toMatch(/^Your verification code is \d{6}\n/);
    }
  });

  it('a student who signs in in Russian gets the reset link in Russian; in English again, English', async () => {
    const s = await t.createStudent({});
    expect(await storedLanguage(s.studentId)).toBe('en');
    const signIn = (language: string) =>
      t.call({
        method: 'POST',
        url: apiPaths.login,
        headers: inLanguage(language),
        payload: { emailId: s.email, password: seedPassword },
      });
    const forgot = (address: string) =>
      t.call({
        method: 'POST',
        url: apiPaths.forgotPassword,
        payload: { emailId: s.email },
        headers: { 'x-forwarded-for': address },
      });
    expect((await signIn('ru')).statusCode).toBe(200);
    expect(await storedLanguage(s.studentId)).toBe('ru');
    expect((await forgot('203.0.113.201')).statusCode).toBe(200);
    const [russian] = await t.mailsTo(s.email);
    expect(russian.subject).toBe('Сброс пароля');
    expect(russian.body).toContain('Мы получили запрос на сброс вашего пароля.');
    expect(russian.body).toMatch(/https:\/\/school\.example\.test\/reset-password\?token=[\w-]{43}/);

    expect((await signIn('en-US,en;q=0.9')).statusCode).toBe(200);
    expect(await storedLanguage(s.studentId)).toBe('en');
    t.clock.advance(2 * 60_000);
    expect((await forgot('203.0.113.202')).statusCode).toBe(200);
    expect((await t.mailsTo(s.email)).at(-1)?.subject).toBe('Reset your password');
  });

  it('a student who changes the language while signed in gets the next mails in it', async () => {
    const s = await t.createStudent({});
    const { token, studentId } = await t.login(s.email);
    const details = (language: string) =>
      t.call({
        method: 'GET',
        url: `${apiPaths.studentDetails}?studentId=${studentId}`,
        token,
        headers: inLanguage(language),
      });
    expect((await details('zh')).statusCode).toBe(200);
    expect(await storedLanguage(studentId)).toBe('zh');
    // A browser's header that names none of our languages changes nothing.
    expect((await details('de-DE')).statusCode).toBe(200);
    expect(await storedLanguage(studentId)).toBe('zh');
    const res = await t.call({
      method: 'POST',
      url: apiPaths.forgotPassword,
      payload: { emailId: s.email },
      headers: { 'x-forwarded-for': '203.0.113.203' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.mailsTo(s.email);
    expect(mail.subject).toBe('重置您的密码');
    expect(mail.body).toMatch(/^我们收到了重置您密码的请求。/);
  });

  it('a Chinese student gets the payment receipt in Chinese', async () => {
    const s = await register(t, 'zh', { firstName: '小明', lastName: '王' });
    const pm = await cardMethod(t, s.token);
    const lines = [{ configCourseId: 611, priceTypeCode: 'BASEPR', price: 24.95 }];
    const paid = await checkout(t, s.token, cardCheckout(s.studentId, 611, pm.paymentMethodId, lines, 24.95));
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    const trxId = paid.body.data.studentPaymentTrxId as number;
    // No `language` in the request: the stored one.
    const res = await t.call({
      method: 'POST',
      url: apiPaths.receiptEmail,
      token: s.token,
      payload: { studentPaymentTrxId: trxId },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const receipt = (await t.mailsTo(s.email)).find((m) => m.subject.includes(String(trxId)))!;
    expect(receipt.subject).toBe(`您的付款收据（订单 ${trxId}）`);
    expect(receipt.body).toMatch(/^感谢您的购买。\n\n订单 \d+\n/);
    expect(receipt.body).toContain('合计：$24.95');
  });

  it("the parent's payment request is in the language of the student who asked, naming them as written", async () => {
    const s = await register(t, 'ru', { firstName: 'Иван', lastName: 'Петров' });
    const parent = uniqueEmail('parent');
    const res = await checkout(t, s.token, parentRequestCheckout(s.studentId, parent));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [mail] = await t.mailsTo(parent);
    expect(mail.subject).toBe('Пожалуйста, оплатите курс вашего ученика');
    expect(mail.body).toMatch(/^Иван Петров записывается на курс «.+» и просит вас оплатить его\./);
  });
});
