import type { CourseRules, QuizRule } from '../../contracts/courseRules';
import type { Queryable } from '../db/types';
import { arizonaCourseId, demoCourseId, identityDemoCourseId, ohioAudioCourseId, ohioCourseId } from './catalog';

/*
 * The seeded courses' rule sets, from ../shared/research/state-rules.md §1 (regulations) and
 * §4 (recommended rule sets). Every number is a rule value; each rule's `sources` entry cites the statute, regulator
 * or page the research cites for it (conf. H/M/L as there). Re-check with the state agency before selling a course.
 */

const each = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);
const sequential =
  'state-rules.md §4.0 Navigation: chapters unlock in order (platform default; I Drive Safely lock icons)';
/** The school every seeded course is sold by; its licence numbers are placeholders for the real ones. */
const school = 'Improv Traffic School';
const licenceSource = (regulator: string) =>
  `demo placeholder: the school's ${regulator} licence number is printed here; replace it with the real one before selling`;
/** The platform's chapter quiz (state-rules.md §4.0): 5 of the bank, 70 %, topics missed but not the answers. */
const platformChapterQuiz: QuizRule = {
  questionCount: 5,
  passPercent: 70,
  attempts: null,
  afterLastFailure: null,
  waitMinutesAfterFailure: null,
  timeLimitMinutes: null,
  feedback: 'topics',
  reviewBeforeRetake: false,
};
const platformChapterQuizSource =
  'state-rules.md §4.0 Chapter quiz: 5 questions, 70 %, show the topics missed but not the correct answers (TX 16 TAC §84.504(d)(4)(A)), retry with different questions; unlimited retakes are the norm (§2 Quizzes)';

/** Why a course asks nothing before it starts. */
const noAdmission =
  "no documents or eligibility check before the course starts: the state's rules ask none of the school (state-rules.md §1)";

/** Why the state courses ask no typing pattern or webcam photo. */
const noBiometrics =
  'no typing pattern or webcam photo: state-rules.md §4.0 keeps them off the CA/TX/FL/AZ defaults (keystroke analysis is an Illinois and New York method, IL 1066.70(a), NY Part 141; Virginia may forbid biometrics)';

const oldContent =
  '02 §9: only state id 36 (Ohio) uses the new chapter content; the new-content course lists are not shown';

/** California internet TVS: measured in words, not minutes (13 CCR §345.30(b)(2)). */
const california: CourseRules = {
  timeZone: 'America/Los_Angeles',
  // 12 chapters × 3,542 words = 42,504 ≥ 42,500; 20 advisory minutes each.
  chapters: { count: 12, measure: 'words', minimumMinutes: each(12, 20), minimumWords: each(12, 3542) },
  totalMinutes: 240,
  maxCreditedMinutes: null,
  totalWords: 42_500,
  dailyCap: null,
  breaks: null,
  chapterOrder: 'sequential',
  newContent: false,
  chapterQuiz: platformChapterQuiz,
  finalExam: {
    questionCount: 25,
    passPercent: 70,
    attempts: 2,
    afterLastFailure: 'courseFailed',
    waitMinutesAfterFailure: null,
    timeLimitMinutes: 60,
    feedback: 'topics',
    reviewBeforeRetake: false,
  },
  certificate: { schoolName: school, schoolLicence: 'E0000 (demo)', creditHours: 8 },
  identityChecks: {
    securityQuestions: {
      savedCount: 5,
      askAt: ['everyChapter', 'finalExam'],
      secondsToAnswer: null,
      failAfterWrong: { count: 2, scope: 'inARow' },
      onFailure: { outcome: 'supportUnlock' },
    },
    typingPattern: null,
    webcam: null,
  },
  admission: null,
  refund: {
    cancellationBusinessDays: null,
    beforeStart: false,
    windowDays: 30,
    noneAfter: ['completed', 'failed', 'identityFailed', 'expired'],
  },
  sources: {
    refund:
      'state-rules.md §4.1: a full refund before completion within 30 days of purchase, none after passing or failing or if expelled (a failed identity check); the market norm (§2 Refund policies: TrafficSchoolOnline, Comedy Driver Safety, M); none after the access ends (Highway Traffic School, M)',
    admission: noAdmission,
    timeZone: 'California is on Pacific time (America/Los_Angeles)',
    chapters:
      '13 CCR §345.30(b)(2) (H): internet course ≥42,500 words, no minutes or timer rule online; 12 chapters is the market norm (trafficschool4busypeople.com, M); state-rules.md §4.1',
    totalMinutes:
      'advisory only (no regulatory timer online, 13 CCR §345.30(b)(2)): state-rules.md §4.1 demo minimum 20 min/chapter = 240 min ≈ 42,500 words at 180 wpm; configurable to 0',
    dailyCap: 'none (state-rules.md §1.9, §4.1)',
    breaks:
      'none required online (state-rules.md §4.1; breaks are excluded from classroom minutes only, 13 CCR §345.30(b)(1))',
    chapterOrder: sequential,
    newContent: oldContent,
    chapterQuiz: `${platformChapterQuizSource}; CA: state-rules.md §4.1 (5 Q, 70 %, unlimited)`,
    finalExam:
      '25 multiple-choice, 70 % (18/25), 2 attempts, second a different draw; after 2 fails the account is disqualified and the student re-enrolls (cheapeasyfastonlinetrafficschool.com/faq.asp; kanor.net; trafficschool4busypeople.com, M-H); ≥60 min allowed for the test, 13 CCR §345.30(b)(2) (H): 60-minute limit (oceanviewtrafficsafetyschool.com/faq); state-rules.md §4.1',
    certificate: `${licenceSource('California DMV (TVS)')}; 8-hour course`,
    identityChecks: `13 CCR §345.30(d) (H): the school describes how it checks the person taking the course is the violator; questions never ask the SSN or the mother's maiden name, §345.36(a)(3)-(6) (H); state-rules.md §4.1: 5 saved answers, 1 question at each chapter and 1 before the final, a wrong answer gets another question, 2 wrong in a row lock the course until support verifies the student (no time limit in the rule); ${noBiometrics}`,
  },
};

