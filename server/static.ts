import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { type LanguageCode, languageFromTags, tagsOfAcceptLanguage } from '../contracts/languages';
import { logoBasePath } from './config';
import { entryHtml } from './http/entryPreloads';
import { inlineStylesheets } from './http/inlineStylesheet';
import type { PageParts } from './http/pageParts';
import { htmlCsp, inlineHashes } from './http/securityHeaders';

const logosDir = fileURLToPath(new URL('./assets/logos/', import.meta.url));
export const immutableCache = 'public, max-age=31536000, immutable';

/** Organisation logos; public (an <img> cannot send the subscription key). */
export function registerLogoAssets(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(`${logoBasePath}/:file`, async (req, reply) => {
    const file = req.params.file;
    if (!/^[a-z0-9-]+\.svg$/.test(file)) return reply.callNotFound();
    let svg: Buffer;
    try {
      svg = await readFile(path.join(logosDir, file));
    } catch {
      return reply.callNotFound();
    }
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
    return svg;
  });
}

/**
 * Serves the built app: hashed /assets/* cached for a year, index.html never cached.
 * Returns the fallback used by the not-found handler (history routing: every page path, / included), or undefined
 * when there is no build. An entry page's HTML names its code and catalogs as modulepreload links (entryPreloads.ts);
 * every page's HTML gets `pageParts` (the organisation of the page's origin and the page's chrome, http/pageParts.ts).
 */
export function registerAppFiles(
  app: FastifyInstance,
  distDir: string,
  pageParts: (request: FastifyRequest, pagePath: string, language: LanguageCode) => Promise<PageParts> = async () => ({
    head: '',
    root: '',
  }),
) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built app in ${root} (run \`npm run build\`); only the API is served`);
    return undefined;
  }
  const assetsDir = path.join(root, 'assets') + path.sep;
  // The build's inline scripts and styles (if any) are allowed by hash, computed once from the file served.
  const indexHtml = inlineStylesheets(readFileSync(path.join(root, 'index.html'), 'utf8'), root);
  const csp = htmlCsp(inlineHashes(indexHtml));
  app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // Page paths, / included, get the page's HTML from the fallback below (with its preload links).
    index: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? immutableCache : 'no-cache');
      if (filePath.endsWith('.html')) reply.header('content-security-policy', csp);
    },
  });
  const htmlFor = entryHtml(root, indexHtml);
  const sendPage = async (reply: FastifyReply, pagePath: string, request: FastifyRequest) => {
    const accept = request.headers['accept-language'];
    // The visitor's language as the browser states it (the app prefers a stored choice: this is a hint).
    const language = languageFromTags(tagsOfAcceptLanguage(Array.isArray(accept) ? accept.join(',') : accept)) ?? 'en';
    const page = htmlFor(pagePath, language, await pageParts(request, pagePath, language));
    reply.header('cache-control', 'no-cache').header('content-security-policy', csp).header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.body);
  };
  // The start page is a directory to the static plugin: its own route, so it gets the page's HTML too.
  app.get('/', (request, reply) => sendPage(reply, '/', request));
  return sendPage;
}

const mediaDir = fileURLToPath(new URL('./assets/video/', import.meta.url));
/** Prefix of the course promo videos (outside the API prefixes: no key, a <video> cannot send headers). */
export const mediaVideoPrefix = '/media/video/';

/** Promo videos from server/assets/video, with range requests (video seeking), cached for a day. */
export function registerMediaAssets(app: FastifyInstance) {
  app.register(fastifyStatic, {
    root: mediaDir,
    prefix: mediaVideoPrefix,
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}
