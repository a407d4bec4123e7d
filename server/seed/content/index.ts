import type { LanguageCode } from '../../../contracts/languages';
import { arizonaCourseId, demoCourseId, identityDemoCourseId, ohioAudioCourseId, ohioCourseId } from '../catalog';
import { chapters as arizona } from './arizona913/en';
import { questions as arizonaQuestions } from './arizona913/questions';
import { chapters as california } from './california611/en';
import { questions as californiaQuestions } from './california611/questions';
import { chapters as demoEn } from './demo990/en';
import { chapters as demoEs } from './demo990/esLA';
import { questions as demoQuestions } from './demo990/questions';
import { questionsEsLA as demoQuestionsEs } from './demo990/questionsEsLA';
import { questionsRu as demoQuestionsRu } from './demo990/questionsRu';
import { questionsZh as demoQuestionsZh } from './demo990/questionsZh';
import { chapters as demoRu } from './demo990/ru';
import { chapters as demoZh } from './demo990/zh';
import { chapters as florida } from './florida776/en';
import { questions as floridaQuestions } from './florida776/questions';
import { chapters as ohio } from './ohio630/en';
import { questions01to12 as ohioQuestions01to12 } from './ohio630/questions01to12';
import { questions13to24 as ohioQuestions13to24 } from './ohio630/questions13to24';
import { chapters as texas } from './texas405/en';
import { questions as texasQuestions } from './texas405/questions';
import type { BankQuestion, ChapterContent } from './types';

/** A course's teaching text per language (English always; others where written). */
export type CourseTexts = { en: ChapterContent[] } & Partial<Record<LanguageCode, ChapterContent[]>>;

const californiaTexts: CourseTexts = { en: california };
const ohioTexts: CourseTexts = { en: ohio };

/**
 * The text each seeded course config is taught with. California's court and partner editions of the 8-hour course
 * (612 Los Angeles, 620 Sacramento, 911 sponsored, 912 instant access) teach 611's text; Ohio's audio edition reads
 * 630's aloud.
 */
export const seededCourseTexts: Record<number, CourseTexts> = {
  611: californiaTexts,
  612: californiaTexts,
  620: californiaTexts,
  911: californiaTexts,
  912: californiaTexts,
  405: { en: texas },
  776: { en: florida },
  [arizonaCourseId]: { en: arizona },
  [ohioCourseId]: ohioTexts,
  [ohioAudioCourseId]: ohioTexts,
  [demoCourseId]: { en: demoEn, 'es-LA': demoEs, ru: demoRu, zh: demoZh },
  [identityDemoCourseId]: { en: demoEn, 'es-LA': demoEs, ru: demoRu, zh: demoZh },
};

/** A course's question banks per language, in the same order with the same answers (English always). */
export type CourseQuestions = { en: BankQuestion[] } & Partial<Record<LanguageCode, BankQuestion[]>>;

const californiaQuestionBank: CourseQuestions = { en: californiaQuestions };
const ohioQuestionBank: CourseQuestions = { en: [...ohioQuestions01to12, ...ohioQuestions13to24] };

/** The question banks each seeded course config draws its quizzes and exam from (shared as the text is). */
export const seededQuestionBanks: Record<number, CourseQuestions> = {
  611: californiaQuestionBank,
  612: californiaQuestionBank,
  620: californiaQuestionBank,
  911: californiaQuestionBank,
  912: californiaQuestionBank,
  405: { en: texasQuestions },
  776: { en: floridaQuestions },
  [arizonaCourseId]: { en: arizonaQuestions },
  [ohioCourseId]: ohioQuestionBank,
  [ohioAudioCourseId]: ohioQuestionBank,
  [demoCourseId]: { en: demoQuestions, 'es-LA': demoQuestionsEs, ru: demoQuestionsRu, zh: demoQuestionsZh },
  [identityDemoCourseId]: { en: demoQuestions, 'es-LA': demoQuestionsEs, ru: demoQuestionsRu, zh: demoQuestionsZh },
};