/**
 * Texas DSC (6-hour defensive driving): 12 units with TDLR's topic minimums: Intro 10, Traffic safety problem 15,
 * Factors influencing the driver 20, Laws & procedures 30, Difficult environments 20, Physical forces 15, Perceptual
 * skills 20, Defensive strategies 40, Emergencies 40, Restraints 15, Alcohol 40, Other topics & exams 35 (= 300).
 */
const texas: CourseRules = {
  timeZone: 'America/Chicago',
  chapters: {
    count: 12,
    measure: 'minutes',
    minimumMinutes: [10, 15, 20, 30, 20, 15, 20, 40, 40, 15, 40, 35],
    minimumWords: null,
  },
  totalMinutes: 300,
  maxCreditedMinutes: null,
  totalWords: null,
  dailyCap: null,
  breaks: { afterMinutes: null, forMinutes: null, allowanceMinutes: 60 },
  chapterOrder: 'sequential',
  newContent: false,
  chapterQuiz: {
    ...platformChapterQuiz,
    attempts: 3,
    afterLastFailure: 'courseFailed',
  },
  finalExam: {
    questionCount: 20,
    passPercent: 70,
    attempts: 3,
    afterLastFailure: 'courseFailed',
    waitMinutesAfterFailure: null,
    timeLimitMinutes: null,
    feedback: 'topics',
    reviewBeforeRetake: false,
  },
  certificate: { schoolName: school, schoolLicence: 'C0000 (demo)', creditHours: 6 },
  identityChecks: {
    securityQuestions: {
      savedCount: 5,
      askAt: ['everyChapter'],
      secondsToAnswer: 90,
      failAfterWrong: { count: 4, scope: 'course' },
      onFailure: { outcome: 'courseFailed' },
    },
    typingPattern: null,
    webcam: null,
  },
  admission: null,
  refund: {
    cancellationBusinessDays: 3,
    beforeStart: false,
    windowDays: 30,
    noneAfter: ['completed', 'failed', 'identityFailed', 'expired'],
  },
  sources: {
    refund:
      'a full refund if cancelled before midnight of the 3rd business day after enrolling, unless completed or failed (Tex. Educ. Code §1001.401; 16 TAC §84.200, H); the demo policy adds 30 days when not completed, none after a failed final or PVQs (state-rules.md §4.2; myimprov.com TX FAQ, M)',
    admission: noAdmission,
    timeZone: 'most of Texas is on Central time (America/Chicago); the El Paso corner is Mountain',
    chapters:
      'TDLR DSC topic minimums (drivingsafetyguru.com/shortest-driving-safety-schools, M); unit time requirements must be met online, 16 TAC §84.504(b)(1) (H); state-rules.md §4.2',
    totalMinutes:
      '300 min of instruction (comedydriversafety.com FAQ; 3ddefensivedriving.com; Aceable support, M-H); 16 TAC §84.504(b)(1)',
    dailyCap:
      'none found: "30 minutes a day for 12 days" or one sitting (defensivedrivingplus.com guide, M); state-rules.md §4.2',
    breaks:
      'course totals 6 h = 5 h content + 1 h breaks (comedydriversafety.com FAQ, M-H): a break allowance of up to 60 min, tracked, none forced (state-rules.md §4.2)',
    chapterOrder: sequential,
    newContent: oldContent,
    chapterQuiz:
      'unit exam: miss >30 % → retest with different questions (option B); fail the same unit exam 3 times → fail the course, 16 TAC §84.504(d)(4) (H); 5 Q, 70 %, state-rules.md §4.2; answers not given away (§84.504(d)(4)(A))',
    finalExam:
      '20 questions, 70 % (14/20), 3 attempts (myimprov.com TX FAQ, M); the third failure fails the course, 16 TAC §84.504(d)(4) (H); state-rules.md §4.2',
    certificate: `${licenceSource('TDLR (DSC provider)')}; 6-hour course (300 min + 60 min breaks)`,
    identityChecks: `personal validation questions: ≥10, ≥1 per major unit, 90 s each (timeout = wrong), more than 30 % wrong excludes the student, 16 TAC §92.32 and §84.501(c) (H, sister TDLR rules); "10 PVQs, miss more than 3 → course failed" (myimprov.com TX FAQ, M); state-rules.md §4.2: one at each of the 12 units (12 ≥ 10), the 4th wrong answer fails the course; 5 saved answers (§4.0); ${noBiometrics}`,
  },
};

