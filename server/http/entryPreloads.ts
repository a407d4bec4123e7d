import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { LanguageCode } from '../../contracts/languages';
import type { PageParts } from './pageParts';

/** entry-preloads.json as the build writes it (scripts/vite/entryPreloads.ts). */
interface EntryPreloads {
  pages: { path: string; files: string[]; catalogs: Partial<Record<LanguageCode, string[]>> }[];
}

const segmentPattern = (segment: string) =>
  segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

const pageHtml = (body: string): PageHtml => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

/**
 * The page's HTML with what this request adds (pageParts.ts): in its <head> and the content of #root. When
 * #root carries the server's render of the chrome, the page paints from its HTML alone (the stylesheet is inline,
 * static.ts), and the app's code loads after that first paint: the entry script's address moves to #root's
 * data-entry and the page's preload links into a template, where index.html's starter script takes them.
 */
function withParts(page: PageHtml, { head, root }: PageParts): PageHtml {
  if (!head && !root) return page;
  // Before the first script of <head>: the logo it preloads is requested ahead of the app's code.
  const at = page.body.indexOf('<script');
  let body =
    at >= 0 && at < page.body.indexOf('</head>')
      ? page.body.slice(0, at) + head + page.body.slice(at)
      : page.body.replace('</head>', `${head}</head>`);
  if (root) {
    // index.html's starter script loads the entry from data-entry once the page has painted.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(body);
    const preloads = body.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    for (const link of preloads) body = body.replace(link, '');
    body = body
      .replace(entry?.[0] ?? '', '')
      .replace(
        '</head>',
        preloads.length ? `<template data-after-paint>${preloads.join('')}</template></head>` : '</head>',
      )
      .replace('<div id="root"></div>', `<div id="root"${entry ? ` data-entry="${entry[1]}"` : ''}>${root}</div>`);
  }
  return pageHtml(body);
}

const noParts: PageParts = { head: '', root: '' };

/** `html`: the build's index.html as served (static.ts writes its stylesheets into it). */
export function entryHtml(
  distDir: string,
  html: string = readFileSync(path.join(distDir, 'index.html'), 'utf8'),
): (pagePath: string, language: LanguageCode, parts?: PageParts) => PageHtml {
  const built = pageHtml(html);
  const file = path.join(distDir, 'entry-preloads.json');
  if (!existsSync(file)) return (_pagePath, _language, parts = noParts) => withParts(built, parts);
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as EntryPreloads;
  const matchers = pages.map((page) => ({ ...page, pattern: pathPattern(page.path) }));
  const rendered = new Map<string, PageHtml>();
  return (pagePath, language, parts = noParts) => withParts(preloaded(pagePath, language), parts);

  function preloaded(pagePath: string, language: LanguageCode): PageHtml {
    const page = matchers.find((m) => m.pattern.test(pagePath));
    if (!page) return built;
    const key = `${page.path} ${language}`;
    let out = rendered.get(key);
    if (out === undefined) {
      const links = [...page.files, ...(page.catalogs[language] ?? [])]
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join('');
      out = pageHtml(html.replace('</head>', `${links}</head>`));
      rendered.set(key, out);
    }
    return out;
  }
}
