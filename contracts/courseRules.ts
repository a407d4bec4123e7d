import * as z from 'zod/mini';

/*
 * A course's rule set: what the course-taking flow enforces, stored with the course config
 * (course_configs.rules) and never written into views. Every number is a rule value; `sources` says where each one
 * comes from (the seed cites ../shared/research/state-rules.md's sources). Minutes are whole minutes of credited
 * study time.
 */

/** The rules a rule set has, each with its source in `sources`. */
export const courseRuleNames = [
  'timeZone',
  'chapters',
  'totalMinutes',
  'dailyCap',
  'breaks',
  'chapterOrder',
  'newContent',
  'chapterQuiz',
  'finalExam',
  'certificate',
  'identityChecks',
  'admission',
  'refund',
] as const;
export type CourseRuleName = (typeof courseRuleNames)[number];

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

const minutes = () => z.int().check(z.nonnegative(), z.maximum(100_000));
const positiveMinutes = () => z.int().check(z.positive(), z.maximum(100_000));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Chapters: how many, and what each needs before the next unlocks. `measure` 'minutes': a chapter needs its minimum
 * minutes of study. 'words': the course is measured in words (California internet TVS, 13 CCR §345.30(b)(2)): a chapter
 * needs its words, and its minutes are an advisory reading time (may be 0).
 */
export const courseChaptersRuleSchema = z
  .object({
    count: z.int().check(z.positive(), z.maximum(200)),
    measure: z.enum(['minutes', 'words']),
    /** Per chapter, in chapter order (length = count). */
    minimumMinutes: z.array(minutes()),
    /** Per chapter (length = count) for a words-measured course; null otherwise. */
    minimumWords: z.nullable(z.array(z.int().check(z.nonnegative(), z.maximum(1_000_000)))),
  })
  .check(
    z.refine((c) => c.minimumMinutes.length === c.count, { message: 'minimumMinutes needs one value per chapter' }),
    z.refine((c) => (c.measure === 'words') === (c.minimumWords !== null), {
      message: 'minimumWords is given exactly when the course is measured in words',
    }),
    z.refine((c) => c.minimumWords === null || c.minimumWords.length === c.count, {
      message: 'minimumWords needs one value per chapter',
    }),
  );

/** Daily study cap: after `minutes` of credited study in a day the course locks until the lock ends; null: no cap. */
export const dailyCapRuleSchema = z.object({
  minutes: positiveMinutes(),
  /** 'midnight': until the next midnight in the course state's time zone; '24h': 24 hours after the cap was reached. */
  lockedUntil: z.enum(['midnight', '24h']),
});

/**
 * Breaks. A forced break of `forMinutes` after `afterMinutes` of continuous study (both null: none forced), and a
 * break allowance: break minutes the course length includes beside its instruction (Texas: 60), tracked, not forced.
 */
export const breaksRuleSchema = z
  .object({
    afterMinutes: z.nullable(positiveMinutes()),
    forMinutes: z.nullable(positiveMinutes()),
    allowanceMinutes: z.nullable(positiveMinutes()),
  })
  .check(
    z.refine((b) => (b.afterMinutes === null) === (b.forMinutes === null), {
      message: 'afterMinutes and forMinutes are given together',
    }),
  );

/** What happens after the last attempt a quiz rule allows fails (02 §7 course reset). */
export const lastFailureOutcomes = [
  /** Progress is cleared and the student starts the same enrolment again at no cost (Ohio teen). */
  'restartCourse',
  /** The course is failed: the enrolment closes and the student must enrol again (California, Texas, Arizona). */
  'courseFailed',
] as const;
export type LastFailureOutcome = (typeof lastFailureOutcomes)[number];

/**
 * A quiz or exam: how many questions a try draws from the bank, the pass mark, the tries allowed and what follows
 * the last failed one, a wait between tries, a time limit, and what the result shows.
 */