/** Florida BDI (4 hours), timed per lesson. */
const florida: CourseRules = {
  timeZone: 'America/New_York',
  chapters: { count: 8, measure: 'minutes', minimumMinutes: each(8, 30), minimumWords: null },
  totalMinutes: 240,
  maxCreditedMinutes: null,
  totalWords: null,
  dailyCap: null,
  breaks: null,
  chapterOrder: 'sequential',
  newContent: false,
  chapterQuiz: { ...platformChapterQuiz, feedback: 'answers' },
  finalExam: {
    questionCount: 40,
    passPercent: 80,
    attempts: null,
    afterLastFailure: null,
    waitMinutesAfterFailure: null,
    timeLimitMinutes: null,
    feedback: 'topics',
    reviewBeforeRetake: false,
  },
  certificate: { schoolName: school, schoolLicence: 'BDI-0000 (demo)', creditHours: 4 },
  identityChecks: {
    securityQuestions: {
      savedCount: 5,
      askAt: ['everyChapter'],
      secondsToAnswer: 60,
      failAfterWrong: { count: 1, scope: 'inARow' },
      onFailure: { outcome: 'courseFailed' },
    },
    typingPattern: null,
    webcam: null,
  },
  admission: null,
  refund: {
    cancellationBusinessDays: null,
    beforeStart: true,
    windowDays: 30,
    noneAfter: ['completed', 'failed', 'identityFailed', 'expired'],
  },
  sources: {
    refund:
      'state-rules.md §4.3: full before starting; after the start only within 30 days and before completion; none after an identity failure (learn.drivinglogic.com BDI, M: wrong or timed out = course failed, no refund)',
    admission: noAdmission,
    timeZone: 'most of Florida is on Eastern time (America/New_York); the western panhandle is Central',
    chapters:
      'BDI 4 hours, timed per section (cheapeasyfastfl.com/faq; safe2drive FL overview; idrivesafely FL 4-hr FAQ, M-H); 8 lessons × 30 min: state-rules.md §4.3',
    totalMinutes: 'BDI 4 hours = 240 min (cheapeasyfastfl.com/faq; safe2drive FL; idrivesafely FL, M-H)',
    dailyCap: 'none (state-rules.md §1.9, §4.3)',
    breaks: 'none (state-rules.md §4.3)',
    chapterOrder: sequential,
    newContent: oldContent,
    chapterQuiz:
      'lesson quiz 5 Q, 70 %, unlimited (not state-mandated; keeps engagement), state-rules.md §4.3; no rule keeps the answers back, so they are shown with explanations',
    finalExam:
      '40 questions, 80 % (32/40), random from the bank, open book, no time limit, unlimited free retakes with a new draw (learn.drivinglogic.com; cheapeasyfastfl.com, M); state-rules.md §4.3',
    certificate: `${licenceSource('FLHSMV (BDI provider)')}; 4-hour course`,
    identityChecks: `time-limited identity questions, one attempt, wrong or timed out = course failed, 60 s per question (learn.drivinglogic.com BDI and DETS articles; support.toocooltrafficschool.com, M); state-rules.md §4.3: one per lesson (asked as the lesson opens rather than at a random moment inside it); 5 saved answers (§4.0); ${noBiometrics}`,
  },
};

