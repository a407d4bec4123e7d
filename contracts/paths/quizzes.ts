/** API paths of chapter quizzes and the final exam (02 §7); all of them through contracts/paths.ts. */
/** Starts or resumes a try (a chapter quiz, or the final exam with chapterNumber null). */
export const chapterQuiz = '/student/course/chapter/quiz';
export const validateQuiz = '/student/course/chapter/validate-quiz';
/** 02 §7's older "final quiz save" (shape not shown): saves one answer of a try in progress. */
export const quizAnswer = '/student/course/final-quiz/answer';