export const quizRuleSchema = z
  .object({
    questionCount: z.int().check(z.positive(), z.maximum(200)),
    /** The least share of right answers that passes, in per cent (18 of 25 is 72 %: passes 70). */
    passPercent: z.int().check(z.positive(), z.maximum(100)),
    /** Tries allowed; null: unlimited. */
    attempts: z.nullable(z.int().check(z.positive(), z.maximum(100))),
    /** After the last allowed try fails (given exactly when `attempts` is). */
    afterLastFailure: z.nullable(z.enum(lastFailureOutcomes)),
    /** Minutes to wait after a failed try before the next (Ohio's final: 24 hours); null: none. */
    waitMinutesAfterFailure: z.nullable(positiveMinutes()),
    /** Minutes a try may take (submitted when they run out); null: no limit. */
    timeLimitMinutes: z.nullable(positiveMinutes()),
    /** 'answers': the result shows the right answers with their explanations; 'topics': only the topics missed. */
    feedback: z.enum(['answers', 'topics']),
    /** A chapter quiz: after a failed try the chapter must be opened again before the next try. */
    reviewBeforeRetake: z.boolean(),
  })
  .check(
    z.refine((q) => (q.attempts === null) === (q.afterLastFailure === null), {
      message: 'afterLastFailure is given exactly when attempts are limited',
    }),
  );
export type QuizRule = z.infer<typeof quizRuleSchema>;

/** What the completion certificate prints besides the student's and the course's own data. */
export const certificateRuleSchema = z.object({
  schoolName: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The school's licence or approval number with the state's regulator. */
  schoolLicence: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The hours the certificate states (the course's credit hours, e.g. California's 8-hour course). */
  creditHours: z.number().check(z.positive(), z.maximum(1000)),
});
export type CertificateRule = z.infer<typeof certificateRuleSchema>;

/** Where in the course an identity check is asked. */
export const identityCheckPoints = [
  /** The first chapter launch of the enrolment (after the enrolment of the check itself). */
  'courseStart',
  /** Every chapter launch, once per chapter and round (a reload of a verified chapter is not asked again). */
  'everyChapter',
  /** Before the final exam's first try (once per round). */
  'finalExam',
] as const;
export type IdentityCheckPoint = (typeof identityCheckPoints)[number];

/**
 * What a failed identity check does: the course locks for `minutes` (Ohio: 24 hours), or until support re-verifies the
 * student and unlocks it (a logged override, TX 16 TAC §92.32(a)(5)), or the course fails (Texas, Florida, Arizona).
 */
export const identityFailureSchema = z.union([
  z.object({ outcome: z.literal('lockout'), minutes: positiveMinutes() }),
  z.object({ outcome: z.literal('supportUnlock') }),
  z.object({ outcome: z.literal('courseFailed') }),
]);
export type IdentityFailure = z.infer<typeof identityFailureSchema>;

/**
 * When wrong answers fail a check: `count` wrong in a row within one check (a right answer passes it), or `count` wrong
 * over the whole enrolment round (Texas: more than 3 of its validation questions, i.e. 4).
 */
export const wrongAnswerLimitSchema = z.object({
  count: z.int().check(z.positive(), z.maximum(20)),
  scope: z.enum(['inARow', 'course']),
});

/** Personal security questions (02 §2 security-quiz-save, security-quiz-verification). */
export const securityQuestionsRuleSchema = z.object({
  /** How many questions the student picks from the list and answers before the first chapter. */
  savedCount: z.int().check(z.positive(), z.maximum(10)),
  askAt: z.array(z.enum(identityCheckPoints)).check(z.minLength(1)),
  /** Seconds to answer a question (running out counts as a wrong answer); null: no limit. */
  secondsToAnswer: z.nullable(z.int().check(z.positive(), z.maximum(3600))),
  failAfterWrong: wrongAnswerLimitSchema,
  onFailure: identityFailureSchema,
});
export type SecurityQuestionsRule = z.infer<typeof securityQuestionsRuleSchema>;

/**
 * The typing pattern (02 §2 typing-pattern-save, typing-pattern-verification; state-rules.md §3): the student types a
 * fixed phrase; the server compares its rhythm with the enrolment (IL 1066.70(b): at least once an hour, 60 s to
 * type, 3 mismatches fail).
 */
