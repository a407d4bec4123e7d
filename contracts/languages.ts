/**
 * The interface languages (01 §1) and how a browser's preferred languages pick one: shared by the app (first visit)
 * and the server (which catalog to preload with the page, from Accept-Language).
 */
export const languageCodes = ['en', 'es-LA', 'ru', 'zh'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** The first of the browser's languages we offer (any Spanish is Latin-American Spanish), else undefined. */
export function languageFromTags(tags: readonly string[]): LanguageCode | undefined {
  for (const tag of tags) {
    const lower = tag.trim().toLowerCase();
    if (lower.startsWith('es')) return 'es-LA';
    if (lower.startsWith('ru')) return 'ru';
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('en')) return 'en';
  }
  return undefined;
}

/** The languages of an Accept-Language header, most preferred first (weights respected, `*` ignored). */
export function tagsOfAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
