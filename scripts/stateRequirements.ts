/*
 * What each state requires of a seeded course, for `npm run courses:check`: every number beside its source, the
 * section of ../shared/research/state-rules.md and the statute or page that section cites (confidence H/M/L as
 * there). Re-check every number with the state agency before selling a course; the check logic reads only this table.
 */

/** A required number and where it comes from. */
export interface Sourced<T = number> {
  value: T;
  source: string;
}

export interface StateRequirement {
  stateCode: string;
  /** The course type the numbers are for. */
  course: string;
  /** What the state measures the course's length in. */
  measure: 'words' | 'minutes';
  /** Words of text the course must have (a words-measured state); null otherwise. */
  words: Sourced | null;
  /** Credited minutes the course must have (a minutes-measured state); null otherwise. */
  minutes: Sourced | null;
  /** Credited minutes stop here; null: no maximum. */
  maxMinutes: Sourced | null;
  /** A daily study cap of at most this many minutes is required; null: none required. */
  dailyCapMinutes: Sourced | null;
  /** Chapters (units, lessons, segments) the course is split into; null: the state sets no number. */
  chapters: Sourced | null;
  /** Questions a chapter quiz draws from the chapter's bank. */
  chapterQuizQuestions: Sourced;
  final: {
    questions: Sourced;
    passPercent: Sourced;
    /** null: unlimited attempts. */
    attempts: Sourced<number | null>;
    /** Questions the bank must hold for the final to draw from. */
    bank: Sourced;
  };
}

/** Platform-wide numbers (every state). */
export const platformRequirements = {
  /** A chapter's bank below this is an error: a quiz and its retry could not draw different questions. */
  bankPerChapter: {
    value: 8,
    source: 'platform minimum of a chapter question bank (courses:check); state-rules.md §4.0 recommends ≥15',
  },
  recommendedBankPerChapter: {
    value: 15,
    source: 'state-rules.md §4.0 Chapter quiz: "5 questions drawn from a bank of ≥15 per chapter"',
  },
  /** Every chapter has at least this many figures. */
  figuresPerChapter: { value: 1, source: 'platform: every chapter has at least one figure (courses:check)' },
  /** How many minutes a text takes to read: words ÷ this rate. */
  readingWordsPerMinute: {
    value: 180,
    source:
      'state-rules.md §1.2 word-count method "words ÷ 180 wpm" (16 TAC §84.500, H); §1.7 (92 Ill. Adm. Code 1066.40, H); §4.1 "240 min ≈ 42,500 words at 180 wpm"',
  },
} as const satisfies Record<string, Sourced>;