export const typingPatternRuleSchema = z.object({
  askAt: z.array(z.enum(identityCheckPoints)),
  /** Also due at a chapter launch this long after the last passed check (IL: at least once an hour); null: never. */
  everyMinutes: z.nullable(positiveMinutes()),
  /** Seconds to type the phrase (no sample in time counts as a mismatch); null: no limit. */
  secondsToType: z.nullable(z.int().check(z.positive(), z.maximum(3600))),
  failAfterMismatches: wrongAnswerLimitSchema,
  onFailure: identityFailureSchema,
});
export type TypingPatternRule = z.infer<typeof typingPatternRuleSchema>;

/**
 * A webcam photo (02 §2 initialWebcamModel, webcam): the first is the enrolment photo; later ones are compared with it.
 * A photo that does not match goes to support's review queue; the course goes on meanwhile.
 */
export const webcamRuleSchema = z.object({
  askAt: z.array(z.enum(identityCheckPoints)).check(z.minLength(1)),
  /** Without a camera the course cannot go on (true), or goes on and support reviews the student (false). */
  required: z.boolean(),
  /** Photos a check may take when none shows exactly one face, before the check goes to support's review. */
  retakes: z.int().check(z.positive(), z.maximum(10)),
});
export type WebcamRule = z.infer<typeof webcamRuleSchema>;

/**
 * Identity checks during the course, each null when the course does not ask it. Time spent on a check is
 * never instruction time: checks run on the launch page, where no study time is counted.
 */
export const identityChecksRuleSchema = z.object({
  securityQuestions: z.nullable(securityQuestionsRuleSchema),
  typingPattern: z.nullable(typingPatternRuleSchema),
  webcam: z.nullable(webcamRuleSchema),
});
export type IdentityChecksRule = z.infer<typeof identityChecksRuleSchema>;

/** Documents a course may require before it starts (02 §2 file-documents). */
export const admissionDocumentTypes = ['citation', 'governmentId'] as const;
export type AdmissionDocumentType = (typeof admissionDocumentTypes)[number];

/** Arizona's defensive driving eligibility (ACJA §7-205): what the server checks, with the student's affirmation. */
export const arizonaEligibilityRuleSchema = z.object({
  check: z.literal('arizonaDefensiveDriving'),
  /** No defensive driving course for a violation within this many months (by violation dates). */
  monthsBetweenCourses: z.int().check(z.positive(), z.maximum(120)),
  /** The court date at least this many days away when eligibility is decided. */
  minimumDaysBeforeCourtDate: z.int().check(z.nonnegative(), z.maximum(365)),
});
export type ArizonaEligibilityRule = z.infer<typeof arizonaEligibilityRuleSchema>;

/**
 * What the course needs before its first chapter opens (the AZ_FLOW stepper's File Documents and
 * Eligibility): documents filed and approved, and an eligibility check decided by the server. null: nothing.
 */
export const admissionRuleSchema = z.object({
  documents: z.array(z.enum(admissionDocumentTypes)),
  eligibility: z.nullable(arizonaEligibilityRuleSchema),
});
export type AdmissionRule = z.infer<typeof admissionRuleSchema>;

/** What ends every refund of a course (state-rules.md §4: none after passing, failing or a failed identity check). */
export const refundStops = ['completed', 'failed', 'identityFailed', 'expired'] as const;
export type RefundStop = (typeof refundStops)[number];

/**
 * When the course itself may be refunded in full (refunds are of whole lines, never partial). Each right
 * stands alone: a refund is allowed when one of them holds and none of `noneAfter` does.
 */
export const refundRuleSchema = z.object({
  /**
   * Cancelled before midnight of this business day after enrolling (Texas Educ. Code §1001.401: the 3rd), started or
   * not; business days are Monday to Friday without the federal holidays, in the course's time zone. null: no such right.
   */
  cancellationBusinessDays: z.nullable(z.int().check(z.positive(), z.maximum(30))),
  /** Refundable while the course is not started, however long ago it was bought (Arizona, Florida). */
  beforeStart: z.boolean(),
  /** Refundable until midnight of this day after the purchase day, started or not (the 30-day market norm). null: none. */
  windowDays: z.nullable(z.int().check(z.positive(), z.maximum(365))),
  noneAfter: z.array(z.enum(refundStops)),
});
export type RefundRule = z.infer<typeof refundRuleSchema>;

