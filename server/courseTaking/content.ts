import { type ChapterContent, chapterContentSchema } from '../../contracts/courseContent';
import { defaultLanguage, type LanguageCode, languageOrDefault } from '../../contracts/languages';
import type { Queryable } from '../db/types';

/** Course text is stored per language; English is the fallback for a language a course has not been written in. */
export const fallbackLanguage: LanguageCode = defaultLanguage;

export const languageOf = (requested: string | undefined): LanguageCode => languageOrDefault(requested);

/** One chapter's text in the student's version, in the language, else English; undefined when it has none. */
export async function chapterText(
  db: Queryable,
  { chapterId, courseVersionId }: { chapterId: number; courseVersionId: number | null },
  language: LanguageCode,
): Promise<{ language: string; content: ChapterContent } | undefined> {
  const [row] = await db.query<{ language: string; content: unknown }>(
    `select language, content from course_chapter_contents
     where chapter_id = $1 and course_version_id = $4 and language in ($2, $3)
     order by (language = $2) desc limit 1`,
    [chapterId, language, fallbackLanguage, courseVersionId],
  );
  return row ? { language: row.language, content: chapterContentSchema.parse(row.content) } : undefined;
}

/** Title, summary and objectives of every chapter of the student's version (language, else English). */
export async function chapterSummaries(
  db: Queryable,
  { configCourseId, courseVersionId }: { configCourseId: number; courseVersionId: number | null },
  language: LanguageCode,
): Promise<Map<number, { title: string; summary: string; objectives: string[] }>> {
  const rows = await db.query<{ chapter_id: number; title: string; summary: string; objectives: string[] }>(
    `select distinct on (t.chapter_id) t.chapter_id, t.content->>'title' as title, t.content->>'summary' as summary,
       t.content->'objectives' as objectives
     from course_chapter_contents t join course_chapters ch on ch.chapter_id = t.chapter_id
     where ch.config_course_id = $1 and t.course_version_id = $4 and t.language in ($2, $3)
     order by t.chapter_id, (t.language = $2) desc`,
    [configCourseId, language, fallbackLanguage, courseVersionId],
  );
  return new Map(rows.map((r) => [r.chapter_id, { title: r.title, summary: r.summary, objectives: r.objectives }]));
}

/** The config course attribute of an audio course (631): its chapters are read aloud. */
export const readAloudAttribute = 'READ_ALOUD';

/** The course's chapters are read aloud (its READ_ALOUD attribute is 'true'). */
export async function readsAloud(db: Queryable, configCourseId: number) {
  const [row] = await db.query<{ value: string | null }>(
    'select value from config_course_custom_attributes where config_course_id = $1 and column_name = $2',
    [configCourseId, readAloudAttribute],
  );
  return (row?.value ?? '').trim().toLowerCase() === 'true';
}
