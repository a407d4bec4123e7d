import type { QuizAttempt, QuizNextStep, QuizResult, QuizStart } from '@machines/quiz';

/**
 * Tries and results small enough to walk every path. A chapter quiz of two questions without a time limit,
 * a Texas-style last try of one question (failing it fails the course), a final exam of two questions resumed with the
 * first one saved and two seconds left, and an Ohio-style last final try resumed with every answer saved.
 */
const serverNow = '2026-06-10T16:00:00.000Z';
const course = 'Demo course (2-minute chapters)';

const distanceQuestion = {
  questionId: 7001,
  prompt: 'What does the 3-second rule measure?',
  options: [
    { optionId: 0, text: 'Your following distance' },
    { optionId: 1, text: 'Your speed' },
    { optionId: 2, text: 'Your reaction time at night' },
  ],
};
const weatherQuestion = {
  questionId: 7002,
  prompt: 'When should you leave more space ahead?',
  options: [
    { optionId: 0, text: 'In rain or fog' },
    { optionId: 1, text: 'Only on highways' },
  ],
};
const signalQuestion = {
  questionId: 8001,
  prompt: 'How far ahead should you signal a turn?',
  options: [
    { optionId: 0, text: '20 feet' },
    { optionId: 1, text: '100 feet' },
  ],
};
const mergeQuestion = {
  questionId: 8002,
  prompt: 'Who yields when a lane ends?',
  options: [
    { optionId: 0, text: 'The driver whose lane ends' },
    { optionId: 1, text: 'The driver in the through lane' },
  ],
};

const chapterTry: Pick<
  QuizAttempt,
  'kind' | 'chapterNumber' | 'courseName' | 'passPercent' | 'deadline' | 'serverNow' | 'answers'
> = {
  kind: 'chapter',
  chapterNumber: 2,
  courseName: course,
  passPercent: 70,
  deadline: null,
  serverNow,
  answers: [],
};

export const chapterAttempt: QuizAttempt = {
  ...chapterTry,
  quizAttemptId: 61001,
  attemptNumber: 1,
  attemptsAllowed: null,
  questions: [distanceQuestion, weatherQuestion],
  lastTryOutcome: null,
};

/** Texas: the third failure of the same quiz fails the course. */
export const chapterLastTry: QuizAttempt = {
  ...chapterTry,
  quizAttemptId: 61003,
  attemptNumber: 3,
  attemptsAllowed: 3,
  questions: [distanceQuestion],
  lastTryOutcome: 'courseFailed',
};

export const finalAttempt: QuizAttempt = {
  quizAttemptId: 62001,
  kind: 'final',
  chapterNumber: null,
  courseName: course,
  attemptNumber: 1,
  attemptsAllowed: 3,
  passPercent: 75,
  questions: [signalQuestion, mergeQuestion],
  answers: [{ questionId: 8001, optionId: 1 }],
  deadline: '2026-06-10T16:00:02.000Z',
  serverNow,
  lastTryOutcome: null,
};

/** Ohio teen: the third failed exam restarts the course; resumed with both answers saved, an hour left. */
export const finalLastTry: QuizAttempt = {
  ...finalAttempt,
  quizAttemptId: 62003,
  attemptNumber: 3,
  answers: [
    { questionId: 8001, optionId: 1 },
    { questionId: 8002, optionId: 0 },
  ],
  deadline: '2026-06-10T17:00:00.000Z',
  lastTryOutcome: 'restartCourse',
};

export const attempts = [chapterAttempt, chapterLastTry, finalAttempt, finalLastTry];

/** The text of an option, as the student reads it. */
export function optionText(questionId: number, optionId: number): string {
  const question = attempts.flatMap((a) => a.questions).find((q) => q.questionId === questionId);
  const option = question?.options.find((o) => o.optionId === optionId);
  if (!option) throw new Error(`No option ${optionId} of question ${questionId}`);
  return option.text;
}

/** Every decision the start call can answer, but 'open'. */
export const chapterNotOpen: QuizStart[] = [
  { outcome: 'notDue', nextChapterNumber: 2 },
  { outcome: 'passed' },
  { outcome: 'waiting', until: '2026-06-11T16:00:00.000Z' },
  { outcome: 'reviewChapter', chapterNumber: 2 },
  { outcome: 'notAvailable' },
];
export const finalNotOpen: QuizStart[] = [
  { outcome: 'notDue', nextChapterNumber: 3 },
  { outcome: 'passed' },
  { outcome: 'waiting', until: '2026-06-11T16:00:00.000Z' },
  { outcome: 'notAvailable' },
  { outcome: 'identityCheckDue' },
];

const passedWith = (next: QuizNextStep) => ({ next, passed: true, correct: 2, scorePercent: 100 });
const failedWith = (next: QuizNextStep) => ({ next, passed: false, correct: 1, scorePercent: 50 });

/** A graded try of `attempt`: 'answers' feedback when the try passed, 'topics' otherwise (as Texas does). */
function resultOf(attempt: QuizAttempt, graded: Partial<QuizResult> & Pick<QuizResult, 'next' | 'passed'>): QuizResult {
  const total = attempt.questions.length;
  const [first] = attempt.questions;
  return {
    quizAttemptId: attempt.quizAttemptId,
    kind: attempt.kind,
    chapterNumber: attempt.chapterNumber,
    correct: total,
    total,
    scorePercent: 100,
    passPercent: attempt.passPercent,
    timedOut: false,
    review: graded.passed
      ? [
          {
            questionId: first.questionId,
            prompt: first.prompt,
            chosen: first.options[0].text,
            correct: true,
            rightAnswer: first.options[0].text,
            explanation: 'Three seconds of space give you time to react.',
          },
        ]
      : [],
    missedTopics: graded.passed ? [] : ['Following distance'],
    attemptsLeft: attempt.attemptsAllowed === null ? null : attempt.attemptsAllowed - attempt.attemptNumber,
    retakeAt: null,
    nextChapterNumber: null,
    ...graded,
  };
}

/** What grading each try can answer: every `next` of 02 §7 quiz validation across the four tries. */
export const resultsOf = (attempt: QuizAttempt): QuizResult[] => {
  switch (attempt.quizAttemptId) {
    case chapterAttempt.quizAttemptId:
      return [
        resultOf(attempt, { ...passedWith('nextChapter'), nextChapterNumber: 3 }),
        resultOf(attempt, passedWith('finalExam')),
        resultOf(attempt, failedWith('retake')),
        resultOf(attempt, failedWith('reviewChapter')),
        resultOf(attempt, { ...failedWith('wait'), retakeAt: '2026-06-11T16:00:00.000Z' }),
      ];
    case chapterLastTry.quizAttemptId:
      return [resultOf(attempt, { next: 'courseFailed', passed: false, correct: 0, scorePercent: 0 })];
    case finalAttempt.quizAttemptId:
      return [
        resultOf(attempt, passedWith('courseCompleted')),
        resultOf(attempt, failedWith('retake')),
        resultOf(attempt, { ...failedWith('wait'), retakeAt: '2026-06-11T16:00:00.000Z' }),
      ];
    default:
      return [resultOf(attempt, passedWith('courseCompleted')), resultOf(attempt, failedWith('courseRestarted'))];
  }
};

/** The final exam graded after its time ran out: the one saved answer was right, the other missing. */
export const timedOutResult = resultOf(finalAttempt, { ...failedWith('retake'), timedOut: true });
