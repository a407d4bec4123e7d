/*
 * The certificate PDF's words (02 §7 certificate download), descriptors of locales/{language}/server.po like the
 * mails' (docs/architecture.md, "Server text in four languages"). Values (dates, hours, the address) arrive already
 * formatted for the language and are passed as placeholders or printed beside their label.
 */
export const certificatePdfLabels = {
  title: /*i18n*/ { id: 'pdf.certificate.title', message: 'Certificate of Completion' },
  certifies: /*i18n*/ { id: 'pdf.certificate.certifies', message: 'This certifies that' },
  completed: /*i18n*/ { id: 'pdf.certificate.completed', message: 'has successfully completed the course' },
  state: /*i18n*/ { id: 'pdf.certificate.state', message: 'State' },
  creditHours: /*i18n*/ { id: 'pdf.certificate.creditHours', message: 'Credit hours' },
  /** The version of the course the student was taught (docs/courses.md "Versions"). */
  courseVersion: /*i18n*/ { id: 'pdf.certificate.courseVersion', message: 'Course version' },
  completionDate: /*i18n*/ { id: 'pdf.certificate.completionDate', message: 'Date of completion' },
  dateOfBirth: /*i18n*/ { id: 'pdf.certificate.dateOfBirth', message: 'Date of birth' },
  school: /*i18n*/ { id: 'pdf.certificate.school', message: 'School' },
  licence: /*i18n*/ { id: 'pdf.certificate.licence', message: 'License number' },
  court: /*i18n*/ { id: 'pdf.certificate.court', message: 'Court' },
  caseNumber: /*i18n*/ { id: 'pdf.certificate.caseNumber', message: 'Case number' },
  citationNumber: /*i18n*/ { id: 'pdf.certificate.citationNumber', message: 'Citation number' },
  certificateNumber: /*i18n*/ { id: 'pdf.certificate.certificateNumber', message: 'Certificate number' },
  verificationCode: /*i18n*/ { id: 'pdf.certificate.verificationCode', message: 'Verification code' },
  scanToVerify: /*i18n*/ { id: 'pdf.certificate.scanToVerify', message: 'Scan to verify' },
  verifyAt: /*i18n*/ { id: 'pdf.certificate.verifyAt', message: 'Verify this certificate at {address}' },
};
