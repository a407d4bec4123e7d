import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { parse as parseYaml } from 'yaml';
import * as z from 'zod/mini';

import { type ChapterContent, chapterContentSchema } from '../../contracts/courseContent';
import {
  answerLetters,
  type CourseManifest,
  courseManifestSchema,
  questionsFileSchema,
  translatedQuestionsFileSchema,
} from '../../contracts/courseFiles';
import { parseChapterMarkdown } from './chapterMarkdown';
import { CourseFileError } from './courseFileError';
import type { BankQuestion, CourseQuestions, CourseTexts } from './courseTypes';

/** One course read from its folder (docs/courses.md): manifest, text per language and bank per language. */
export interface CourseFolder {
  folder: string;
  manifest: CourseManifest;
  texts: CourseTexts;
  questions: CourseQuestions;
}

export function readCourseFolder(folder: string): CourseFolder {
  const manifestFile = path.join(folder, 'course.yaml');
  const manifest = parseWith(courseManifestSchema, readYaml(manifestFile), manifestFile);
  if (manifest.slug !== path.basename(folder))
    throw new CourseFileError(
      manifestFile,
      `slug "${manifest.slug}" is not the folder's name "${path.basename(folder)}"`,
    );

  const english = readChapters(folder, path.join(folder, 'chapters'));
  const bank = readBank(folder, english.length);
  const texts: CourseTexts = { en: english };
  const questions: CourseQuestions = { en: bank };
  for (const language of manifest.translations) {
    const root = path.join(folder, 'translations', language);
    const chapters = readChapters(folder, path.join(root, 'chapters'));
    if (chapters.length !== english.length)
      throw new CourseFileError(root, `${chapters.length} chapters, the English text has ${english.length}`);
    texts[language] = chapters;
    questions[language] = readTranslatedBank(path.join(root, 'questions.yaml'), bank);
  }
  return { folder, manifest, texts, questions };
}

/** chapters/NN.md in number order, each with its figures read from the files it names. */
function readChapters(courseRoot: string, dir: string): ChapterContent[] {
  const files = readdirSync(dir)
    .filter((name) => /^\d{2}\.md$/.test(name))
    .sort();
  return files.map((name, index) => {
    const file = path.join(dir, name);
    if (Number(name.slice(0, 2)) !== index + 1)
      throw new CourseFileError(
        file,
        `chapter files are numbered 01, 02, … without gaps (expected ${pad(index + 1)}.md)`,
      );
    const { content } = parseChapterMarkdown(readFileSync(file, 'utf8'), file);
    const sections = content.sections.map(({ figure, ...section }) => ({
      ...section,
      figure: figure && { svg: readFigure(courseRoot, file, figure.path), alt: figure.alt, caption: figure.caption },
    }));
    return parseWith(chapterContentSchema, { ...content, sections }, file);
  });
}

/** A figure's SVG, from a path relative to the chapter that stays inside the course's folder. */
function readFigure(courseRoot: string, chapterFile: string, relative: string): string {
  const resolved = path.resolve(path.dirname(chapterFile), relative);
  if (!resolved.startsWith(path.resolve(courseRoot) + path.sep) || !resolved.endsWith('.svg'))
    throw new CourseFileError(chapterFile, `figure ${relative}: an .svg file inside the course's folder`);
  return readFileSync(resolved, 'utf8').trim();
}

function readBank(folder: string, chapterCount: number): BankQuestion[] {
  const file = path.join(folder, 'questions.yaml');
  const rows = parseWith(questionsFileSchema, readYaml(file), file);
  const seen = new Set<string>();
  return rows.map((row) => {
    if (seen.has(row.id)) throw new CourseFileError(file, `question id ${row.id} is used twice`);
    seen.add(row.id);
    if (row.chapter > chapterCount)
      throw new CourseFileError(file, `question ${row.id}: chapter ${row.chapter}, the course has ${chapterCount}`);
    return { ...row, answer: answerIndex(row.answer) };
  });
}

function readTranslatedBank(file: string, english: BankQuestion[]): BankQuestion[] {
  const translated = parseWith(translatedQuestionsFileSchema, readYaml(file), file);
  const unknown = Object.keys(translated).filter((id) => !english.some((question) => question.id === id));
  if (unknown.length) throw new CourseFileError(file, `ids not in the English questions.yaml: ${unknown.join(', ')}`);
  return english.map((question) => {
    const texts = translated[question.id];
    if (!texts) throw new CourseFileError(file, `question ${question.id} is not translated`);
    return { ...question, ...texts };
  });
}

const answerIndexOf = { A: 0, B: 1, C: 2, D: 3 } as const satisfies Record<(typeof answerLetters)[number], number>;
const answerIndex = (letter: (typeof answerLetters)[number]) => answerIndexOf[letter];

const readYaml = (file: string): unknown => parseYaml(readFileSync(file, 'utf8'));

function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown, file: string): z.infer<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw CourseFileError.fromZod(file, result.error);
  return result.data;
}

const pad = (n: number) => String(n).padStart(2, '0');
