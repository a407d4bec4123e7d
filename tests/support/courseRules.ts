import { courseRuleNames, type CourseRules } from '../../contracts/courseRules';

/**
 * A complete rule set for tests: two chapters of 10 minutes in New York, no daily cap, breaks, quizzes, identity
 * checks or admission, a certificate and the usual refund rule; every rule's source is 'test'. `over` replaces rules.
 */
export const testCourseRules = (over: Partial<CourseRules> = {}): CourseRules => ({
  timeZone: 'America/New_York',
  chapters: { count: 2, measure: 'minutes', minimumMinutes: [10, 10], minimumWords: null },
  totalMinutes: 20,
  maxCreditedMinutes: null,
  totalWords: null,
  dailyCap: null,
  breaks: null,
  chapterOrder: 'sequential',
  newContent: false,
  chapterQuiz: null,
  finalExam: null,
  certificate: { schoolName: 'Test School', schoolLicence: 'T-1', creditHours: 1 },
  identityChecks: { securityQuestions: null, typingPattern: null, webcam: null },
  admission: null,
  refund: { cancellationBusinessDays: null, beforeStart: true, windowDays: 30, noneAfter: ['completed', 'failed'] },
  sources: Object.fromEntries(courseRuleNames.map((name) => [name, 'test'])) as CourseRules['sources'],
  ...over,
});
