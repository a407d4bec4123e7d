import { createHash } from 'node:crypto';

import { courseContentSchema } from '../../contracts/courseContent';
import type { CourseRules } from '../../contracts/courseRules';
import type { CourseFolder } from '../courseFiles/courseFolder';
import type { CourseQuestions } from '../courseFiles/courseTypes';
import type { Queryable } from '../db/types';

/** The hash that names a version: the same texts and questions make the same version, whenever imported. */
export const contentHashOf = (course: CourseFolder) =>
  createHash('sha256')
    .update(JSON.stringify({ texts: course.texts, questions: course.questions }))
    .digest('hex');

/**
 * Loads a course's files into the database as a version (docs/courses.md "Versions"). The chapters of each course
 * configuration it teaches are the rule set's (one row per chapter, its minimum minutes), titled from the English
 * text. A version's text and questions are written once, when it is new: an imported version never changes, so a
 * student enrolled in it keeps reading what they were taught. Returns the version's id and whether it was new.
 */
export async function importCourseVersion(
  tx: Queryable,
  course: CourseFolder,
  rulesOf: (configCourseId: number) => CourseRules | undefined,
  now: Date,
): Promise<{ courseVersionId: number; created: boolean }> {
  const { slug, configCourseIds } = course.manifest;
  const contentHash = contentHashOf(course);
  const [inserted] = await tx.query<{ course_version_id: number }>(
    `insert into course_versions (slug, content_hash, imported_at) values ($1, $2, $3)
     on conflict (slug, content_hash) do nothing returning course_version_id`,
    [slug, contentHash, now],
  );
  const [version] = inserted
    ? [inserted]
    : await tx.query<{ course_version_id: number }>(
        'select course_version_id from course_versions where slug = $1 and content_hash = $2',
        [slug, contentHash],
      );
  for (const configCourseId of configCourseIds) {
    const rules = rulesOf(configCourseId);
    if (!rules) throw new Error(`course ${configCourseId} (${slug}) has text but no rule set`);
    for (const [language, chapters] of Object.entries(course.texts)) {
      courseContentSchema.parse({ chapters });
      if (chapters.length !== rules.chapters.count)
        throw new Error(
          `course ${configCourseId} (${slug}, ${language}): ${chapters.length} chapters, its rules ${rules.chapters.count}`,
        );
    }
    await tx.query('update course_configs set course_slug = $2 where config_course_id = $1', [configCourseId, slug]);
    const chapterIds: number[] = [];
    for (const [index, chapter] of course.texts.en.entries()) {
      const [row] = await tx.query<{ chapter_id: number }>(
        `insert into course_chapters (config_course_id, position, title, required_seconds) values ($1, $2, $3, $4)
         on conflict (config_course_id, position) do update set title = excluded.title, required_seconds = excluded.required_seconds
         returning chapter_id`,
        [configCourseId, index + 1, chapter.title, rules.chapters.minimumMinutes[index] * 60],
      );
      chapterIds.push(row.chapter_id);
    }
    if (!inserted) continue;
    for (const [index, chapterId] of chapterIds.entries())
      for (const [language, chapters] of Object.entries(course.texts))
        await tx.query(
          `insert into course_chapter_contents (course_version_id, chapter_id, language, content) values ($1, $2, $3, $4::jsonb)`,
          [version.course_version_id, chapterId, language, JSON.stringify(chapters[index])],
        );
    await insertQuestions(tx, version.course_version_id, chapterIds, course.questions, course.texts.en);
  }
  return { courseVersionId: version.course_version_id, created: Boolean(inserted) };
}

/** The section a question's explanation cites (“…”), else the chapter's title: the topic a result names when missed. */
export function topicOf(explanation: string, chapterTitle: string) {
  return /[“«"]([^”»"]+)[”»"]/.exec(explanation)?.[1] ?? chapterTitle;
}

/** A version's bank, one row per question with its texts per language (same options order, same answer). */
async function insertQuestions(
  tx: Queryable,
  courseVersionId: number,
  chapterIds: number[],
  bank: CourseQuestions,
  chapters: { title: string }[],
) {
  const positions = new Map<number, number>();
  for (const [index, question] of bank.en.entries()) {
    const chapterId = chapterIds[question.chapter - 1];
    const position = (positions.get(question.chapter) ?? 0) + 1;
    positions.set(question.chapter, position);
    const texts: Record<string, unknown> = {};
    for (const [language, questions] of Object.entries(bank)) {
      const translated = questions[index];
      texts[language] = {
        prompt: translated.prompt,
        options: translated.options,
        explanation: translated.explanation,
        topic: topicOf(translated.explanation, chapters[question.chapter - 1].title),
      };
    }
    await tx.query(
      `insert into course_questions (course_version_id, chapter_id, position, question_key, answer, texts)
       values ($1, $2, $3, $4, $5, $6::jsonb)`,
      [courseVersionId, chapterId, position, question.id, question.answer, JSON.stringify(texts)],
    );
  }
}
