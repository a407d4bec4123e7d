import { platformRequirements, type Sourced, type StateRequirement } from '../stateRequirements';
import { chapterList, type CourseCheck, formatNumber, isDemonstration, verdict } from './check';

/*
 * The printed report of `npm run courses:check`: a block per seeded course config (a config teaching the same text
 * with the same rules and bank as one printed before only names it), a summary, and the requirements used with
 * their sources. Pure: lines in, nothing printed.
 */

export interface CoursesReport {
  lines: string[];
  /** Distinct errors (a config sharing another's text, rules and bank repeats none); the runner exits 1 on any. */
  errors: number;
  demonstration: number[];
  meeting: number[];
}

const label = (name: string) => `  ${name.padEnd(11)}`;

/** The earlier config this one shares its text, rule set, bank, state and demonstration flag with. */
function sharedWith(check: CourseCheck, before: readonly CourseCheck[]): CourseCheck | undefined {
  const a = check.input;
  return before.find(
    ({ input: b }) =>
      a.texts === b.texts &&
      a.rules === b.rules &&
      a.bank === b.bank &&
      a.stateCode === b.stateCode &&
      a.demonstration === b.demonstration,
  );
}

const range = (values: readonly number[]) => {
  if (!values.length) return 'none';
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? formatNumber(low) : `${formatNumber(low)}–${formatNumber(high)}`;
};

function stateLine(requirement: StateRequirement): string[] {
  const parts: string[] = [];
  if (requirement.words) parts.push(`${formatNumber(requirement.words.value)} words`);
  if (requirement.minutes) parts.push(`${formatNumber(requirement.minutes.value)} minutes`);
  if (requirement.maxMinutes) parts.push(`credit stops at ${requirement.maxMinutes.value} minutes`);
  if (requirement.dailyCapMinutes) parts.push(`daily cap ≤${requirement.dailyCapMinutes.value} minutes`);
  return parts;
}

function courseBlock(check: CourseCheck): string[] {
  const { input, requirement, chapters, languages } = check;
  const rules = input.rules;
  const lines: string[] = [];

  const stateChapters = requirement?.chapters ? `, state ${requirement.chapters.value}` : ', state sets no number';
  lines.push(
    `${label('chapters')}text ${chapters.length}, rule set ${rules?.chapters.count ?? '—'}${requirement ? stateChapters : ''}`,
  );

  const words = chapters.map((c) => c.words);
  const fewest = chapters.find((c) => c.words === Math.min(...words));
  const most = chapters.find((c) => c.words === Math.max(...words));
  const reading = `≈ ${formatNumber(check.readingMinutes)} min of reading at ${platformRequirements.readingWordsPerMinute.value} wpm`;
  lines.push(
    `${label('words')}${formatNumber(check.textWords)} in the text (${reading}); per chapter ${range(words)}` +
      (fewest && most && fewest !== most ? ` (fewest: chapter ${fewest.number}, most: chapter ${most.number})` : ''),
  );
  lines.push(`${label('languages')}${languages.length ? languages.join(', ') : 'none'}`);
  const missing = chapters.filter((c) => c.figures === 0).map((c) => c.number);
  lines.push(
    `${label('figures')}per chapter ${chapters.map((c) => c.figures).join(' ') || '—'}; ` +
      (missing.length ? `MISSING in chapter ${missing.join(', ')}` : 'every chapter has one'),
  );

  if (rules) {
    const measured =
      rules.chapters.measure === 'words'
        ? `${formatNumber(rules.totalWords ?? 0)} words (${formatNumber(rules.totalMinutes)} advisory minutes)`
        : `${formatNumber(rules.totalMinutes)} minutes` +
          (rules.maxCreditedMinutes === null ? '' : `, credit stops at ${rules.maxCreditedMinutes}`);
    const cap = rules.dailyCap ? `, daily cap ${rules.dailyCap.minutes} minutes` : '';
    const state = requirement ? `; state: ${stateLine(requirement).join(', ')}` : '';
    lines.push(`${label('rule set')}${measured}${cap}${state}`);
  }

  if (check.bankSize === null) lines.push(`${label('questions')}no bank (${input.bankFile} is missing)`);
  else {
    const recommended = platformRequirements.recommendedBankPerChapter.value;
    const draws = check.quizDraws === null ? '' : `the chapter quiz draws ${check.quizDraws}, `;
    lines.push(
      `${label('questions')}${formatNumber(check.bankSize)} in the bank; per chapter ${check.bankPerChapter.join(' ')} ` +
        `(${draws}platform minimum ${platformRequirements.bankPerChapter.value}, recommended ${recommended})`,
    );
    const thin = check.bankPerChapter.flatMap((n, i) => (n < recommended ? [i + 1] : []));
    if (thin.length)
      lines.push(`${label('')}below the recommended ${recommended} in ${chapterList(thin)} (not an error)`);
    if (requirement) {
      const { final } = requirement;
      const attempts = final.attempts.value === null ? 'unlimited attempts' : `${final.attempts.value} attempts`;
      lines.push(
        `${label('')}final: ${final.questions.value} Q, ${final.passPercent.value}%, ${attempts}, ` +
          `from a bank of ≥${formatNumber(final.bank.value)} (has ${formatNumber(check.bankSize)})`,
      );
    }
  }
  return lines;
}

