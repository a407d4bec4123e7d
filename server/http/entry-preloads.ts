import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageFromTags, tagsOfAcceptLanguage, type LanguageCode } from '../../contracts/languages';

/** entry-preloads.json as the build writes it (scripts/vite/entryPreloads.ts). */
interface EntryPreloads {
  pages: { path: string; files: string[]; catalogs: Partial<Record<LanguageCode, string[]>> }[];
}

const segmentPattern = (segment: string) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const pathPattern = (routePath: string) => new RegExp(`^${routePath.split('/').map(segmentPattern).join('/')}/?$`);

/**
 * The app's index.html for a page path: an entry page (src/app/entryPages.ts) gets modulepreload links for its code
 * and for the catalogs of the visitor's language (Accept-Language; the app itself prefers a stored choice, so this
 * is a hint), fetched beside the entry script. Any other path gets index.html as built.
 */
export interface PageHtml {
  body: string;
  /** A strong validator of the body, for If-None-Match revalidation. */
  etag: string;
}

const pageHtml = (body: string): PageHtml => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });

/** The page's HTML with `head` (what this request adds, e.g. page-organisation.ts) at the end of its <head>. */
const withHead = (page: PageHtml, head: string) => (head ? pageHtml(page.body.replace('</head>', `${head}</head>`)) : page);

export function entryHtml(distDir: string): (pagePath: string, acceptLanguage: string | undefined, head?: string) => PageHtml {
  const built = pageHtml(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const html = built.body;
  const file = path.join(distDir, 'entry-preloads.json');
  if (!existsSync(file)) return (_pagePath, _acceptLanguage, head = '') => withHead(built, head);
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as EntryPreloads;
  const matchers = pages.map((page) => ({ ...page, pattern: pathPattern(page.path) }));
  const rendered = new Map<string, PageHtml>();
  return (pagePath, acceptLanguage, head = '') => withHead(preloaded(pagePath, acceptLanguage), head);

  function preloaded(pagePath: string, acceptLanguage: string | undefined): PageHtml {
    const page = matchers.find((m) => m.pattern.test(pagePath));
    if (!page) return built;
    const language = languageFromTags(tagsOfAcceptLanguage(acceptLanguage)) ?? 'en';
    const key = `${page.path} ${language}`;
    let out = rendered.get(key);
    if (out === undefined) {
      const links = [...page.files, ...(page.catalogs[language] ?? [])].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
      out = pageHtml(html.replace('</head>', `${links}</head>`));
      rendered.set(key, out);
    }
    return out;
  }
}
