import { fontRuns, type FontWeight } from './fonts';
import type { Pdf } from './render';

/**
 * One line of text in any of our scripts, placed by its baseline: each run in its own font (fonts.ts), the runs
 * measured together so centring and right-alignment hold for mixed scripts. A line never wraps: it shrinks to fit
 * (down to minSize), and only then is cut with an ellipsis, so a long name or course title cannot push the layout.
 */

export interface LineStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** Smallest size the line may shrink to; defaults to `size` (no shrinking). */
  minSize?: number;
}

/** The width of a text at a size, across its font runs. */
export function textWidth(doc: Pdf, text: string, size: number, weight: FontWeight = 'regular') {
  return fontRuns(text, weight).reduce(
    (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text),
    0,
  );
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Draws the line in the box [x, x + width] at baseline y; answers the size it used. */
export function drawLine(doc: Pdf, text: string, x: number, y: number, width: number, style: LineStyle): number {
  const weight = style.weight ?? 'regular';
  let line = oneLine(text);
  let size = style.size;
  const minSize = style.minSize ?? style.size;
  let measured = textWidth(doc, line, size, weight);
  if (measured > width && minSize < size) {
    size = Math.max(minSize, Math.floor(((size * width) / measured) * 10) / 10);
    measured = textWidth(doc, line, size, weight);
  }
  while (measured > width && line.length > 1) {
    line = `${[...line].slice(0, -2).join('').trimEnd()}…`;
    measured = textWidth(doc, line, size, weight);
  }
  const align = style.align ?? 'left';
  let cursor = align === 'center' ? x + (width - measured) / 2 : align === 'right' ? x + width - measured : x;
  doc.fillColor(style.color ?? '#000000');
  for (const run of fontRuns(line, weight)) {
    doc.font(run.font).fontSize(size);
    doc.text(run.text, cursor, y, { lineBreak: false, baseline: 'alphabetic' });
    cursor += doc.widthOfString(run.text);
  }
  return size;
}

/** A text without spaces to break at (an address) cut into lines that fit the width, character by character. */
export function splitToWidth(doc: Pdf, text: string, width: number, size: number, weight: FontWeight = 'regular') {
  const lines: string[] = [];
  let current = '';
  for (const char of text) {
    if (current && textWidth(doc, current + char, size, weight) > width) {
      lines.push(current);
      current = '';
    }
    current += char;
  }
  if (current) lines.push(current);
  return lines;
}
