import { type ChapterContent, chapterContentSchema, chapterWords } from '../../contracts/courseContent';
import { type CourseRules, courseRulesSchema } from '../../contracts/courseRules';
import type { BankQuestion, CourseTexts } from '../../server/courseFiles/courseTypes';
import { platformRequirements, type StateRequirement, stateRequirements } from '../stateRequirements';

/*
 * The pure part of `npm run courses:check`: one seeded course config's text, rule set and question bank against its
 * state's requirements (scripts/stateRequirements.ts). Shortfalls make a course demonstration content (reported, not
 * an error); errors are what would break the seed or a quiz (the runner exits 1).
 */

export interface CourseInput {
  configId: number;
  name: string;
  stateCode: string | null;
  texts: CourseTexts | undefined;
  rules: CourseRules | undefined;
  /** The course's question bank; null: its file is missing. */
  bank: BankQuestion[] | null;
  /** Where the bank is read from (for messages). */
  bankFile: string;
  /** Why the course is demonstration content by definition (the demo course); undefined for a real course. */
  demonstration?: string;
}

export interface ChapterFacts {
  /** 1-based. */
  number: number;
  title: string;
  words: number;
  /** Minutes the chapter's text takes to read at the platform's reading rate. */
  readingMinutes: number;
  figures: number;
}

export interface CourseCheck {
  input: CourseInput;
  requirement: StateRequirement | undefined;
  languages: string[];
  /** The English text's chapters. */
  chapters: ChapterFacts[];
  textWords: number;
  readingMinutes: number;
  /** Questions per chapter 1…n (n: the rule set's chapter count, else the text's). */
  bankPerChapter: number[];
  /** null: no bank file. */
  bankSize: number | null;
  /** Questions the chapter quiz draws, and the least a chapter's bank may hold. */
  quizDraws: number | null;
  bankMinimum: number;
  /** What the course lacks against its state's requirement, in words. */
  shortfalls: string[];
  errors: string[];
}

export type Platform = typeof platformRequirements;

export const formatNumber = (n: number) => Math.round(n).toLocaleString('en-US');

/** [1, 2, 3, 5] → "chapters 1–3, 5"; [4] → "chapter 4". */
export function chapterList(numbers: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < numbers.length; i++) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    runs.push(j > i ? `${numbers[i]}–${numbers[j]}` : `${numbers[i]}`);
    i = j;
  }
  return `${numbers.length === 1 ? 'chapter' : 'chapters'} ${runs.join(', ')}`;
}

const figuresOf = (chapter: ChapterContent) => chapter.sections.filter((s) => s.figure !== null).length;

const short = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "the rule set's 3,542 words a chapter" when every chapter's minimum is the same, else "their rule-set minimums of 10–40 minutes". */
function minimumsPhrase(values: readonly number[], unit: string): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high
    ? `the rule set's ${formatNumber(low)} ${unit} a chapter`
    : `their rule-set minimums of ${formatNumber(low)}–${formatNumber(high)} ${unit}`;
}

function contentErrors(label: (i: number) => string, chapters: readonly ChapterContent[]): string[] {
  const errors: string[] = [];
  chapters.forEach((chapter, index) => {
    const parsed = chapterContentSchema.safeParse(chapter);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        const section = issue.path[0] === 'sections' ? Number(issue.path[1]) + 1 : null;
        errors.push(
          issue.path.includes('figure')
            ? `${label(index)} section ${section}: a figure fails the schema (${path}: ${issue.message})`
            : `${label(index)} fails the content schema (${path || 'chapter'}: ${issue.message})`,
        );
      }
    if (Array.isArray(chapter.sections) && figuresOf(chapter) < platformRequirements.figuresPerChapter.value)
      errors.push(`${label(index)} ("${short(chapter.title)}") has no figure`);
  });
  return errors;
}

function questionErrors(bank: readonly BankQuestion[], chapterCount: number): string[] {
  const errors: string[] = [];
  bank.forEach((q, index) => {
    const where = `question ${index + 1} (chapter ${q.chapter}, "${short(q.prompt)}")`;
    if (!Number.isInteger(q.chapter) || q.chapter < 1 || q.chapter > chapterCount)
      errors.push(`${where}: chapter ${q.chapter} is not a chapter of the course (1–${chapterCount})`);
    if (!Number.isInteger(q.answer) || q.answer < 0 || q.answer >= q.options.length)
      errors.push(`${where}: answer index ${q.answer} is out of range (${q.options.length} options)`);
    const seen = new Set<string>();
    for (const option of q.options) {
      const key = option.trim().replace(/\s+/g, ' ').toLowerCase();
      if (seen.has(key)) errors.push(`${where}: option "${short(option, 40)}" repeats`);
      seen.add(key);
    }
  });
  return errors;
}