/** Arizona defensive driving (Supreme Court, ACJA §7-205): 240 to 270 credited minutes. */
const arizona: CourseRules = {
  timeZone: 'America/Phoenix',
  chapters: { count: 8, measure: 'minutes', minimumMinutes: each(8, 30), minimumWords: null },
  totalMinutes: 240,
  maxCreditedMinutes: 270,
  totalWords: null,
  dailyCap: null,
  breaks: null,
  chapterOrder: 'sequential',
  newContent: false,
  chapterQuiz: { ...platformChapterQuiz, questionCount: 3, passPercent: 100, feedback: 'answers' },
  finalExam: {
    questionCount: 25,
    passPercent: 80,
    attempts: 2,
    afterLastFailure: 'courseFailed',
    waitMinutesAfterFailure: null,
    timeLimitMinutes: null,
    feedback: 'topics',
    reviewBeforeRetake: false,
  },
  certificate: { schoolName: school, schoolLicence: 'DDS-0000 (demo)', creditHours: 4 },
  identityChecks: {
    securityQuestions: {
      savedCount: 5,
      askAt: ['everyChapter'],
      secondsToAnswer: null,
      failAfterWrong: { count: 2, scope: 'inARow' },
      onFailure: { outcome: 'courseFailed' },
    },
    typingPattern: null,
    webcam: null,
  },
  admission: {
    documents: ['citation', 'governmentId'],
    eligibility: { check: 'arizonaDefensiveDriving', monthsBetweenCourses: 12, minimumDaysBeforeCourtDate: 7 },
  },
  refund: {
    cancellationBusinessDays: null,
    beforeStart: true,
    windowDays: null,
    noneAfter: ['completed', 'failed', 'identityFailed', 'expired'],
  },
  sources: {
    refund:
      'the school fee is not refundable once the course begins (fastarizona.com; phxtrafficschool.com, M; state-rules.md §1.4, §4.4): refundable only before the start; the state fee, surcharge and court diversion fee (refunded only when the citation was not filed or was dismissed) are not sold separately here, so support handles those cases',
    admission:
      'copy of the driver licence or government ID and of the citation before starting, the school verifies eligibility in the Supreme Court database (usaveeasy4ufun2.com/howitworks; americansafetyinstitute.com; cenphotrafficschool.com, M); once per 12 months by violation dates, no serious injury or death, eligible-violation list, signed affirmation (ACJA §7-205; americanroadways.org terms; safe2drive AZ, M); complete at least 7 days before the court date (safe2drive, losetheticket, M-H); state-rules.md §4.4: course locked until approved',
    timeZone: 'Arizona keeps Mountain standard time all year (America/Phoenix)',
    chapters: 'segments 8 × 30 min, timers auto-advance (state-rules.md §4.4; azdriversafety.com FAQ, M)',
    totalMinutes:
      'min 240, max 270 min of participation: stop crediting at 270 (azdriversafety.com FAQ; discountarizonatrafficschool.com T&C; azdds.com, M; ACJA §7-205)',
    dailyCap: 'none (state-rules.md §1.9)',
    breaks: 'none stated (state-rules.md §1.4, §4.4)',
    chapterOrder: sequential,
    newContent: oldContent,
    chapterQuiz:
      'segment questions: 3, all correct to advance, unlimited retries (safe2drive AZ, M); state-rules.md §4.4',
    finalExam:
      'conflicting sources (state-rules.md §1.4): default 25 participation questions, 80 %, 2 attempts, failing both = course failed (usaveeasy4ufun2; fastarizona, L-M); state-rules.md §4.4 — confirm with the AZ Supreme Court Defensive Driving Program',
    certificate: `${licenceSource('Arizona Supreme Court (defensive driving school)')}; 4 hours (240–270 min)`,
    identityChecks: `a wrong answer gets a second question; a second wrong answer fails the course, support re-verifies and the student starts again (safe2drive.com/arizona_defensive_driving.aspx; learn.drivinglogic.com AZ article, M); state-rules.md §4.4: one per segment; no time limit in the sources; ${noBiometrics}`,
  },
};

