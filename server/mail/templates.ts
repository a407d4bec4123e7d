/** Plain-text mails; codes and links appear verbatim so people (and tests) can read them. */
export const mails = {
  verificationCode: (code: string) => ({
    subject: 'Your verification code',
    body: `Your verification code is ${code}\n\nEnter it to verify your e-mail address. The code is valid for 15 minutes.\n\nIf you did not ask for it, you can ignore this e-mail.`,
  }),
  resetPassword: (link: string) => ({
    subject: 'Reset your password',
    body: `We received a request to reset your password.\n\nOpen this link to choose a new password (valid for 60 minutes, usable once):\n${link}\n\nIf you did not ask for it, you can ignore this e-mail; your password stays unchanged.`,
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
  }),
};
