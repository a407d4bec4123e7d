import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { parseChapterMarkdown } from '../../server/courseFiles/chapterMarkdown';
import { readCourseFolder } from '../../server/courseFiles/courseFolder';
import { coursesRoot, readCourseLibrary } from '../../server/courseFiles/courseLibrary';

/* The course files' format (docs/courses.md): what an author writes, what the linter says when it is wrong. */

const front =
  '---\ntitle: Sharing the road\nsummary: Who else uses the road.\nobjectives:\n  - Yield to pedestrians\n---\n';

describe('a chapter file', () => {
  it('reads sections, paragraphs, key points and a figure', () => {
    const chapter = parseChapterMarkdown(
      `${front}\n## Pedestrians\n\nYield at every crosswalk.\n\nLook twice \\*before\\* turning.\n\n- Yield\n- Look\n\n![A crosswalk](figures/x.svg "Marked crosswalk")\n`,
      '01.md',
    );
    expect(chapter.content).toEqual({
      title: 'Sharing the road',
      summary: 'Who else uses the road.',
      objectives: ['Yield to pedestrians'],
      sections: [
        {
          heading: 'Pedestrians',
          paragraphs: ['Yield at every crosswalk.', 'Look twice *before* turning.'],
          keyPoints: ['Yield', 'Look'],
          figure: { path: 'figures/x.svg', alt: 'A crosswalk', caption: 'Marked crosswalk' },
        },
      ],
    });
  });

  it('refuses formatting it would drop, by name', () => {
    expect(() => parseChapterMarkdown(`${front}\n## A\n\nSlow **down**.\n`, '01.md')).toThrow(
      /01\.md: strong is not supported in course text/,
    );
    expect(() => parseChapterMarkdown(`${front}\n## A\n\nSee <b>this</b>.\n`, '01.md')).toThrow(
      /html is not supported/,
    );
  });

  it('says what is wrong with its structure', () => {
    expect(() => parseChapterMarkdown('## A\n\nText.\n', '01.md')).toThrow(/starts with front matter/);
    expect(() => parseChapterMarkdown(`${front}\nText first.\n\n## A\n\nText.\n`, '01.md')).toThrow(
      /text before the first "## " section heading/,
    );
    expect(() => parseChapterMarkdown(`${front}\n## A\n\n![x](figures/x.svg)\n`, '01.md')).toThrow(/give a caption/);
    expect(() => parseChapterMarkdown(front.replace('title: Sharing the road\n', ''), '01.md')).toThrow(/title/);
  });
});

describe('a course folder', () => {
  let scratch = '';
  const copyOfDemo = () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'course-'));
    const folder = path.join(scratch, 'demo-990');
    cpSync(path.join(coursesRoot, 'demo-990'), folder, { recursive: true });
    return folder;
  };
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(file, change(readFileSync(file, 'utf8')));
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('gives a translation the English answers by question id', () => {
    const course = readCourseFolder(copyOfDemo());
    const russian = course.questions.ru!;
    expect(russian.map((q) => [q.id, q.chapter, q.answer])).toEqual(
      course.questions.en.map((q) => [q.id, q.chapter, q.answer]),
    );
    expect(russian[0].prompt).not.toBe(course.questions.en[0].prompt);
  });

  it('refuses a translation that misses or invents a question', () => {
    const folder = copyOfDemo();
    const translated = path.join(folder, 'translations/ru/questions.yaml');
    edit(translated, (text) => text.replace(/^ch01-q01:/m, 'ch99-q01:'));
    expect(() => readCourseFolder(folder)).toThrow(/ids not in the English questions.yaml: ch99-q01/);
  });

  it('refuses a figure outside the course folder', () => {
    const folder = copyOfDemo();
    edit(path.join(folder, 'chapters/01.md'), (text) => text.replace(/\]\(figures\/[^ ]+/, '](../../../etc/x.svg'));
    expect(() => readCourseFolder(folder)).toThrow(/an \.svg file inside the course's folder/);
  });

  it('refuses a gap in the chapter numbers', () => {
    const folder = copyOfDemo();
    cpSync(path.join(folder, 'chapters/03.md'), path.join(folder, 'chapters/05.md'));
    expect(() => readCourseFolder(folder)).toThrow(/numbered 01, 02, … without gaps \(expected 04\.md\)/);
  });

  it('names the question and the rule a bank row breaks', () => {
    const folder = copyOfDemo();
    edit(path.join(folder, 'questions.yaml'), (text) => text.replace(/answer: [A-D]/, 'answer: E'));
    expect(() => readCourseFolder(folder)).toThrow(/questions\.yaml: 0\.answer/);
  });
});

describe('the shipped courses', () => {
  it('teach each course configuration from one folder', () => {
    const courses = readCourseLibrary();
    const ids = courses.flatMap((course) => course.manifest.configCourseIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(courses.map((course) => course.manifest.slug)).toContain('california-611');
  });
});
