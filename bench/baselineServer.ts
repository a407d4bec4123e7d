import path from 'node:path';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export interface Served {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a built baseline app the way the reference server serves the app (server/app.ts, server/static.ts):
 * the same compression plugin and encodings, hashed assets cached, index.html for every page path.
 * Same delivery on both sides, so only the JavaScript differs.
 */
export async function serveBaseline(distDir: string, port = 0): Promise<Served> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
  const root = path.resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const file = req.url.split('?')[0].split('/').pop() ?? '';
    if (req.method === 'GET' && !file.includes('.'))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send('not found');
  });
  await app.listen({ port, host: '127.0.0.1' });
  const { port: bound } = app.server.address() as { port: number };
  return { origin: `http://127.0.0.1:${bound}`, close: () => app.close() };
}
