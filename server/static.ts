import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { htmlCsp, inlineHashes } from './http/security-headers';
import { logoBasePath } from './seed/catalog';

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
 * Returns the fallback used by the not-found handler (history routing), or undefined when there is no build.
 */
export function registerAppFiles(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no built app in ${root} (run \`npm run build\`); only the API is served`);
    return undefined;
  }
  const assetsDir = path.join(root, 'assets') + path.sep;
  // The build's inline scripts and styles (if any) are allowed by hash, computed once from the file served.
  const csp = htmlCsp(inlineHashes(readFileSync(path.join(root, 'index.html'), 'utf8')));
  app.register(fastifyStatic, {
    root,
    cacheControl: false,
    index: ['index.html'],
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? immutableCache : 'no-cache');
      if (filePath.endsWith('.html')) reply.header('content-security-policy', csp);
    },
  });
  return (reply: FastifyReply) => reply.header('cache-control', 'no-cache').header('content-security-policy', csp).sendFile('index.html');
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
