/** 01 §9, 02 §9: a review count of 1000 or more shows as rounded thousands with 'K+'. */
export function reviewCountText(total: number): string {
  return total >= 1000 ? `${Math.round(total / 1000)}K+` : String(total);
}

/** 02 §9: the shown star value is the average minus 0.1 (one decimal, never below 0). */
export function shownStarValue(average: number): number {
  return Math.max(0, Math.round((average - 0.1) * 10) / 10);
}

/** 01 §2: FAQ items are shown as text, their HTML stripped. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script, style')) element.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** 01 §2: the FAQ item that shows the course header HTML instead of its own text. */
export const courseHeaderQuestion = 'Every Minute You Wait Costs You $$$';
