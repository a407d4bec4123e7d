import type { Locator } from '@playwright/test';

/** The page parts a control must never cover: text people read and controls they use. */
const contentSelector =
  'h1, h2, h3, h4, h5, h6, p, legend, label, a, button, input, select, textarea, [role="button"], [role="link"]';

/**
 * What the control's box covers, scrolled through the whole page top to bottom (a fixed control covers different
 * parts at every scroll position; a docked one scrolls with the page). Each entry names the covered element, its
 * text and the first scroll offset where it is covered. Elements inside the control, and the control's own ancestors, are not counted.
 */
export async function coveredBy(control: Locator): Promise<string[]> {
  return control.evaluate((own, selector) => {
    const found = new Map<string, number>();
    const doc = document.scrollingElement ?? document.documentElement;
    const step = Math.max(100, Math.floor(window.innerHeight / 2));
    const last = Math.max(0, doc.scrollHeight - window.innerHeight);
    const others = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => !own.contains(el) && !el.contains(own),
    );
    for (let y = 0; ; y = Math.min(last, y + step)) {
      window.scrollTo(0, y);
      const box = own.getBoundingClientRect();
      for (const el of others) {
        // Screen-reader-only text (1 px, clipped) and hidden parts cover nothing and are covered by nothing.
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue;
        const overlaps = box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom;
        if (!overlaps) continue;
        const text = (el.innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).name || '')
          .trim()
          .slice(0, 40);
        const name = `<${el.tagName.toLowerCase()}> "${text}"`;
        if (!found.has(name)) found.set(name, y);
      }
      if (y >= last) break;
    }
    window.scrollTo(0, 0);
    return [...found].map(([name, y]) => `${name} at scroll ${y}`);
  }, contentSelector);
}
