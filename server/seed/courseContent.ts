import { courseContentSchema } from '../../contracts/courseContent';
import { courseTextsByConfig, questionBanksByConfig } from '../courseFiles/courseLibrary';
import type { CourseQuestions } from '../courseFiles/courseTypes';
import type { Queryable } from '../db/types';
import { seededCourseRules } from './courseRules';

/**
 * Chapters and their text for every course that has both a rule set and text. The chapters are the rule set's (one
 * row per chapter, its minimum minutes) titled from the English text. Unlike operator-editable rows, the text is
 * product content shipped with the code: a new release's text replaces the stored one (docs/decisions.md).
 */
export async function seedCourseContent(tx: Queryable) {
  const banks = questionBanksByConfig();
  for (const [id, texts] of Object.entries(courseTextsByConfig())) {
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
    const chapterIds: number[] = [];
    for (const [index, chapter] of texts.en.entries()) {
      const [row] = await tx.query<{ chapter_id: number }>(
        `insert into course_chapters (config_course_id, position, title, required_seconds) values ($1, $2, $3, $4)
         on conflict (config_course_id, position) do update set title = excluded.title, required_seconds = excluded.required_seconds
         returning chapter_id`,
        [configCourseId, index + 1, chapter.title, rules.chapters.minimumMinutes[index] * 60],
      );
      chapterIds.push(row.chapter_id);
      for (const [language, chapters] of Object.entries(texts)) {
        await tx.query(
          `insert into course_chapter_contents (chapter_id, language, content) values ($1, $2, $3::jsonb)
           on conflict (chapter_id, language) do update set content = excluded.content`,
          [row.chapter_id, language, JSON.stringify(chapters[index])],
        );
      }
    }
    const bank = banks[configCourseId];
    if (bank) await seedQuestionBank(tx, configCourseId, chapterIds, bank, texts.en);
  }
}

/** The section a question's explanation cites (“…”), else the chapter's title: the topic a result names when missed. */
export function topicOf(explanation: string, chapterTitle: string) {
  return /[“«"]([^”»"]+)[”»"]/.exec(explanation)?.[1] ?? chapterTitle;
}

/** A course's banks, one row per question with its texts per language (same options order, same answer). */
async function seedQuestionBank(
  tx: Queryable,
  configCourseId: number,
  chapterIds: number[],
  bank: CourseQuestions,
  chapters: { title: string }[],
) {
  const positions = new Map<number, number>();
  for (const [index, question] of bank.en.entries()) {
    const chapterId = chapterIds[question.chapter - 1];
    if (chapterId === undefined) throw new Error(`course ${configCourseId}: a question of chapter ${question.chapter}`);
    const position = (positions.get(question.chapter) ?? 0) + 1;
    positions.set(question.chapter, position);
    const texts: Record<string, unknown> = {};
    for (const [language, questions] of Object.entries(bank)) {
      const translated = questions[index];
      if (!translated || translated.chapter !== question.chapter || translated.answer !== question.answer)
        throw new Error(`course ${configCourseId} (${language}): question ${index + 1} differs from the English bank`);
      texts[language] = {
        prompt: translated.prompt,
        options: translated.options,
        explanation: translated.explanation,
        topic: topicOf(translated.explanation, chapters[question.chapter - 1].title),
      };
    }
    await tx.query(
      `insert into course_questions (chapter_id, position, answer, texts) values ($1, $2, $3, $4::jsonb)
       on conflict (chapter_id, position) do update set answer = excluded.answer, texts = excluded.texts`,
      [chapterId, position, question.answer, JSON.stringify(texts)],
    );
  }
}
