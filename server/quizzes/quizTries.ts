import type { LanguageCode } from '../../contracts/languages';
import type { QuizAnswerSaveRequest, QuizResult, QuizSubmitRequest } from '../../contracts/quizzes';
import { courseCompletedMail } from '../certificates/completedMail';
import type { Db } from '../db/types';
import type { JobQueue } from '../jobs/jobQueue';
import { cryptoRandom } from './bank';
import { saveAnswer, startQuiz, submitQuiz } from './quizService';

/*
 * Chapter quizzes and the final exam (02 §7 chapter quiz, quiz validation, final quiz save) as the student takes
 * them: each step is one transaction, and the server draws the questions and grades.
 */

/** Starts a try or resumes the open one; the questions are drawn with a cryptographic random source. */
export const startQuizTry = (
  db: Db,
  input: { studentCourseId: number; studentId: number; chapterNumber: number | null; language: LanguageCode },
  now: Date,
) => db.transaction((tx) => startQuiz(tx, input, now, cryptoRandom));

/** Saves one answer of the try in progress; answers how many are saved. */
export const saveQuizAnswer = (db: Db, studentId: number, request: QuizAnswerSaveRequest, now: Date) =>
  db.transaction((tx) => saveAnswer(tx, studentId, request, now));

/** Grades the try once; a try that completes the course queues its course-completed mail in the same transaction. */
export async function submitQuizTry(
  db: Db,
  jobs: JobQueue,
  studentId: number,
  request: QuizSubmitRequest,
  now: Date,
  language: LanguageCode,
): Promise<QuizResult> {
  const { result } = await db.transaction(async (tx) => {
    const graded = await submitQuiz(tx, studentId, request, now, language);
    // The course-completed message with the certificate is prepared by a job queued with the completion: it exists
    // exactly when the completion does, and preparing it never holds up or fails the answer.
    if (graded.certificateId !== null)
      await jobs.send(courseCompletedMail.name, { certificateId: graded.certificateId }, { within: tx });
    return graded;
  });
  return result;
}