/** Ohio teen online driver education (24 hours): capped at 4 hours a day, a break after 2 hours. */
const ohio: CourseRules = {
  timeZone: 'America/New_York',
  chapters: { count: 24, measure: 'minutes', minimumMinutes: each(24, 60), minimumWords: null },
  totalMinutes: 24 * 60,
  maxCreditedMinutes: null,
  totalWords: null,
  dailyCap: { minutes: 240, lockedUntil: 'midnight' },
  breaks: { afterMinutes: 120, forMinutes: 10, allowanceMinutes: null },
  chapterOrder: 'sequential',
  newContent: true,
  chapterQuiz: { ...platformChapterQuiz, passPercent: 75 },
  finalExam: {
    questionCount: 50,
    passPercent: 75,
    attempts: 3,
    afterLastFailure: 'restartCourse',
    waitMinutesAfterFailure: 24 * 60,
    timeLimitMinutes: null,
    feedback: 'topics',
    reviewBeforeRetake: false,
  },
  certificate: { schoolName: school, schoolLicence: 'DS-0000 (demo)', creditHours: 24 },
  identityChecks: {
    securityQuestions: {
      savedCount: 5,
      askAt: ['everyChapter'],
      secondsToAnswer: null,
      failAfterWrong: { count: 2, scope: 'inARow' },
      onFailure: { outcome: 'lockout', minutes: 24 * 60 },
    },
    typingPattern: null,
    webcam: null,
  },
  admission: null,
  refund: {
    cancellationBusinessDays: null,
    beforeStart: false,
    windowDays: 30,
    noneAfter: ['completed', 'failed', 'identityFailed', 'expired'],
  },
  sources: {
    refund:
      'the research names no Ohio rule (state-rules.md §4.5; some classroom schools sell final): the market norm, a full refund within 30 days of registering and before completing, none if expelled or completed (TrafficSchoolOnline; Highway Traffic School: none after a failed identity validation or expiry, M; §2 Refund policies)',
    admission: noAdmission,
    timeZone: 'Ohio is on Eastern time (America/New_York)',
    chapters:
      'OAC 4501-7-09 (H): ≥24 h, 60 min per credited hour; 24 one-hour chapters is our split (the research gives no chapter count)',
    totalMinutes: 'OAC 4501-7-09 (H): teen course ≥24 h = 1,440 min',
    dailyCap:
      'Ohio Rev. Code §4508.02(A)(2)(c) (H) requires a daily maximum; 4 h/day, locked until midnight (support.toocooltrafficschool.com "locked out"; support.aceabledriving.com, M); state-rules.md §4.5',
    breaks:
      'a forced short break (2Cool "locked out" page, M; length not stated): 10 min after 2 h, state-rules.md §4.5, as OAC 4501-21-14 sets for the adult remedial course (H)',
    chapterOrder: sequential,
    newContent: '02 §9: state id 36 (Ohio) uses the new chapter content',
    chapterQuiz: 'module tests 70–75 %, unlimited (help.aceable.com ohio taking-the-course; 2Cool, M): 5 Q at 75 %',
    finalExam:
      'final 50 Q, 75 % (38/50); 24 h wait after a fail; 3 fails → restart the course, no repurchase (help.aceable.com; 2Cool; ohiodrivereducation.com, M); state-rules.md §1.5, §4.5',
    certificate: `${licenceSource('Ohio BMV (driver training school)')}; 24-hour teen course (OAC 4501-7-09)`,
    identityChecks: `a wrong answer gets another question; 2 wrong in a row lock the course for 24 hours (support.toocooltrafficschool.com; Aceable locks 24 h after one, M); state-rules.md §4.5: one at each chapter; no time limit in the sources; ${noBiometrics}`,
  },
};

