import { courseContentSchema } from '../../contracts/courseContent';
import type { Queryable } from '../db/types';
import { seededCourseTexts } from './content';
import { seededCourseRules } from './courseRules';

/**
 * Chapters and their text for every course that has both a rule set and text. The chapters are the rule set's (one
 * row per chapter, its minimum minutes) titled from the English text. Unlike operator-editable rows, the text is
 * product content shipped with the code: a new release's text replaces the stored one (docs/decisions.md).
 */
export async function seedCourseContent(tx: Queryable) {
  for (const [id, texts] of Object.entries(seededCourseTexts)) {
    const configCourseId = Number(id);
    const rules = seededCourseRules[configCourseId];
    if (!rules) throw new Error(`course ${configCourseId} has text but no rule set`);
    for (const [language, chapters] of Object.entries(texts)) {
      courseContentSchema.parse({ chapters });
      if (chapters.length !== rules.chapters.count)
        throw new Error(
          `course ${configCourseId} (${language}): ${chapters.length} chapters, its rules ${rules.chapters.count}`,
        );
    }
    for (const [index, chapter] of texts.en.entries()) {
      const [row] = await tx.query<{ chapter_id: number }>(
        `insert into course_chapters (config_course_id, position, title, required_seconds) values ($1, $2, $3, $4)
         on conflict (config_course_id, position) do update set title = excluded.title, required_seconds = excluded.required_seconds
         returning chapter_id`,
        [configCourseId, index + 1, chapter.title, rules.chapters.minimumMinutes[index] * 60],
      );
      for (const [language, chapters] of Object.entries(texts)) {
        await tx.query(
          `insert into course_chapter_contents (chapter_id, language, content) values ($1, $2, $3::jsonb)
           on conflict (chapter_id, language) do update set content = excluded.content`,
          [row.chapter_id, language, JSON.stringify(chapters[index])],
        );
      }
    }
  }
}
