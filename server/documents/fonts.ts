import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Pdf } from './render';

/**
 * The embedded fonts: Noto Sans (Latin, Greek, Cyrillic; @embedpdf/fonts-latin) and Noto Sans SC (Adobe/Google's
 * Simplified Chinese build named 'Noto Sans S Chinese', files NotoSansHans-*.otf; @embedpdf/fonts-sc): every CJK
 * Unified Ideograph and Extension A, so rare name characters such as 喆 or 堃 print too. Both OFL-1.1. Whole fonts
 * on disk; pdfkit embeds only the glyphs a document uses (plus about 42 KB per CJK face used: fontkit keeps the
 * CFF font's subroutine index whole, so a Chinese document is about 50-100 KB).
 *
 * Both are registered in every document and each text is drawn in runs: CJK characters in Noto Sans SC, everything
 * else in Noto Sans (its Latin and Cyrillic are fuller than the CJK font's), so a Chinese name on an English
 * certificate or a Cyrillic course title on a Chinese one both print.
 */

export type FontWeight = 'regular' | 'bold';
type Family = 'sans' | 'sc';

const require = createRequire(import.meta.url);

const families: Record<Family, { pkg: string; files: Record<FontWeight, string> }> = {
  sans: { pkg: '@embedpdf/fonts-latin', files: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' } },
  sc: { pkg: '@embedpdf/fonts-sc', files: { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' } },
};

/** The packages export only their file list, so the fonts are found beside their entry point (dist/ → fonts/). */
export function fontPath(family: Family, weight: FontWeight): string {
  const { pkg, files } = families[family];
  const path = join(dirname(require.resolve(pkg)), '..', 'fonts', files[weight]);
  if (!existsSync(path)) throw new Error(`font file missing: ${path} (is ${pkg} installed?)`);
  return path;
}

const fontName = (family: Family, weight: FontWeight) => `${family}-${weight}`;

/** Registers the four faces by path: pdfkit reads a file only when a document first uses that face. */
export function registerFonts(doc: Pdf) {
  for (const family of ['sans', 'sc'] as const) {
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(family, weight), fontPath(family, weight));
  }
}

/** Han, kana, bopomofo, CJK radicals/strokes, CJK punctuation and full-width forms: what Noto Sans SC draws. */
const cjk =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u2e80-\u2fdf\u3000-\u303f\u31c0-\u31ef\uff00-\uffef]/u;

export interface FontRun {
  font: string;
  text: string;
}

/** The text cut into runs of one font each; spaces stay in the run they follow so a line switches fonts rarely. */
export function fontRuns(text: string, weight: FontWeight): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font = /\s/.test(char) && last ? last.font : fontName(cjk.test(char) ? 'sc' : 'sans', weight);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
