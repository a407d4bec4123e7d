/**
 * Plain-text mails; codes and links appear verbatim so people (and tests) can read them. A mail whose body opens
 * something names those parts in `secrets`: the outbox removes them from its stored copy once delivered.
 */
export const mails = {
  verificationCode: (code: string) => ({
    subject: 'Your verification code',
    body: `Your verification code is ${code}\n\nEnter it to verify your e-mail address. The code is valid for 15 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.`,
    secrets: [code],
  }),
  resetPassword: (link: string) => ({
    subject: 'Reset your password',
    body: `We received a request to reset your password.\n\nOpen this link to choose a new password (valid for 60 minutes, usable once):\n${link}\n\nIf you did not ask for it, you can ignore this e-mail; your password stays unchanged.`,
    secrets: [link],
  }),
  /** An express sign-up has no password (the payload's is public): this link chooses the first one. */
  choosePassword: (link: string) => ({
    subject: 'Choose a password for your account',
    body: `Thank you for registering. Your account has no password yet.\n\nOpen this link to choose one (valid for 24 hours, usable once):\n${link}\n\nYou need it to sign in again later. If the link has expired, use 'Forgot password' on the sign-in page. If you did not register, you can ignore this e-mail.`,
  }),
  passwordChanged: () => ({
    subject: 'Your password has been changed',
    body: 'Your password has been reset. If this was not you, please contact our support team right away.',
  }),
  passwordChangedInAccount: () => ({
    subject: 'Your password has been changed',
    body: 'The password of your account was changed from its settings, and every other device was signed out. If this was not you, please reset your password and contact our support team right away.',
  }),
  receipt: (trxId: number, lines: string[], total: string, billingName: string) => ({
    subject: `Your payment receipt (order ${trxId})`,
    body: `Thank you for your purchase.\n\nOrder ${trxId}\n${lines.join('\n')}\nTotal: ${total}\n\nCharges appear on your statement as ${billingName}. The receipt is attached as a PDF.`,
  }),
  parentLink: (studentName: string, courseName: string, link: string) => ({
    subject: 'Please complete the course payment for your student',
    body: `${studentName} has registered for the ${courseName} and asked you to pay for it.\n\nOpen this link to review the cart and pay (valid for 7 days):\n${link}\n\nIf you do not know this student, you can ignore this e-mail.`,
    secrets: [link],
  }),
  /** Two-step verification notices (issue 15, two-factor sign-in): anyone with the password now also needs the phone, or no longer does. */
  twoFactorEnabled: () => ({
    subject: 'Two-step verification is on',
    body: 'Two-step verification was turned on for your account: signing in now also asks for the code of your authenticator app. Keep your recovery codes somewhere safe. If this was not you, please reset your password and contact our support team right away.',
  }),
  twoFactorDisabled: () => ({
    subject: 'Two-step verification is off',
    body: 'Two-step verification was turned off for your account: signing in now asks only for your password. If this was not you, please reset your password and contact our support team right away.',
  }),
  twoFactorRecoveryCodes: () => ({
    subject: 'New recovery codes',
    body: 'New recovery codes were made for the two-step verification of your account; the old ones no longer work. If this was not you, please reset your password and contact our support team right away.',
  }),
  /** To support: the ticket as the student wrote it (the screenshot, when there is one, is attached). */
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
  /** Issue 16: support decided a document the student filed (the reason with a decline). */
  documentDecided: (decision: {
    documentLabel: string;
    courseName: string;
    outcome: 'approved' | 'declined';
    reason: string | null;
  }) =>
    decision.outcome === 'approved'
      ? {
          subject: 'Your document was approved',
          body: `Your ${decision.documentLabel.toLowerCase()} for ${decision.courseName} was approved.\n\nYou can see the status of your documents on the Documents page.`,
        }
      : {
          subject: 'Your document was declined',
          body: `Your ${decision.documentLabel.toLowerCase()} for ${decision.courseName} was declined.\n\nReason: ${decision.reason ?? ''}\n\nPlease file it again on the Documents page.`,
        },
  /** To the student: the number to quote when writing to support about it. */
  supportTicketReceived: (ticketNumber: string) => ({
    subject: `We received your support request (${ticketNumber})`,
    body: `Thank you for contacting us. Your support ticket number is ${ticketNumber}.\n\nOur support team will answer you by e-mail. Please quote this number if you write to us about this request.`,
  }),
};
