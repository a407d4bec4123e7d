import { describe, expect, it } from 'vitest';

import { testCourseRules } from '../tests/support/courseRules';
import { courseRulesSchema, dailyLimitOf } from './courseRules';

describe('dailyLimitOf (02 §4: empty, 0, 0.0 or 00.00 mean unlimited; a zero-course-time flag forces the limit on)', () => {
  const cases: [string | number | null | undefined, boolean, ReturnType<typeof dailyLimitOf>][] = [
    // Unlimited spellings, without the flag.
    [undefined, false, { limited: false }],
    [null, false, { limited: false }],
    ['', false, { limited: false }],
    ['  ', false, { limited: false }],
    ['0', false, { limited: false }],
    ['0.0', false, { limited: false }],
    ['00.00', false, { limited: false }],
    ['000', false, { limited: false }],
    [0, false, { limited: false }],
    [0.0, false, { limited: false }],
    // The flag forces the limit on: nothing left today.
    [undefined, true, { limited: true, available: 0 }],
    [null, true, { limited: true, available: 0 }],
    ['', true, { limited: true, available: 0 }],
    ['0', true, { limited: true, available: 0 }],
    ['0.0', true, { limited: true, available: 0 }],
    ['00.00', true, { limited: true, available: 0 }],
    [0, true, { limited: true, available: 0 }],
    // Otherwise the limit applies, with or without the flag.
    ['02.30', false, { limited: true, available: 2.3 }],
    [' 4 ', false, { limited: true, available: 4 }],
    ['.5', false, { limited: true, available: 0.5 }],
    [240, false, { limited: true, available: 240 }],
    [240, true, { limited: true, available: 240 }],
    ['1.5', true, { limited: true, available: 1.5 }],
    // Not empty or zero, not readable: limited, nothing read as left.
    ['abc', false, { limited: true, available: 0 }],
    ['-1', false, { limited: true, available: 0 }],
    [-1, false, { limited: true, available: 0 }],
    [Number.NaN, false, { limited: true, available: 0 }],
    [Number.POSITIVE_INFINITY, false, { limited: true, available: 0 }],
    ['.', false, { limited: true, available: 0 }],
  ];
  it.each(cases)('%j with flag %s → %j', (value, flag, expected) => {
    expect(dailyLimitOf(value, flag)).toEqual(expected);
  });
});

const quiz = {
  questionCount: 5,
  passPercent: 70,
  attempts: null,
  afterLastFailure: null,
  waitMinutesAfterFailure: null,
  timeLimitMinutes: null,
  feedback: 'topics',
  reviewBeforeRetake: false,
} as const;

const valid = testCourseRules({
  timeZone: 'America/Chicago',
  chapters: { count: 2, measure: 'minutes', minimumMinutes: [10, 20], minimumWords: null },
  totalMinutes: 30,
  dailyCap: { minutes: 240, lockedUntil: 'midnight' },
  breaks: { afterMinutes: 120, forMinutes: 10, allowanceMinutes: null },
});

describe('courseRulesSchema', () => {
  it('accepts a complete rule set', () => {
    expect(courseRulesSchema.safeParse(valid).success).toBe(true);
  });

  const bad: [string, unknown][] = [
    ['an unknown time zone', { ...valid, timeZone: 'Mars/Olympus' }],
    ['a time zone abbreviation', { ...valid, timeZone: 'CST' }],
    ['fewer chapter minimums than chapters', { ...valid, chapters: { ...valid.chapters, count: 3 } }],
    ['a total below the chapter minimums', { ...valid, totalMinutes: 29 }],
    ['a maximum below the total', { ...valid, maxCreditedMinutes: 20 }],
    [
      'limited tries without what follows the last',
      {
        ...valid,
        finalExam: {
          questionCount: 20,
          passPercent: 70,
          attempts: 3,
          afterLastFailure: null,
          waitMinutesAfterFailure: null,
          timeLimitMinutes: null,
          feedback: 'topics',
          reviewBeforeRetake: false,
        },
      },
    ],
    ['a pass mark over 100 %', { ...valid, chapterQuiz: { ...quiz, passPercent: 101 } }],
    [
      'a certificate without the school licence',
      { ...valid, certificate: { ...valid.certificate, schoolLicence: '' } },
    ],
    ['words on a minutes-measured course', { ...valid, chapters: { ...valid.chapters, minimumWords: [1, 2] } }],
    [
      'a words-measured course without total words',
      { ...valid, chapters: { ...valid.chapters, measure: 'words', minimumWords: [100, 100] } },
    ],
    [
      'chapter words below the total',
      { ...valid, totalWords: 300, chapters: { ...valid.chapters, measure: 'words', minimumWords: [100, 100] } },
    ],
    ['a break length without its interval', { ...valid, breaks: { ...valid.breaks, afterMinutes: null } }],
    ['a zero daily cap (no cap is null)', { ...valid, dailyCap: { minutes: 0, lockedUntil: 'midnight' } }],
    ['an unknown chapter order', { ...valid, chapterOrder: 'random' }],
    ['a rule without its source', { ...valid, sources: { ...valid.sources, breaks: undefined } }],
    ['an empty source', { ...valid, sources: { ...valid.sources, breaks: '' } }],
    ['fractional minutes', { ...valid, totalMinutes: 30.5 }],
  ];
  it.each(bad)('refuses %s', (_, rules) => {
    expect(courseRulesSchema.safeParse(rules).success).toBe(false);
  });

  it('accepts a words-measured course whose chapter words cover the total', () => {
    const words = {
      ...valid,
      totalWords: 200,
      chapters: { ...valid.chapters, measure: 'words' as const, minimumWords: [100, 100] },
    };
    expect(courseRulesSchema.safeParse(words).success).toBe(true);
  });
});
