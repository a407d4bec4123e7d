import { describe, expect, it } from 'vitest';

import type { ChapterContent } from '../../contracts/courseContent';
import { courseTextsByConfig, questionBanksByConfig } from '../../server/courseFiles/courseLibrary';
import type { BankQuestion } from '../../server/courseFiles/courseTypes';
import { demoCourseId } from '../../server/seed/catalog';

/*
 * The translated question banks of demo course 990 must line up with the English one (the server relies on the same
 * answer index and option order in every language), and each explanation must cite a section heading of its chapter
 * exactly as that language's chapter text writes it.
 */

interface Bank {
  language: string;
  bank: BankQuestion[];
  chapters: ChapterContent[];
  /** The section cited at the end of an explanation; greedy, so a heading holding quotes of its own is kept whole. */
  citation: RegExp;
}

const texts = courseTextsByConfig()[demoCourseId];
const banks = questionBanksByConfig()[demoCourseId];
const questions = banks.en;
const english: Bank = { language: 'en', bank: banks.en, chapters: texts.en, citation: /\(section “(.+)”\)\.$/u };
const translations: Bank[] = [
  { language: 'esLA', bank: banks['es-LA']!, chapters: texts['es-LA']!, citation: /\(sección “(.+)”\)\.$/u },
  { language: 'ru', bank: banks.ru!, chapters: texts.ru!, citation: /\(раздел «(.+)»\)\.$/u },
  { language: 'zh', bank: banks.zh!, chapters: texts.zh!, citation: /（见“(.+)”一节）。$/u },
];

/** The heading an explanation cites, or null when it cites none. */
function citedHeading({ citation }: Bank, question: BankQuestion): string | null {
  return citation.exec(question.explanation)?.[1] ?? null;
}

/** Index, within its chapter, of the section the question cites (-1 when the heading is not one of the chapter's). */
function citedSection(bank: Bank, question: BankQuestion): number {
  const headings = bank.chapters[question.chapter - 1]?.sections.map((section) => section.heading) ?? [];
  const heading = citedHeading(bank, question);
  return heading === null ? -1 : headings.indexOf(heading);
}

describe.each(translations)('demo course 990 question bank ($language)', (translation) => {
  const { bank, chapters } = translation;

  it('has as many questions as the English bank', () => {
    expect(bank).toHaveLength(questions.length);
  });

  it('keeps the chapter and the answer index of each English question', () => {
    expect(bank.map(({ chapter, answer }) => ({ chapter, answer }))).toEqual(
      questions.map(({ chapter, answer }) => ({ chapter, answer })),
    );
  });

  it('has a prompt, an explanation and four distinct, non-empty options per question', () => {
    for (const [index, question] of bank.entries()) {
      const where = `question ${index + 1}`;
      expect(question.prompt.trim(), where).not.toBe('');
      expect(question.explanation.trim(), where).not.toBe('');
      expect(question.options, where).toHaveLength(4);
      for (const option of question.options) expect(option.trim(), where).not.toBe('');
      expect(new Set(question.options.map((option) => option.trim())).size, where).toBe(4);
    }
  });

  it('cites in each explanation a section heading of the same chapter in its own language', () => {
    for (const [index, question] of bank.entries()) {
      const where = `question ${index + 1}`;
      const headings = chapters[question.chapter - 1]?.sections.map((section) => section.heading) ?? [];
      expect(headings.length, where).toBeGreaterThan(0);
      expect(headings, where).toContain(citedHeading(translation, question));
    }
  });

  it('cites the same section as the English question', () => {
    for (const [index, question] of bank.entries()) {
      const englishSection = citedSection(english, questions[index]!);
      expect(englishSection, `English question ${index + 1}`).toBeGreaterThanOrEqual(0);
      expect(citedSection(translation, question), `question ${index + 1}`).toBe(englishSection);
    }
  });
});
