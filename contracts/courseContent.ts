import * as z from 'zod/mini';

/*
 * A course's teaching text (02 §7 course content): per chapter a title, a one-line summary (table of contents),
 * objectives (syllabus) and sections, each with a heading, paragraphs, key points and an optional figure. Stored per
 * language (English is the fallback) and served to the chapter page; the seed writes it from the course files under content/courses/ (docs/courses.md).
 */

export const contentLimits = {
  titleMax: 120,
  paragraphMax: 2_000,
  svgMax: 20_000,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A figure is an SVG drawing we wrote, shown through an <img> (so nothing in it can run), with its text alternative.
 * The schema still refuses scripts, event handlers and outside references, so a bad edit fails the seed, not a page.
 */
const unsafeSvg = /<script|<foreignObject|\son[a-z]+\s*=|(?:href|src)\s*=\s*["'](?!#)|url\(\s*["']?(?!#)/i;
export const figureSchema = z.object({
  svg: z.string().check(
    z.maxLength(contentLimits.svgMax),
    z.refine((svg) => /^<svg[\s>]/.test(svg.trim()) && svg.trim().endsWith('</svg>'), {
      message: 'a figure is one <svg> element',
    }),
    z.refine((svg) => !unsafeSvg.test(svg), { message: 'a figure has no scripts, handlers or outside references' }),
    z.refine((svg) => /viewBox\s*=/.test(svg), { message: 'a figure has a viewBox (it scales to the page)' }),
  ),
  alt: text(400),
  caption: text(400),
});
export type Figure = z.infer<typeof figureSchema>;

export const contentSectionSchema = z.object({
  heading: text(contentLimits.titleMax),
  paragraphs: z.array(text(contentLimits.paragraphMax)).check(z.minLength(1)),
  keyPoints: z.array(text(400)),
  figure: z.nullable(figureSchema),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const chapterContentSchema = z.object({
  title: text(contentLimits.titleMax),
  /** One sentence for the table of contents and the course dashboard. */
  summary: text(400),
  /** What the student will be able to do (the syllabus). */
  objectives: z.array(text(400)).check(z.minLength(1)),
  sections: z.array(contentSectionSchema).check(z.minLength(1)),
});
export type ChapterContent = z.infer<typeof chapterContentSchema>;

export const courseContentSchema = z.object({ chapters: z.array(chapterContentSchema).check(z.minLength(1)) });
export type CourseContent = z.infer<typeof courseContentSchema>;

/** Words a student reads in a chapter: headings, paragraphs and key points (what California counts, 13 CCR §345.30). */
export function chapterWords(chapter: ChapterContent): number {
  const count = (s: string) => s.split(/\s+/).filter(Boolean).length;
  return chapter.sections.reduce(
    (total, section) =>
      total +
      count(section.heading) +
      section.paragraphs.reduce((n, p) => n + count(p), 0) +
      section.keyPoints.reduce((n, p) => n + count(p), 0),
    count(chapter.title),
  );
}