/** Checks one course config against its state's requirement. */
export function checkCourse(
  input: CourseInput,
  requirements: Record<string, StateRequirement> = stateRequirements,
  platform: Platform = platformRequirements,
): CourseCheck {
  const errors: string[] = [];
  const shortfalls: string[] = [];
  const { rules, texts, bank } = input;
  const requirement = input.stateCode === null ? undefined : requirements[input.stateCode];
  const wpm = platform.readingWordsPerMinute.value;

  if (input.stateCode === null) errors.push('the course has no state to check against');
  // A demo course is held to no state (it is demonstration content by definition); a real course is held to its own.
  else if (!requirement && !input.demonstration)
    errors.push(`no requirements for state ${input.stateCode} in scripts/stateRequirements.ts`);

  if (!rules) errors.push('no rule set (server/seed/courseRules.ts seededCourseRules)');
  else {
    const parsed = courseRulesSchema.safeParse(rules);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        errors.push(`the rule set fails its schema (${issue.path.map(String).join('.') || 'rules'}: ${issue.message})`);
  }

  // Text: every language's chapters against the rule set and the content schema; figures in every chapter.
  const en = texts?.en ?? [];
  if (!texts?.en) errors.push('no English text (content/courses/<slug>/chapters)');
  const languages = texts ? Object.keys(texts) : [];
  for (const language of languages) {
    const chapters = texts?.[language as keyof CourseTexts] ?? [];
    const tag = language === 'en' ? '' : ` (${language})`;
    if (rules && chapters.length !== rules.chapters.count)
      errors.push(`text${tag} has ${chapters.length} chapters, the rule set ${rules.chapters.count}`);
    errors.push(...contentErrors((i) => `chapter ${i + 1}${tag}`, chapters));
  }

  const chapters: ChapterFacts[] = en.map((chapter, index) => {
    const words = Array.isArray(chapter.sections) ? chapterWords(chapter) : 0;
    return {
      number: index + 1,
      title: chapter.title,
      words,
      readingMinutes: words / wpm,
      figures: Array.isArray(chapter.sections) ? figuresOf(chapter) : 0,
    };
  });
  const textWords = chapters.reduce((n, c) => n + c.words, 0);
  const readingMinutes = textWords / wpm;

  // Question bank: per chapter against the platform minimum and the quiz's draw; each question well formed.
  const chapterCount = rules?.chapters.count ?? en.length;
  // The rule set's draw is what the quiz asks; the research's figure stands in for a course without one.
  const quizDraws = rules?.chapterQuiz?.questionCount ?? requirement?.chapterQuizQuestions.value ?? null;
  const bankMinimum = Math.max(platform.bankPerChapter.value, quizDraws ?? 0);
  const bankPerChapter = Array.from(
    { length: chapterCount },
    (_, i) => bank?.filter((q) => q.chapter === i + 1).length ?? 0,
  );
  if (bank === null) errors.push(`the question bank ${input.bankFile} is missing`);
  else {
    errors.push(...questionErrors(bank, chapterCount));
    const examDraws = rules?.finalExam?.questionCount;
    if (examDraws !== undefined && bank.length < examDraws)
      errors.push(`the final exam draws ${examDraws} questions from a bank of ${bank.length}`);
    bankPerChapter.forEach((n, i) => {
      if (n < bankMinimum)
        errors.push(
          `chapter ${i + 1} has ${n} bank questions, fewer than ${bankMinimum} (platform minimum ${platform.bankPerChapter.value}${quizDraws === null ? '' : `; the chapter quiz draws ${quizDraws}`})`,
        );
    });
  }

  // Against the state's requirement: what the course lacks is demonstration content, not an error.
  if (requirement && rules) {
    if (requirement.chapters && rules.chapters.count < requirement.chapters.value)
      shortfalls.push(`rule set has ${rules.chapters.count} of the state's ${requirement.chapters.value} chapters`);

    if (requirement.words) {
      const needed = requirement.words.value;
      if (textWords < needed) shortfalls.push(`text has ${formatNumber(textWords)} of ${formatNumber(needed)} words`);
      if (rules.totalWords === null)
        shortfalls.push(`rule set measures minutes, not the state's ${formatNumber(needed)} words`);
      else if (rules.totalWords < needed)
        shortfalls.push(`rule set requires ${formatNumber(rules.totalWords)} of ${formatNumber(needed)} words`);
    }
    if (requirement.minutes) {
      const needed = requirement.minutes.value;
      if (readingMinutes < needed)
        shortfalls.push(
          `text has ${formatNumber(textWords)} words, about ${Math.floor(readingMinutes)} of ${formatNumber(needed)} minutes of reading at ${wpm} words a minute`,
        );
      if (rules.totalMinutes < needed)
        shortfalls.push(`rule set requires ${formatNumber(rules.totalMinutes)} of ${formatNumber(needed)} minutes`);
    }
    if (
      requirement.maxMinutes &&
      (rules.maxCreditedMinutes === null || rules.maxCreditedMinutes > requirement.maxMinutes.value)
    )
      shortfalls.push(`rule set credits beyond the state's ${requirement.maxMinutes.value}-minute maximum`);
    if (requirement.dailyCapMinutes) {
      const cap = requirement.dailyCapMinutes.value;
      if (rules.dailyCap === null)
        shortfalls.push(`rule set has no daily cap (the state allows at most ${cap} minutes a day)`);
      else if (rules.dailyCap.minutes > cap)
        shortfalls.push(`rule set's daily cap of ${rules.dailyCap.minutes} minutes is above the state's ${cap}`);
    }

    // Per chapter, against the rule set's own minimums (the chapter that unlocks the next must have the text for it).
    const counted = chapters.slice(0, rules.chapters.count);
    if (rules.chapters.minimumWords) {
      const minimums = rules.chapters.minimumWords;
      const under = counted.filter((c) => c.words < minimums[c.number - 1]).map((c) => c.number);
      if (under.length)
        shortfalls.push(
          `${chapterList(under)} ${under.length === 1 ? 'is' : 'are'} below ${minimumsPhrase(minimums, 'words')}`,
        );
    } else {
      const minimums = rules.chapters.minimumMinutes;
      const under = counted.filter((c) => c.readingMinutes < minimums[c.number - 1]).map((c) => c.number);
      if (under.length)
        shortfalls.push(
          `${chapterList(under)} ${under.length === 1 ? 'reads' : 'read'} in less than ${minimumsPhrase(minimums, 'minutes')} at ${wpm} words a minute`,
        );
    }
  }
  if (requirement && bank !== null && bank.length < requirement.final.bank.value)
    shortfalls.push(
      `question bank ${formatNumber(bank.length)} of ${formatNumber(requirement.final.bank.value)} for the final`,
    );

  return {
    input,
    requirement,
    languages,
    chapters,
    textWords,
    readingMinutes,
    bankPerChapter,
    bankSize: bank?.length ?? null,
    quizDraws,
    bankMinimum,
    shortfalls,
    errors,
  };
}

export const isDemonstration = (check: CourseCheck) =>
  check.input.demonstration !== undefined || check.shortfalls.length > 0;

/** "meets the state's requirement" or "DEMONSTRATION CONTENT: lacks …", each shortfall in words. */
export function verdict(check: CourseCheck): string {
  if (isDemonstration(check)) {
    const head = `DEMONSTRATION CONTENT${check.input.demonstration ? ` (${check.input.demonstration})` : ''}`;
    const lacks = check.shortfalls.length ? `: lacks ${check.shortfalls.join('; ')}` : '';
    const errors = check.errors.length ? `; and ${errorCount(check.errors.length)} to fix` : '';
    return `${head}${lacks}${errors}`;
  }
  if (!check.requirement) return `not checked against a state's requirement; ${errorCount(check.errors.length)} to fix`;
  return check.errors.length
    ? `meets the state's requirement, but has ${errorCount(check.errors.length)} to fix`
    : "meets the state's requirement";
}

const errorCount = (n: number) => `${n} ${n === 1 ? 'error' : 'errors'}`;
