import { describe, expect, it } from 'vitest';

import { certificatePdf, type CertificatePdfData } from '../../server/certificates/pdf';
import { certificatePdfLabels } from '../../server/certificates/pdfLabels';
import { documentLanguages } from '../../server/documents/languages';
import { readPdf } from '../../server/documents/pdfText';
import { wordsIn } from '../../server/i18n/serverText';

const base: CertificatePdfData = {
  language: 'en',
  studentName: '王小明',
  dateOfBirth: '1990-05-17',
  courseName: 'California 8-Hour Traffic School',
  courseVersion: null,
  stateName: 'California',
  creditHours: 8,
  completedAt: new Date('2026-03-14T18:30:00Z'),
  schoolName: 'Traffic School Online',
  schoolLicence: 'E0123',
  court: null,
  certificateNumber: 'TS-2026-000042',
  verificationCode: 'K7QM-3XPA-9D2T-WB6H',
  verificationUrl: 'https://trafficschool.example/certificates/verify?code=K7QM-3XPA-9D2T-WB6H',
};

async function render(data: Partial<CertificatePdfData>) {
  const pdf = await certificatePdf({ ...base, ...data });
  const content = readPdf(pdf);
  return { pdf, content, lines: content.pages.flat(), text: content.pages.flat().join('\n') };
}

describe('certificate PDF', () => {
  it('prints a Chinese name on an English certificate: one landscape page, both Noto fonts embedded', async () => {
    const { pdf, content, lines, text } = await render({});
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 792 612]');
    expect(content.pages).toHaveLength(1);
    expect(content.fontNames.some((name) => /\+NotoSans-(Regular|Bold)$/.test(name))).toBe(true);
    expect(content.fontNames.some((name) => name.includes('NotoSansHans'))).toBe(true);
    expect(content.info.Title).toBe('Certificate of Completion TS-2026-000042');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Certificate of Completion',
        'This certifies that',
        '王小明',
        'California 8-Hour Traffic School',
        'StateCalifornia',
        'Credit hours8',
        'Date of completionMarch 14, 2026',
        'Date of birthMay 17, 1990',
        'SchoolTraffic School Online',
        'License numberE0123',
        'Certificate numberTS-2026-000042',
        'Verification codeK7QM-3XPA-9D2T-WB6H',
        'Verify this certificate at https://trafficschool.example/certificates/verify',
      ]),
    );
    // The full address is printed under the QR code, cut into lines that fit.
    expect(text.replace(/\n/g, '')).toContain(base.verificationUrl);
    expect(text).not.toMatch(/Court|Case number|Citation number/);
  });

  it('prints only the court lines it is given', async () => {
    const court = { courtName: 'Superior Court of California, County of Los Angeles', caseNumber: 'CA-2026-1234' };
    const { lines, text } = await render({ court: { ...court, citationNumber: null } });
    expect(lines).toEqual(expect.arrayContaining([`Court${court.courtName}`, `Case number${court.caseNumber}`]));
    expect(text).not.toContain('Citation number');
    const citationOnly = await render({ court: { courtName: null, caseNumber: null, citationNumber: 'CIT-77' } });
    expect(citationOnly.lines).toContain('Citation numberCIT-77');
    expect(citationOnly.text).not.toMatch(/Court|Case number/);
  });

  it('prints the course version only when it is given', async () => {
    expect((await render({})).text).not.toContain('Course version');
    expect((await render({ courseVersion: 'ca-8h 3f2a9c1e' })).lines).toContain('Course versionca-8h 3f2a9c1e');
    expect((await render({ language: 'zh', courseVersion: 'ca-8h 3f2a9c1e' })).lines).toContain(
      '课程版本ca-8h 3f2a9c1e',
    );
  });

  it('prints a Cyrillic course title on a Chinese certificate, dates in Chinese', async () => {
    const { lines } = await render({
      language: 'zh',
      studentName: 'Иван Петров',
      courseName: 'Курс безопасного вождения',
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        '结业证书',
        '兹证明',
        'Иван Петров',
        'Курс безопасного вождения',
        '完成日期2026年3月14日',
        '出生日期1990年5月17日',
        '证书编号TS-2026-000042',
        '验证码K7QM-3XPA-9D2T-WB6H',
        '请访问 https://trafficschool.example/certificates/verify 验证本证书',
      ]),
    );
  });

  it('leaves out the date of birth when unknown and writes hours and dates for Russian', async () => {
    const { lines, text } = await render({
      language: 'ru',
      studentName: 'Иван Петров',
      dateOfBirth: null,
      creditHours: 7.5,
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        'Сертификат об окончании курса',
        'Иван Петров',
        'Зачётные часы7,5',
        'Дата окончания14 марта 2026 г.',
      ]),
    );
    expect(text).not.toContain('Дата рождения');
  });

  it('counts the completion day in the given time zone', async () => {
    const lateEvening = new Date('2026-03-15T02:00:00Z');
    expect((await render({ completedAt: lateEvening })).lines).toContain('Date of completionMarch 15, 2026');
    expect((await render({ completedAt: lateEvening, timeZone: 'America/Los_Angeles' })).lines).toContain(
      'Date of completionMarch 14, 2026',
    );
  });

  it('has every label in each language', async () => {
    for (const language of documentLanguages) {
      const t = wordsIn(language);
      const { text } = await render({
        language,
        studentName: 'José Ñúñez',
        courseVersion: 'v2',
        court: { courtName: 'Court A', caseNumber: 'C-1', citationNumber: 'T-2' },
      });
      const { verifyAt, ...words } = certificatePdfLabels;
      for (const word of Object.values(words).map((label) => t(label)))
        expect(text, `${language}: ${word}`).toContain(word);
      expect(text).toContain(t(verifyAt, { address: 'https://trafficschool.example/certificates/verify' }));
      expect(text).toContain('José Ñúñez');
    }
  });
});