export const courseRulesSchema = z
  .object({
    /** IANA time zone of the course's state: where "a day" (daily cap, midnight lock) is counted. */
    timeZone: z.string().check(z.refine(isTimeZone, { message: 'timeZone must be an IANA time zone' })),
    chapters: courseChaptersRuleSchema,
    /** Required credited minutes for the whole course (at least the chapters' minimums; 0 when measured in words). */
    totalMinutes: minutes(),
    /** Credited minutes stop here (Arizona: 270); null: no maximum. */
    maxCreditedMinutes: z.nullable(positiveMinutes()),
    /** Required words for the whole course (a words-measured course; null otherwise). */
    totalWords: z.nullable(z.int().check(z.positive(), z.maximum(1_000_000))),
    dailyCap: z.nullable(dailyCapRuleSchema),
    breaks: z.nullable(breaksRuleSchema),
    /** 'sequential': a chapter unlocks when the one before is complete; 'free': any order. */
    chapterOrder: z.enum(['sequential', 'free']),
    /** The course uses the new chapter content (02 §9: state id 36 and the courses of the new-content lists). */
    newContent: z.boolean(),
    /** A quiz at the end of every chapter, passed before the next one unlocks; null: none. */
    chapterQuiz: z.nullable(quizRuleSchema),
    /** The final exam once every chapter is complete; null: the course completes with its last chapter. */
    finalExam: z.nullable(quizRuleSchema),
    certificate: certificateRuleSchema,
    identityChecks: identityChecksRuleSchema,
    admission: z.nullable(admissionRuleSchema),
    refund: refundRuleSchema,
    /** Where each rule's value comes from (statute, regulator, or the page the research cites; or "demo"). */
    sources: z.record(z.enum(courseRuleNames), z.string().check(z.minLength(1))),
  })
  .check(
    z.refine((r) => sum(r.chapters.minimumMinutes) <= r.totalMinutes, {
      message: "totalMinutes must cover the chapters' minimum minutes",
    }),
    z.refine((r) => r.maxCreditedMinutes === null || r.maxCreditedMinutes >= r.totalMinutes, {
      message: 'maxCreditedMinutes must not be below totalMinutes',
    }),
    z.refine((r) => (r.chapters.measure === 'words') === (r.totalWords !== null), {
      message: 'totalWords is given exactly when the course is measured in words',
    }),
    z.refine((r) => r.totalWords === null || sum(r.chapters.minimumWords ?? []) >= r.totalWords, {
      message: "the chapters' words must cover totalWords",
    }),
  );
export type CourseRules = z.infer<typeof courseRulesSchema>;

/** The daily access time of a course as the legacy time flags carry it (02 §3 Time records, §4). */
export type DailyLimit = { limited: false } | { limited: true; available: number };

/**
 * 02 §4: "Daily access time counts as unlimited when empty, 0, 0.0 or 00.00; otherwise the limit applies. A
 * zero-course-time flag forces the limit on."
 *
 * - Empty (null, undefined, blank text) and zero in any spelling (0, '0', '0.0', '00.00', '000') mean unlimited.
 * - A positive number (or numeric text) is the time still available today: limited. Its unit is the legacy field's
 *   (the spec does not show it); this function only decides whether the limit applies, it converts nothing.
 * - "Forces the limit on": with the zero-course-time flag (the course time for the day is used up), a value that
 *   would read as unlimited (empty or zero) instead means limited with nothing left today (available 0), i.e. the
 *   course is locked for the day; a positive value stays as it is.
 * - Anything else (negative, non-numeric text, NaN or infinite) is not "empty or zero", so the limit applies, and
 *   as we cannot read how much is left we read nothing: available 0 (locked rather than unlimited).
 */
export function dailyLimitOf(
  availableTimeForTheDay: string | number | null | undefined,
  zeroCourseTimeFlag: boolean,
): DailyLimit {
  const value = readAvailableTime(availableTimeForTheDay);
  if (value === 0) return zeroCourseTimeFlag ? { limited: true, available: 0 } : { limited: false };
  return { limited: true, available: value ?? 0 };
}

/** 0 for empty or zero, the number for a positive amount, undefined for anything else. */
function readAvailableTime(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return 0;
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  const text = raw.trim();
  if (text === '') return 0;
  return /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : undefined;
}
