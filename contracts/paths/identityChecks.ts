/** API paths of identity checks during the course (02 §7); all of them through contracts/paths.ts. */
export const securityQuestions = '/student/course/security-question';
export const randomSecurityQuestion = '/student/course/random-security-question';
/** POST saves the answers (security-quiz-save); PUT answers the question asked (security-quiz-verification). */
export const identityVerification = '/student/course/identity-verification';
/** Operators (admin key): unlock a course a failed check locked, with the reason logged. */
export const identityUnlock = '/improv-student/admin/identity-unlock';
/** POST enrols the typing pattern (typing-pattern-save); PUT sends a check's sample (typing-pattern-verification). */
export const typingPattern = '/student/course/typing-pattern';
/** Starts (or resumes) a typing check at a point of the course. */
export const typingPatternCheck = '/student/course/typing-pattern/check';
