import type { AdmissionDocumentType } from '../../contracts/documents';
import type { LanguageCode } from '../../contracts/languages';
import { wordsIn } from '../i18n/serverText';

/*
 * Plain-text mails in the student's language (02 §7 messages; docs/architecture.md, "Server text in four languages"):
 * each builder takes the language first, its words are descriptors of locales/{language}/server.po. Codes and links
 * appear verbatim so people (and tests) can read them. A mail whose body opens something names those parts in
 * `secrets`: the outbox removes them from its stored copy once delivered.
 */

const verificationCode = {
  subject: /*i18n*/ { id: 'mail.verificationCode.subject', message: 'Your verification code' },
  body: /*i18n*/ {
    id: 'mail.verificationCode.body',
    message:
      'Your verification code is {code}\n\nEnter it to verify your e-mail address. The code is valid for 15 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.',
  },
};
const resetPassword = {
  subject: /*i18n*/ { id: 'mail.resetPassword.subject', message: 'Reset your password' },
  body: /*i18n*/ {
    id: 'mail.resetPassword.body',
    message:
      'We received a request to reset your password.\n\nOpen this link to choose a new password (valid for 60 minutes, usable once):\n{link}\n\nIf you did not ask for it, you can ignore this e-mail; your password stays unchanged.',
  },
};
const choosePassword = {
  subject: /*i18n*/ { id: 'mail.choosePassword.subject', message: 'Choose a password for your account' },
  body: /*i18n*/ {
    id: 'mail.choosePassword.body',
    message:
      "Thank you for registering. Your account has no password yet.\n\nOpen this link to choose one (valid for 24 hours, usable once):\n{link}\n\nYou need it to sign in again later. If the link has expired, use 'Forgot password' on the sign-in page. If you did not register, you can ignore this e-mail.",
  },
};
const passwordChangedSubject = /*i18n*/ {
  id: 'mail.passwordChanged.subject',
  message: 'Your password has been changed',
};
const passwordChanged = /*i18n*/ {
  id: 'mail.passwordChanged.body',
  message: 'Your password has been reset. If this was not you, please contact our support team right away.',
};
const passwordChangedInAccount = /*i18n*/ {
  id: 'mail.passwordChangedInAccount.body',
  message:
    'The password of your account was changed from its settings, and every other device was signed out. If this was not you, please reset your password and contact our support team right away.',
};
const receipt = {
  subject: /*i18n*/ { id: 'mail.receipt.subject', message: 'Your payment receipt (order {trxId})' },
  body: /*i18n*/ {
    id: 'mail.receipt.body',
    message:
      'Thank you for your purchase.\n\nOrder {trxId}\n{lines}\nTotal: {total}\n\nCharges appear on your statement as {billingName}. The receipt is attached as a PDF.',
  },
};
const parentLink = {
  subject: /*i18n*/ {
    id: 'mail.parentLink.subject',
    message: 'Please complete the course payment for your student',
  },
  body: /*i18n*/ {
    id: 'mail.parentLink.body',
    message:
      '{studentName} has registered for the {courseName} and asked you to pay for it.\n\nOpen this link to review the cart and pay (valid for 7 days):\n{link}\n\nIf you do not know this student, you can ignore this e-mail.',
  },
};
const twoFactorEnabled = {
  subject: /*i18n*/ { id: 'mail.twoFactorEnabled.subject', message: 'Two-step verification is on' },
  body: /*i18n*/ {
    id: 'mail.twoFactorEnabled.body',
    message:
      'Two-step verification was turned on for your account: signing in now also asks for the code of your authenticator app. Keep your recovery codes somewhere safe. If this was not you, please reset your password and contact our support team right away.',
  },
};
const twoFactorDisabled = {
  subject: /*i18n*/ { id: 'mail.twoFactorDisabled.subject', message: 'Two-step verification is off' },
  body: /*i18n*/ {
    id: 'mail.twoFactorDisabled.body',
    message:
      'Two-step verification was turned off for your account: signing in now asks only for your password. If this was not you, please reset your password and contact our support team right away.',
  },
};
const twoFactorRecoveryCodes = {
  subject: /*i18n*/ { id: 'mail.twoFactorRecoveryCodes.subject', message: 'New recovery codes' },
  body: /*i18n*/ {
    id: 'mail.twoFactorRecoveryCodes.body',
    message:
      'New recovery codes were made for the two-step verification of your account; the old ones no longer work. If this was not you, please reset your password and contact our support team right away.',
  },
};
/** The document named inside a sentence (English lower-cases the page's label, as the mail always said). */
const documentNames: Record<AdmissionDocumentType, { id: string; message: string }> = {
  citation: /*i18n*/ { id: 'mail.document.citation', message: 'copy of your citation (ticket)' },
  governmentId: /*i18n*/ {
    id: 'mail.document.governmentId',
    message: "copy of your driver's license or other government id",
  },
};
const documentApproved = {
  subject: /*i18n*/ { id: 'mail.documentApproved.subject', message: 'Your document was approved' },
  body: /*i18n*/ {
    id: 'mail.documentApproved.body',
    message:
      'Your {document} for {courseName} was approved.\n\nYou can see the status of your documents on the Documents page.',
  },
};
const documentDeclined = {
  subject: /*i18n*/ { id: 'mail.documentDeclined.subject', message: 'Your document was declined' },
  body: /*i18n*/ {
    id: 'mail.documentDeclined.body',
    message:
      'Your {document} for {courseName} was declined.\n\nReason: {reason}\n\nPlease file it again on the Documents page.',
  },
};
const supportTicketReceived = {
  subject: /*i18n*/ {
    id: 'mail.supportTicketReceived.subject',
    message: 'We received your support request ({ticketNumber})',
  },
  body: /*i18n*/ {
    id: 'mail.supportTicketReceived.body',
    message:
      'Thank you for contacting us. Your support ticket number is {ticketNumber}.\n\nOur support team will answer you by e-mail. Please quote this number if you write to us about this request.',
  },
};

