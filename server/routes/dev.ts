import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';

import { type DevTools, type PathResults, pathResultSchema } from '../../contracts/devTools';
import * as pages from '../../contracts/pages';
import * as apiPaths from '../../contracts/paths';
import { text } from '../../contracts/primitives';
import type { Ctx } from '../context';
import { parseWith } from '../http/envelope';
import { isLoopbackAddress } from '../http/loopback';
import { cspHash, htmlCsp, inlineHashes } from '../http/securityHeaders';
import { devMailbox } from '../mail/devMailbox';
import { immutableCache } from '../static';

const mailboxQuerySchema = z.object({ to: z.optional(text().check(z.trim(), z.maxLength(200))) });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const mailboxStyle = `body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:.5rem;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;font-size:1rem}.meta{color:#555}`;
const legacyStyle = 'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}';
const mailboxCsp = htmlCsp({ styles: [cspHash(mailboxStyle)] });
const legacyCsp = htmlCsp({ styles: [cspHash(legacyStyle)] });

/** Where the browser path tests write their results, from the checkout's root (tests/paths/coverageFiles.ts). */
const pathsResultsDir = 'reports/paths-coverage';

/** Each path's last result; a file that is not one (or half written by a running test) is left out. */
async function readPathResults(dir: string): Promise<PathResults['results']> {
  const names = await readdir(dir).catch(() => []);
  const results = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(async (n) => {
        const parsed = pathResultSchema.safeParse(
          JSON.parse(await readFile(path.join(dir, n), 'utf8').catch(() => 'null')),
        );
        return parsed.success
          ? [
              {
                flow: parsed.data.flow,
                path: parsed.data.path,
                status: parsed.data.status,
                at: parsed.data.at,
                note: parsed.data.note,
              },
            ]
          : [];
      }),
  );
  return results.flat().sort((a, b) => a.flow.localeCompare(b.flow) || a.path.localeCompare(b.path));
}

const devAssetTypes: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * The flow catalogue is a build of its own (`vite build -c vite.devtools.config.ts` → dist-dev, base
 * /dev/flows/): on development servers, for this machine only. Without that build there is no page.
 */
export function registerDevPages(app: FastifyInstance, devDistDir: string) {
  const root = path.resolve(devDistDir);
  const file = path.join(root, 'dev-flows.html');
  if (!existsSync(file)) return;
  const html = readFileSync(file, 'utf8');
  const csp = htmlCsp(inlineHashes(html));
  app.get(pages.devFlows, { onRequest: onlyFromThisMachine }, async (_req, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(html),
  );
  app.get(`${pages.devFlows}/assets/:file`, { onRequest: onlyFromThisMachine }, async (req, reply) => {
    const { file: name } = parseWith(devAssetSchema, req.params, 'params');
    const type = devAssetTypes[name.split('.').pop() ?? ''];
    const content = type ? await readFile(path.join(root, 'assets', name)).catch(() => undefined) : undefined;
    if (!content) return reply.callNotFound();
    return reply.header('cache-control', immutableCache).type(type).send(content);
  });
}

/** A built file's name: no folders, so nothing outside dist-dev/assets is ever read. */
const devAssetSchema = z.object({ file: z.string().check(z.regex(/^[\w-]+\.(js|css)$/)) });

/**
 * The dev pages answer only this machine: the socket's peer must be a loopback address. Not `req.ip`: with
 * trustProxy it comes from X-Forwarded-For, which any client can write. Others get the plain 404 of a path that
 * does not exist.
 */
async function onlyFromThisMachine(req: FastifyRequest, reply: FastifyReply) {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return reply.callNotFound();
}

/** GET /dev/mailbox: the outbox as JSON (contracts/mailbox.ts), or a readable page for browsers. */
export function registerDevRoutes(app: FastifyInstance, ctx: Ctx) {
  // The browser paths' last results (written by `npm run test:paths` / `npm test` in this checkout).
  app.get(apiPaths.devPathsResults, { onRequest: onlyFromThisMachine }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const answer: PathResults = { results: await readPathResults(pathsResultsDir) };
    return answer;
  });
  // Tells `?inspect` that the flow inspector may load (this route exists on development servers only).
  app.get(apiPaths.devTools, { onRequest: onlyFromThisMachine }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const answer: DevTools = { inspect: true };
    return answer;
  });

  app.get(apiPaths.devMailbox, { onRequest: onlyFromThisMachine }, async (req, reply) => {
    const { to } = parseWith(mailboxQuerySchema, req.query, 'query');
    const mails = await devMailbox(ctx.db, to);
    reply.header('cache-control', 'no-store');
    const accept = req.headers.accept ?? '';
    if (!accept.includes('text/html')) return mails;
    const items = [...mails.mails]
      .reverse()
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.sentAt)} · #${m.id}</p>
<pre>${linkify(escapeHtml(m.body))}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8').header('content-security-policy', mailboxCsp);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title><style>${mailboxStyle}</style></head>
<body><h1>Dev mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1><p>${mails.mails.length} mail(s), newest first. This page exists only on development servers.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
  });

  // The previous platform is outside this product; on development servers this page stands in for
  // its hand-off address so the legacy-login path can be followed end to end.
  app.get('/dev/legacy-platform', { onRequest: onlyFromThisMachine }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    reply.type('text/html; charset=utf-8').header('content-security-policy', legacyCsp);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Previous platform</title><style>${legacyStyle}</style></head>
<body><h1>Previous platform</h1><p>This development server stands in for the previous platform that legacy accounts continue on.
In production, <code>LEGACY_PLATFORM_URL</code> points to it and it receives the hand-off token.</p><p><a href="/login">Back to sign in</a></p></body></html>`;
  });
}
