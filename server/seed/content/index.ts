import type { LanguageCode } from '../../../contracts/languages';
import { arizonaCourseId, demoCourseId, ohioAudioCourseId, ohioCourseId } from '../catalog';
import { chapters as arizona } from './arizona913/en';
import { chapters as california } from './california611/en';
import { chapters as demoEn } from './demo990/en';
import { chapters as demoEs } from './demo990/esLA';
import { chapters as demoRu } from './demo990/ru';
import { chapters as demoZh } from './demo990/zh';
import { chapters as florida } from './florida776/en';
import { chapters as ohio } from './ohio630/en';
import { chapters as texas } from './texas405/en';
import type { ChapterContent } from './types';

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
};
