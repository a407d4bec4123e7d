import { describe, expect, it } from 'vitest';

import type { ChapterContent } from '../../contracts/courseContent';
import type { CourseRules } from '../../contracts/courseRules';
import { chapterList, checkCourse, type CourseInput, verdict } from '../../scripts/coursesCheck/check';
import { coursesReport } from '../../scripts/coursesCheck/report';
import type { BankQuestion } from '../../server/courseFiles/courseTypes';
import { testCourseRules } from '../support/courseRules';

const figure = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  alt: 'A square',
  caption: 'A square',
};

/** A chapter of exactly `words` words (title 2, heading 1, the rest in paragraphs of at most 200 words). */
function chapter(number: number, words: number, withFigure = true): ChapterContent {
  const paragraphs: string[] = [];
  for (let left = words - 3; left > 0; left -= 200) paragraphs.push(Array(Math.min(200, left)).fill('word').join(' '));
  return {
    title: `Chapter ${number}`,
    summary: 'A chapter.',
    objectives: ['Read it'],
    sections: [{ heading: 'Reading', paragraphs, keyPoints: [], figure: withFigure ? figure : null }],
  };
}

const question = (chapter: number, n: number): BankQuestion => ({
  id: `ch${chapter}-q${n}`,
  chapter,
  prompt: `Question ${n} of chapter ${chapter}?`,
  options: ['One', 'Two', 'Three', 'Four'],
  answer: 1,
  explanation: 'Because.',
});
const bankOf = (chapters: number, perChapter: number) =>
  Array.from({ length: chapters }, (_, c) =>
    Array.from({ length: perChapter }, (_, n) => question(c + 1, n + 1)),
  ).flat();

/** A California-like rule set: 12 chapters measured in words, 3,542 each = 42,504 ≥ 42,500. */
const californiaRules = testCourseRules({
  timeZone: 'America/Los_Angeles',
  chapters: { count: 12, measure: 'words', minimumMinutes: Array(12).fill(20), minimumWords: Array(12).fill(3542) },
  totalMinutes: 240,
  totalWords: 42_500,
});

/** Florida-like: 8 lessons of 30 minutes. */
const floridaRules: CourseRules = {
  ...californiaRules,
  timeZone: 'America/New_York',
  chapters: { count: 8, measure: 'minutes', minimumMinutes: Array(8).fill(30), minimumWords: null },
  totalWords: null,
};

const california = (words: number, overrides: Partial<CourseInput> = {}): CourseInput => ({
  configId: 611,
  name: 'California 8-Hour Traffic School',
  stateCode: 'CA',
  texts: { en: Array.from({ length: 12 }, (_, i) => chapter(i + 1, words)) },
  rules: californiaRules,
  bank: bankOf(12, 8),
  bankFile: 'questions.ts',
  ...overrides,
});

describe('courses:check', () => {
  it('reports a course short of words as demonstration content, with the numbers, and not as an error', () => {
    const check = checkCourse(california(800));
    expect(check.textWords).toBe(9_600);
    expect(check.errors).toEqual([]);
    expect(verdict(check)).toBe(
      "DEMONSTRATION CONTENT: lacks text has 9,600 of 42,500 words; chapters 1–12 are below the rule set's 3,542 words a chapter",
    );
    const report = coursesReport([check]);
    expect(report.errors).toBe(0);
    expect(report.demonstration).toEqual([611]);
    expect(report.lines).toContain(
      "  verdict    DEMONSTRATION CONTENT: lacks text has 9,600 of 42,500 words; chapters 1–12 are below the rule set's 3,542 words a chapter",
    );
  });

  it("says a course with the state's words, chapters and a sound bank meets the state's requirement", () => {
    const check = checkCourse(california(3_600));
    expect(check.errors).toEqual([]);
    expect(verdict(check)).toBe("meets the state's requirement");
    expect(coursesReport([check]).meeting).toEqual([611]);
  });

  it('makes a chapter without a figure an error', () => {
    const texts = { en: Array.from({ length: 12 }, (_, i) => chapter(i + 1, 3_600, i !== 2)) };
    const check = checkCourse(california(3_600, { texts }));
    expect(check.errors).toEqual(['chapter 3 ("Chapter 3") has no figure']);
    expect(check.chapters.map((c) => c.figures)).toEqual([1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const report = coursesReport([check]);
    expect(report.errors).toBe(1);
    expect(report.lines).toContain('  ERROR      chapter 3 ("Chapter 3") has no figure');
  });

  it('makes a figure failing the schema, a chapter count differing from the rules and a thin or bad bank errors', () => {
    const chapters = Array.from({ length: 11 }, (_, i) => chapter(i + 1, 3_600));
    chapters[0] = {
      ...chapters[0],
      sections: [{ ...chapters[0].sections[0], figure: { ...figure, svg: '<svg><script>x()</script></svg>' } }],
    };
    const bank = bankOf(12, 8).filter((q) => !(q.chapter === 5 && q.prompt.startsWith('Question 8 ')));
    bank[0] = { ...bank[0], answer: 4 as never };
    bank[1] = { ...bank[1], options: ['Yes', 'No', 'yes ', 'Maybe'] };
    const errors = checkCourse(california(3_600, { texts: { en: chapters }, bank })).errors;
    expect(errors).toContain('text has 11 chapters, the rule set 12');
    expect(errors).toContainEqual(
      expect.stringMatching(/^chapter 1 section 1: a figure fails the schema \(sections\.0\.figure\.svg/),
    );
    expect(errors).toContain(
      'chapter 5 has 7 bank questions, fewer than 8 (platform minimum 8; the chapter quiz draws 5)',
    );
    expect(errors).toContain(
      'question 1 (chapter 1, "Question 1 of chapter 1?"): answer index 4 is out of range (4 options)',
    );
    expect(errors).toContain('question 2 (chapter 1, "Question 2 of chapter 1?"): option "yes " repeats');
  });

  it("reports Florida's final bank and the text's reading minutes as shortfalls", () => {
    const check = checkCourse({
      configId: 776,
      name: 'Florida Basic Driver Improvement',
      stateCode: 'FL',
      texts: { en: Array.from({ length: 8 }, (_, i) => chapter(i + 1, 1_800)) },
      rules: floridaRules,
      bank: bankOf(8, 12),
      bankFile: 'questions.ts',
    });
    expect(check.errors).toEqual([]);
    expect(check.shortfalls).toEqual([
      'text has 14,400 words, about 80 of 240 minutes of reading at 180 words a minute',
      "chapters 1–8 read in less than the rule set's 30 minutes a chapter at 180 words a minute",
      'question bank 96 of 400 for the final',
    ]);
  });

  it('calls the demo course demonstration content by definition', () => {
    const check = checkCourse(california(3_600, { configId: 990, demonstration: 'the demo course, by definition' }));
    expect(verdict(check)).toBe('DEMONSTRATION CONTENT (the demo course, by definition)');
  });

  it('names a config sharing another’s text, rules and bank without repeating it or its errors', () => {
    const first = california(3_600, {
      texts: { en: Array.from({ length: 12 }, (_, i) => chapter(i + 1, 3_600, i > 0)) },
    });
    const report = coursesReport([checkCourse(first), checkCourse({ ...first, configId: 612, name: 'LA court' })]);
    expect(report.errors).toBe(1);
    expect(report.lines).toContain('  same as    611: its text, rule set and question bank');
  });

  it('writes chapter runs', () => {
    expect(chapterList([1, 2, 3, 5, 7, 8])).toBe('chapters 1–3, 5, 7–8');
    expect(chapterList([4])).toBe('chapter 4');
  });
});