/** The demo course: three chapters of 2 minutes, so course taking can be walked through in minutes. */
const demo: CourseRules = {
  timeZone: 'America/Los_Angeles',
  chapters: { count: 3, measure: 'minutes', minimumMinutes: each(3, 2), minimumWords: null },
  totalMinutes: 6,
  maxCreditedMinutes: null,
  totalWords: null,
  dailyCap: null,
  breaks: null,
  chapterOrder: 'sequential',
  newContent: false,
  chapterQuiz: {
    ...platformChapterQuiz,
    questionCount: 4,
    passPercent: 75,
    feedback: 'answers',
    reviewBeforeRetake: true,
  },
  finalExam: {
    questionCount: 8,
    passPercent: 75,
    attempts: 2,
    afterLastFailure: 'restartCourse',
    waitMinutesAfterFailure: null,
    timeLimitMinutes: 10,
    feedback: 'answers',
    reviewBeforeRetake: false,
  },
  certificate: { schoolName: school, schoolLicence: 'DEMO-0000', creditHours: 0.1 },
  identityChecks: { securityQuestions: null, typingPattern: null, webcam: null },
  admission: null,
  refund: {
    cancellationBusinessDays: null,
    beforeStart: true,
    windowDays: 30,
    noneAfter: ['completed', 'failed', 'identityFailed', 'expired'],
  },
  sources: {
    refund:
      'demo: the market norm (30 days, not completed, state-rules.md §2 Refund policies) and refundable before the start, so every right can be shown',
    admission: 'demo: none, so the course can be walked through in minutes',
    timeZone: 'demo course, seeded in California (America/Los_Angeles)',
    chapters:
      'demo: 3 chapters of 2 minutes, so a whole course is walked in minutes (docs/decisions/course-rule-sets.md)',
    totalMinutes: "demo: the chapters' 3 × 2 minutes",
    dailyCap: 'demo: none',
    breaks: 'demo: none',
    chapterOrder: sequential,
    newContent: 'demo: the current chapter content',
    chapterQuiz:
      'demo: 4 questions of the chapter, 75 %, unlimited, answers shown; the chapter is opened again before a retake',
    finalExam: 'demo: 8 questions, 75 %, 10 minutes, 2 tries, then the course restarts (to show every rule in minutes)',
    certificate: 'demo: a placeholder licence; 6 minutes of study',
    identityChecks: 'demo: none, so the course can be walked through in minutes',
  },
};

/**
 * The identity-check demo: the demo course's chapters and exams with the two checks no state course asks,
 * Illinois's keystroke analysis and web video (IL 1066.70(a)(1), (a)(4)), in minutes.
 */
const identityDemo: CourseRules = {
  ...demo,
  timeZone: 'America/Chicago',
  identityChecks: {
    securityQuestions: null,
    typingPattern: {
      askAt: ['courseStart'],
      everyMinutes: 60,
      secondsToType: 60,
      failAfterMismatches: { count: 3, scope: 'inARow' },
      onFailure: { outcome: 'courseFailed' },
    },
    webcam: { askAt: ['courseStart', 'everyChapter'], required: true, retakes: 3 },
  },
  sources: {
    ...demo.sources,
    timeZone: 'demo course, seeded in Illinois (America/Chicago)',
    identityChecks:
      'Illinois online adult driver education, 92 Ill. Adm. Code 1066.70 (H): keystroke analysis at the start and at least once an hour at random, 60 s to type, a mismatch asks a 2nd and a 3rd sample, 3 mismatches fail the course (1066.70(b)); web video recording is an allowed method (1066.70(a)(4)): a photo at the start and at every chapter, compared with the first; 3 enrolment samples of a fixed phrase (state-rules.md §3)',
  },
};

/**
 * Each seeded course config's rule set. Ohio's audio edition shares the Ohio course's; California's court and partner
 * editions of the 8-hour TVS course (612, 620, 911, 912) share 611's, as they share its text (content/courses/california-611/course.yaml).
 */
export const seededCourseRules: Record<number, CourseRules> = {
  611: california,
  612: california,
  620: california,
  911: california,
  912: california,
  405: texas,
  776: florida,
  [arizonaCourseId]: arizona,
  [ohioCourseId]: ohio,
  [ohioAudioCourseId]: ohio,
  [demoCourseId]: demo,
  [identityDemoCourseId]: identityDemo,
};

/** Stores each rule set on its course config once (never overwriting a stored one, as the rest of the seed). */
export async function seedCourseRules(tx: Queryable) {
  for (const [id, rules] of Object.entries(seededCourseRules)) {
    // A rule set stored before the identity checks, the admission or the refund rule existed is completed too.
    await tx.query(
      `update course_configs set rules = $2::jsonb
       where config_course_id = $1
         and (rules is null or not coalesce(rules->'identityChecks' ? 'webcam', false) or not rules ? 'admission' or not rules ? 'refund')`,
      [Number(id), JSON.stringify(rules)],
    );
  }
}
