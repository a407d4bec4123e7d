import * as z from 'zod/mini';

import { languageCodes } from './languages';

/*
 * A course as files a course author reads and changes in a review (docs/courses.md): content/courses/<slug>/ holds
 * course.yaml (this manifest), chapters/NN.md (front matter below, sections as `##` headings) and questions.yaml; a
 * translation is translations/<language>/ with the same chapter files and the questions keyed by the same ids.
 */

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const courseSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const courseManifestSchema = z.strictObject({
  /** The folder's name: lower case words and numbers joined by hyphens. */
  slug: z.string().check(z.regex(courseSlugPattern)),
  /** The course's name as its state approved it (English, the language of the court and the regulator). */
  title: line(160),
  /** The course configurations (catalogue ids) taught with this text: court and partner editions share one text. */
  configCourseIds: z.array(z.int().check(z.positive())).check(z.minLength(1)),
  /** Translations present under translations/ (English is the course's own language and always present). */
  translations: z.array(
    z.enum(languageCodes).check(z.refine((code) => code !== 'en', { message: "English is the course's own text" })),
  ),
});
export type CourseManifest = z.infer<typeof courseManifestSchema>;

/** A chapter file's front matter; the sections are the Markdown body. */
export const chapterFrontMatterSchema = z.strictObject({
  title: line(120),
  summary: line(400),
  objectives: z.array(line(400)).check(z.minLength(1)),
});

export const answerLetters = ['A', 'B', 'C', 'D'] as const;

/** questions.yaml: the course's bank, each question with its chapter, four options and the letter of the right one. */
export const bankQuestionFileSchema = z.strictObject({
  /** Stable across versions and translations: a translation and a student's recorded answers refer to it. */
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  chapter: z.int().check(z.positive()),
  prompt: line(600),
  options: z.tuple([line(300), line(300), line(300), line(300)]),
  answer: z.enum(answerLetters),
  /** Why the answer is right, citing the chapter's section by its heading in quotes. */
  explanation: line(600),
});
export const questionsFileSchema = z.array(bankQuestionFileSchema).check(z.minLength(1));

/** translations/<language>/questions.yaml: the same questions by id, options in the same order. */
export const translatedQuestionsFileSchema = z.record(
  z.string(),
  z.strictObject({
    prompt: line(600),
    options: z.tuple([line(300), line(300), line(300), line(300)]),
    explanation: line(600),
  }),
);