export const stateRequirements: Record<string, StateRequirement> = {
  CA: {
    stateCode: 'CA',
    course: 'Traffic Violator School (TVS), internet',
    measure: 'words',
    words: {
      value: 42_500,
      source: 'state-rules.md §1.1, §4.1: internet course ≥42,500 words (13 CCR §345.30(b)(2), H)',
    },
    minutes: null,
    maxMinutes: null,
    dailyCapMinutes: null,
    chapters: {
      value: 12,
      source: 'state-rules.md §4.1: 12 chapters, the market norm (trafficschool4busypeople.com, M)',
    },
    chapterQuizQuestions: { value: 5, source: 'state-rules.md §4.1: chapter quiz 5 Q, 70%' },
    final: {
      questions: {
        value: 25,
        source:
          'state-rules.md §1.1, §4.1: final 25 multiple-choice (cheapeasyfastonlinetrafficschool.com/faq.asp; kanor.net, M-H)',
      },
      passPercent: { value: 70, source: 'state-rules.md §1.1, §4.1: pass 70% (18/25)' },
      attempts: { value: 2, source: 'state-rules.md §1.1, §4.1: 2 attempts, the 2nd a different form' },
      bank: { value: 25, source: 'state-rules.md §4.1: the final draws 25 questions' },
    },
  },
  TX: {
    stateCode: 'TX',
    course: 'Driving Safety Course (DSC), 6 hours',
    measure: 'minutes',
    words: null,
    minutes: {
      value: 300,
      source:
        'state-rules.md §1.2, §4.2: 300 min of instruction (comedydriversafety.com FAQ; 3ddefensivedriving.com, M-H; 16 TAC §84.504(b)(1), H)',
    },
    maxMinutes: null,
    dailyCapMinutes: null,
    chapters: {
      value: 12,
      source: 'state-rules.md §1.2, §4.2: 12 units with TDLR topic minimums (drivingsafetyguru.com, M)',
    },
    chapterQuizQuestions: { value: 5, source: 'state-rules.md §4.2: unit quiz 5 Q, 70% (16 TAC §84.504(d)(4))' },
    final: {
      questions: { value: 20, source: 'state-rules.md §1.2, §4.2: final 20 Q (myimprov.com TX FAQ, M)' },
      passPercent: { value: 70, source: 'state-rules.md §1.2, §4.2: 70% (14/20)' },
      attempts: { value: 3, source: 'state-rules.md §1.2, §4.2: 3 attempts (16 TAC §84.504(d)(4), H)' },
      bank: { value: 20, source: 'state-rules.md §4.2: the final draws 20 questions' },
    },
  },
  FL: {
    stateCode: 'FL',
    course: 'Basic Driver Improvement (BDI), 4 hours',
    measure: 'minutes',
    words: null,
    minutes: {
      value: 240,
      source:
        'state-rules.md §1.3, §4.3: BDI 4 hours = 240 min (cheapeasyfastfl.com/faq; safe2drive FL; idrivesafely FL, M-H)',
    },
    maxMinutes: null,
    dailyCapMinutes: null,
    chapters: { value: 8, source: 'state-rules.md §4.3: 8 lessons × 30 min' },
    chapterQuizQuestions: { value: 5, source: 'state-rules.md §4.3: lesson quiz 5 Q, 70%' },
    final: {
      questions: { value: 40, source: 'state-rules.md §1.3, §4.3: final 40 Q (learn.drivinglogic.com, M)' },
      passPercent: { value: 80, source: 'state-rules.md §1.3, §4.3: 80% (32/40)' },
      attempts: { value: null, source: 'state-rules.md §1.3, §4.3: unlimited free retakes, a new draw each time' },
      bank: {
        value: 400,
        source:
          'state-rules.md §4.3: final drawn from a 400+ bank (§1.3: "random from bank (500+)", learn.drivinglogic.com, M)',
      },
    },
  },
  AZ: {
    stateCode: 'AZ',
    course: 'Defensive Driving School (Supreme Court, ACJA §7-205)',
    measure: 'minutes',
    words: null,
    minutes: {
      value: 240,
      source: 'state-rules.md §1.4, §4.4: min 240 min of participation (azdriversafety.com FAQ; azdds.com, M)',
    },
    maxMinutes: {
      value: 270,
      source: 'state-rules.md §1.4, §4.4: max 270 min, stop crediting at 270 (discountarizonatrafficschool.com T&C, M)',
    },
    dailyCapMinutes: null,
    chapters: { value: 8, source: 'state-rules.md §4.4: 8 segments × 30 min (or 16 × 15)' },
    chapterQuizQuestions: { value: 3, source: 'state-rules.md §1.4, §4.4: 3 segment questions (safe2drive AZ, M)' },
    final: {
      questions: {
        value: 25,
        source:
          'state-rules.md §1.4, §4.4: default 25 participation questions, configurable (usaveeasy4ufun2; fastarizona, L-M)',
      },
      passPercent: { value: 80, source: 'state-rules.md §1.4, §4.4: 80%' },
      attempts: { value: 2, source: 'state-rules.md §1.4, §4.4: 2 attempts' },
      bank: { value: 25, source: 'state-rules.md §4.4: the final draws 25 questions' },
    },
  },
  OH: {
    stateCode: 'OH',
    course: 'teen online driver education, 24 hours',
    measure: 'minutes',
    words: null,
    minutes: {
      value: 1_440,
      source: 'state-rules.md §1.5: teen course ≥24 h, 60 min per credited hour = 1,440 min (OAC 4501-7-09, H)',
    },
    maxMinutes: null,
    dailyCapMinutes: {
      value: 240,
      source:
        'state-rules.md §1.5, §4.5: 4 h/day, locked until midnight (support.toocooltrafficschool.com; support.aceabledriving.com, M; a daily maximum is required by Ohio Rev. Code §4508.02(A)(2)(c), H)',
    },
    chapters: null,
    chapterQuizQuestions: {
      value: 5,
      source: 'state-rules.md §4.0 platform chapter quiz: 5 Q (§1.5 gives Ohio module tests no size)',
    },
    final: {
      questions: { value: 50, source: 'state-rules.md §1.5, §4.5: final 50 Q (help.aceable.com ohio; 2Cool, M)' },
      passPercent: { value: 75, source: 'state-rules.md §1.5, §4.5: 75% (38/50)' },
      attempts: { value: 3, source: 'state-rules.md §1.5, §4.5: 3 fails → restart the course' },
      bank: { value: 50, source: 'state-rules.md §4.5: the final draws 50 questions' },
    },
  },
};