export const mails = {
  verificationCode: (language: LanguageCode, code: string) => {
    const t = wordsIn(language);
    return { subject: t(verificationCode.subject), body: t(verificationCode.body, { code }), secrets: [code] };
  },
  resetPassword: (language: LanguageCode, link: string) => {
    const t = wordsIn(language);
    return { subject: t(resetPassword.subject), body: t(resetPassword.body, { link }), secrets: [link] };
  },
  /** An express sign-up has no password (the payload's is public): this link chooses the first one. */
  choosePassword: (language: LanguageCode, link: string) => {
    const t = wordsIn(language);
    return { subject: t(choosePassword.subject), body: t(choosePassword.body, { link }) };
  },
  passwordChanged: (language: LanguageCode) => {
    const t = wordsIn(language);
    return { subject: t(passwordChangedSubject), body: t(passwordChanged) };
  },
  passwordChangedInAccount: (language: LanguageCode) => {
    const t = wordsIn(language);
    return { subject: t(passwordChangedSubject), body: t(passwordChangedInAccount) };
  },
  receipt: (language: LanguageCode, trxId: number, lines: string[], total: string, billingName: string) => {
    const t = wordsIn(language);
    return {
      subject: t(receipt.subject, { trxId: String(trxId) }),
      body: t(receipt.body, { trxId: String(trxId), lines: lines.join('\n'), total, billingName }),
    };
  },
  /** To the parent, in the language of the student who asked (the parent reads what the student reads). */
  parentLink: (language: LanguageCode, studentName: string, courseName: string, link: string) => {
    const t = wordsIn(language);
    return {
      subject: t(parentLink.subject),
      body: t(parentLink.body, { studentName, courseName, link }),
      secrets: [link],
    };
  },
  /** Two-step verification notices (two-factor sign-in): anyone with the password now also needs the phone, or no longer does. */
  twoFactorEnabled: (language: LanguageCode) => {
    const t = wordsIn(language);
    return { subject: t(twoFactorEnabled.subject), body: t(twoFactorEnabled.body) };
  },
  twoFactorDisabled: (language: LanguageCode) => {
    const t = wordsIn(language);
    return { subject: t(twoFactorDisabled.subject), body: t(twoFactorDisabled.body) };
  },
  twoFactorRecoveryCodes: (language: LanguageCode) => {
    const t = wordsIn(language);
    return { subject: t(twoFactorRecoveryCodes.subject), body: t(twoFactorRecoveryCodes.body) };
  },
  /**
   * To support, not to a student: the ticket as the student wrote it (the screenshot, when there is one, is attached),
   * in English, the support team's language.
   */
  supportTicketToSupport: (ticket: {
    ticketNumber: string;
    topic: string;
    message: string;
    studentName: string;
    studentEmail: string;
    screenshot: string | null;
  }) => ({
    subject: `Support ticket ${ticket.ticketNumber}: ${ticket.topic}`,
    body: `Support ticket ${ticket.ticketNumber}\n\nStudent: ${ticket.studentName}\nE-mail: ${ticket.studentEmail}\nTopic: ${ticket.topic}\nScreenshot: ${ticket.screenshot ? `attached (${ticket.screenshot})` : 'none'}\n\nMessage:\n${ticket.message}`,
  }),
  /** Support decided a document the student filed (the reason with a decline). */
  documentDecided: (
    language: LanguageCode,
    decision: {
      documentType: AdmissionDocumentType;
      courseName: string;
      outcome: 'approved' | 'declined';
      reason: string | null;
    },
  ) => {
    const t = wordsIn(language);
    const document = t(documentNames[decision.documentType]);
    const { courseName } = decision;
    return decision.outcome === 'approved'
      ? { subject: t(documentApproved.subject), body: t(documentApproved.body, { document, courseName }) }
      : {
          subject: t(documentDeclined.subject),
          body: t(documentDeclined.body, { document, courseName, reason: decision.reason ?? '' }),
        };
  },
  /** To the student: the number to quote when writing to support about it. */
  supportTicketReceived: (language: LanguageCode, ticketNumber: string) => {
    const t = wordsIn(language);
    return {
      subject: t(supportTicketReceived.subject, { ticketNumber }),
      body: t(supportTicketReceived.body, { ticketNumber }),
    };
  },
};