function requirementsSection(used: readonly StateRequirement[]): string[] {
  const lines = ['', 'Requirements used (scripts/stateRequirements.ts):'];
  const item = (name: string, sourced: Sourced<number | null> | null) => {
    if (sourced)
      lines.push(
        `    ${name}: ${sourced.value === null ? 'unlimited' : formatNumber(sourced.value)} — ${sourced.source}`,
      );
  };
  for (const r of used) {
    lines.push(`  ${r.stateCode}, ${r.course} (measured in ${r.measure})`);
    item('words', r.words);
    item('minutes', r.minutes);
    item('maximum minutes', r.maxMinutes);
    item('daily cap minutes', r.dailyCapMinutes);
    item('chapters', r.chapters);
    item('chapter quiz questions', r.chapterQuizQuestions);
    item('final questions', r.final.questions);
    item('final pass %', r.final.passPercent);
    item('final attempts', r.final.attempts);
    item('final bank', r.final.bank);
  }
  lines.push('  platform');
  for (const [name, sourced] of Object.entries(platformRequirements)) item(name, sourced);
  return lines;
}

/** The whole report: per course, the summary, then the requirements and their sources. */
export function coursesReport(checks: readonly CourseCheck[]): CoursesReport {
  const lines: string[] = [];
  let errors = 0;
  const demonstration: number[] = [];
  const meeting: number[] = [];
  const failing: number[] = [];

  checks.forEach((check, index) => {
    const { input, requirement } = check;
    const state = input.stateCode ?? 'no state';
    lines.push('', `${input.configId} ${input.name} (${state}${requirement ? `, ${requirement.course}` : ''})`);
    const same = sharedWith(check, checks.slice(0, index));
    if (same) lines.push(`${label('same as')}${same.input.configId}: its text, rule set and question bank`);
    else {
      lines.push(...courseBlock(check));
      errors += check.errors.length;
    }
    lines.push(`${label('verdict')}${verdict(check)}`);
    if (!same) for (const error of check.errors) lines.push(`${label('ERROR')}${error}`);
    (isDemonstration(check) ? demonstration : meeting).push(input.configId);
    if (check.errors.length) failing.push(input.configId);
  });

  const ids = (list: number[]) => (list.length ? list.join(', ') : 'none');
  lines.push(
    '',
    `Summary: ${checks.length} course configs checked`,
    `  meet the state's requirement: ${ids(meeting)}`,
    `  DEMONSTRATION CONTENT: ${ids(demonstration)}`,
    `  errors: ${errors}${failing.length ? ` (in ${failing.join(', ')})` : ''}`,
  );
  const used = [...new Set(checks.map((c) => c.requirement).filter((r) => r !== undefined))];
  lines.push(...requirementsSection(used));
  return { lines, errors, demonstration, meeting };
}
