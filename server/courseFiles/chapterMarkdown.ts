import { marked, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';

import type { ChapterContent, ContentSection } from '../../contracts/courseContent';
import { chapterFrontMatterSchema } from '../../contracts/courseFiles';
import { CourseFileError } from './courseFileError';

/**
 * A chapter file (docs/courses.md "Chapters"): YAML front matter with the title, summary and objectives, then one
 * `## heading` per section holding its paragraphs, its key points as one bulleted list and at most one figure written
 * as an image of an SVG file beside the chapter (`![text alternative](figures/x.svg "caption")`).
 * Text is plain: Markdown's inline formatting, links and HTML are refused by name, so nothing an author types is
 * silently dropped or shown as markup (the chapter page prints text, and read-aloud speaks it).
 */
export interface ParsedChapter {
  content: Omit<ChapterContent, 'sections'> & { sections: ParsedSection[] };
}
export type ParsedSection = Omit<ContentSection, 'figure'> & { figure: FigureReference | null };
export interface FigureReference {
  path: string;
  alt: string;
  caption: string;
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

export function parseChapterMarkdown(source: string, file: string): ParsedChapter {
  const match = frontMatter.exec(source);
  if (!match) throw new CourseFileError(file, 'a chapter starts with front matter between two --- lines');
  const head = chapterFrontMatterSchema.safeParse(parseYaml(match[1]));
  if (!head.success) throw CourseFileError.fromZod(file, head.error);

  const sections: ParsedSection[] = [];
  for (const token of marked.lexer(source.slice(match[0].length))) {
    if (token.type === 'space') continue;
    if (token.type === 'heading' && token.depth === 2) {
      sections.push({ heading: plainText(token.tokens ?? [], file), paragraphs: [], keyPoints: [], figure: null });
      continue;
    }
    const section = sections.at(-1);
    if (!section) throw new CourseFileError(file, `text before the first "## " section heading: ${excerpt(token)}`);
    if (token.type === 'paragraph') addParagraph(section, token as Tokens.Paragraph, file);
    else if (token.type === 'list' && !token.ordered && section.keyPoints.length === 0)
      section.keyPoints = (token as Tokens.List).items.map((item) => plainText(item.tokens, file));
    else
      throw new CourseFileError(
        file,
        `section "${section.heading}": not a paragraph, key points or figure: ${excerpt(token)}`,
      );
  }
  if (sections.length === 0) throw new CourseFileError(file, 'a chapter has at least one "## " section');
  return { content: { ...head.data, sections } };
}

function addParagraph(section: ParsedSection, token: Tokens.Paragraph, file: string) {
  const [only] = token.tokens;
  if (token.tokens.length === 1 && only.type === 'image') {
    if (section.figure) throw new CourseFileError(file, `section "${section.heading}" has more than one figure`);
    const image = only as Tokens.Image;
    if (!image.title) throw new CourseFileError(file, `figure ${image.href}: give a caption in quotes after the file`);
    section.figure = { path: image.href, alt: image.text, caption: image.title };
    return;
  }
  section.paragraphs.push(plainText(token.tokens, file));
}

/** The text of inline tokens; anything but text and backslash escapes is refused by name. */
function plainText(tokens: Token[], file: string): string {
  return tokens
    .map((token) => {
      if (token.type === 'escape') return token.text;
      if (token.type === 'text')
        return 'tokens' in token && token.tokens ? plainText(token.tokens, file) : (token as Tokens.Text).text;
      throw new CourseFileError(
        file,
        `${token.type} is not supported in course text (plain text only): ${excerpt(token)}`,
      );
    })
    .join('');
}

const excerpt = (token: Token) => JSON.stringify(token.raw.trim().slice(0, 80));
