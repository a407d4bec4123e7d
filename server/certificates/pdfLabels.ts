import type { DocumentLanguage } from '../documents/languages';

/** The certificate's wording per language; values (dates, hours) arrive already formatted for the language. */
export interface CertificatePdfLabels {
  title: string;
  certifies: string;
  completed: string;
  state: string;
  creditHours: string;
  completionDate: string;
  dateOfBirth: string;
  school: string;
  licence: string;
  court: string;
  caseNumber: string;
  citationNumber: string;
  certificateNumber: string;
  verificationCode: string;
  scanToVerify: string;
  verifyAt: (address: string) => string;
}

export const certificatePdfLabels: Record<DocumentLanguage, CertificatePdfLabels> = {
  en: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    state: 'State',
    creditHours: 'Credit hours',
    completionDate: 'Date of completion',
    dateOfBirth: 'Date of birth',
    school: 'School',
    licence: 'License number',
    court: 'Court',
    caseNumber: 'Case number',
    citationNumber: 'Citation number',
    certificateNumber: 'Certificate number',
    verificationCode: 'Verification code',
    scanToVerify: 'Scan to verify',
    verifyAt: (address) => `Verify this certificate at ${address}`,
  },
  'es-LA': {
    title: 'Certificado de finalización',
    certifies: 'Se certifica que',
    completed: 'completó satisfactoriamente el curso',
    state: 'Estado',
    creditHours: 'Horas acreditadas',
    completionDate: 'Fecha de finalización',
    dateOfBirth: 'Fecha de nacimiento',
    school: 'Escuela',
    licence: 'Número de licencia',
    court: 'Tribunal',
    caseNumber: 'Número de caso',
    citationNumber: 'Número de infracción',
    certificateNumber: 'Número de certificado',
    verificationCode: 'Código de verificación',
    scanToVerify: 'Escanee para verificar',
    verifyAt: (address) => `Verifique este certificado en ${address}`,
  },
  ru: {
    title: 'Сертификат об окончании курса',
    certifies: 'Настоящим удостоверяется, что',
    completed: 'успешно завершил(а) обучение по курсу',
    state: 'Штат',
    creditHours: 'Зачётные часы',
    completionDate: 'Дата окончания',
    dateOfBirth: 'Дата рождения',
    school: 'Учебное заведение',
    licence: 'Номер лицензии',
    court: 'Суд',
    caseNumber: 'Номер дела',
    citationNumber: 'Номер протокола',
    certificateNumber: 'Номер сертификата',
    verificationCode: 'Код проверки',
    scanToVerify: 'Отсканируйте для проверки',
    verifyAt: (address) => `Проверить подлинность сертификата можно по адресу ${address}`,
  },
  zh: {
    title: '结业证书',
    certifies: '兹证明',
    completed: '已顺利完成以下课程',
    state: '州',
    creditHours: '学时',
    completionDate: '完成日期',
    dateOfBirth: '出生日期',
    school: '学校',
    licence: '执照编号',
    court: '法院',
    caseNumber: '案件编号',
    citationNumber: '罚单编号',
    certificateNumber: '证书编号',
    verificationCode: '验证码',
    scanToVerify: '扫码验证',
    verifyAt: (address) => `请访问 ${address} 验证本证书`,
  },
};
