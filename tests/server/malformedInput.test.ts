import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as apiPaths from '../../contracts/paths';
import { buildApp, isApiPath } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import { InvalidIdTokenError, type SocialProviderAdapter } from '../../server/auth/social';
import { sha256 } from '../../server/auth/tokens';
import { defaultConfig } from '../../server/config';
import type { Db } from '../../server/db';
import { createTestDb, keyHeader, seededAccounts, seedPassword, testClock } from './helpers';
import {
  badHeaderCases,
  badJsonValues,
  badRawBodies,
  badRawPathValues,
  badTextValues,
  describeValue,
  nodePaths,
  remove,
  withNode,
  withNulInEveryString,
} from './malformedCases';
import { type ExampleInput, type Ids, routeExamples } from './malformedExamples';

/**
 * Bad input never answers 500. Every route the server registers (collected with Fastify's onRoute hook, so
 * a new route is covered without editing this file) gets malformed ids, NUL text, huge text, wrong types, broken and
 * hostile JSON bodies and bad headers, with and without a live session; no answer may be 500 or above, and every 4xx
 * of the API carries the envelope with a status.message.
 */

interface Route {
  method: string;
  url: string;
}
interface Case {
  label: string;
  opts: InjectOptions;
}

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
const routes: Route[] = [];
let ids: Ids;
const clock = testClock();
const tally = new Map<number, number>();
const problems: string[] = [];
/** Problem count per route and part ('POST /x body.emailId'), for the printed summary. */
const problemsByPart = new Map<string, number>();
let sent = 0;
let counter = 0;

beforeAll(async () => {
  const created = await createTestDb();
  db = created.db;
  close = created.close;
  // Providers that refuse every token, so social-login bodies are validated instead of answering 501 'not configured'.
  const refuse: SocialProviderAdapter = {
    displayName: 'Test',
    verifyIdToken: async () => {
      throw new InvalidIdTokenError('test');
    },
  };
  app = buildApp({
    db,
    config: defaultConfig({ devMailbox: true }),
    clock,
    socialProviders: { google: refuse, microsoft: refuse },
  });
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: apiPaths.login,
    headers: keyHeader,
    payload: { emailId: seededAccounts.student.email, password: seedPassword },
  });
  const studentId: number = login.json().data.studentId;
  const [row] = await db.query<{ trx: number; sc: number; ch: number }>(
    `select s.default_st_payment_trx_id as trx, sc.student_course_id as sc, min(scc.student_course_chapter_id) as ch
     from students s join student_courses sc on sc.student_id = s.student_id
       join student_course_chapters scc on scc.student_course_id = sc.student_course_id
     where s.student_id = $1 group by 1, 2 order by 2 limit 1`,
    [studentId],
  );
  ids = {
    studentId,
    trxId: row.trx,
    studentCourseId: row.sc,
    chapterId: row.ch,
    token: login.json().token,
    unique: () => `fuzz-${++counter}`,
  };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await close?.();
});

const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const isWalletPath = (p: string) => p === apiPaths.walletToken || p === apiPaths.walletProfile;

function urlOf(pattern: string, input: ExampleInput): string {
  const { params = {}, rawParams = {}, query } = input;
  const param = (name: string, fallback: string) => rawParams[name] ?? encodeURIComponent(params[name] ?? fallback);
  const path = pattern.replace(/:(\w+)/g, (_m, name: string) => param(name, '1')).replace('*', () => param('*', 'x'));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      search.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function request(route: Route, input: ExampleInput, label: string): Case {
  const { body, contentType } = input;
  const payload =
    body === undefined || !hasBody(route.method) ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    label: `${route.method} ${route.url} ${label}`,
    opts: {
      method: route.method as InjectOptions['method'],
      url: urlOf(route.url, input),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': contentType ?? 'application/json' }),
        ...input.headers,
      },
      ...(payload === undefined ? {} : { payload }),
    },
  };
}

/**
 * Every malformed variant of one valid example: one field, parameter or header at a time, then whole bodies.
 * `make` is called per case so e-mails and idempotency keys stay unique (each variant reaches the same checks).
 */
function casesOf(route: Route, make: () => ExampleInput): Case[] {
  const base = make();
  const cases: Case[] = [request(route, base, 'valid example')];
  const variant = (label: string, change: (ex: ExampleInput) => ExampleInput) =>
    cases.push(request(route, change(make()), label));
  if (hasBody(route.method) && base.body !== undefined && typeof base.body === 'object') {
    for (const path of nodePaths(base.body)) {
      for (const value of [...badJsonValues, remove]) {
        variant(`body.${path.join('.')}=${describeValue(value)}`, (ex) => ({
          ...ex,
          body: withNode(ex.body, path, value),
        }));
      }
    }
    variant('NUL in every string of the body', (ex) => ({ ...ex, body: withNulInEveryString(ex.body) }));
  }
  for (const [key, value] of Object.entries(base.query ?? {})) {
    for (const bad of [...badTextValues, undefined]) {
      variant(`query.${key}=${describeValue(bad ?? remove)}`, (ex) => ({ ...ex, query: { ...ex.query, [key]: bad } }));
    }
    if (typeof value === 'object' && value !== null) {
      for (const path of nodePaths(value)) {
        for (const bad of [...badJsonValues, remove]) {
          variant(`query.${key}.${path.join('.')}=${describeValue(bad)}`, (ex) => ({
            ...ex,
            query: { ...ex.query, [key]: withNode(ex.query![key], path, bad) },
          }));
        }
      }
    }
  }
  const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  for (const name of paramNames) {
    for (const bad of badTextValues) {
      variant(`params.${name}=${describeValue(bad)}`, (ex) => ({
        ...ex,
        params: { ...ex.params, [name]: String(bad) },
      }));
    }
    for (const raw of badRawPathValues) {
      variant(`raw path params.${name}=${raw}`, (ex) => ({ ...ex, rawParams: { [name]: raw } }));
    }
  }
  for (const headers of badHeaderCases) {
    variant(`headers ${describeValue(headers)}`, (ex) => ({ ...ex, headers: { ...ex.headers, ...headers } }));
  }
  if (hasBody(route.method)) {
    for (const raw of badRawBodies) {
      variant(`raw body ${describeValue(raw.payload)} (${raw.contentType})`, (ex) => ({
        ...ex,
        body: raw.payload,
        contentType: raw.contentType,
      }));
    }
    variant('no body', (ex) => ({ ...ex, body: undefined }));
  }
  return cases;
}

async function tokenRevoked(token: string): Promise<boolean> {
  const [row] = await db.query<{ revoked_at: Date | null }>('select revoked_at from sessions where token_hash = $1', [
    sha256(token),
  ]);
  return !row || row.revoked_at !== null;
}

/** Sends one case; a session revoked by an earlier case (a logout) is replaced so later cases still get past the check. */
async function send(c: Case, withToken: boolean) {
  const run = () => {
    const auth = withToken ? { authorization: `Bearer ${ids.token}` } : {};
    return app.inject({ ...c.opts, headers: { ...keyHeader, ...auth, ...(c.opts.headers as Record<string, string>) } });
  };
  let res = await run();
  if (withToken && res.statusCode === 401 && (await tokenRevoked(ids.token))) {
    ids.token = await createSession(db, ids.studentId, clock());
    res = await run();
  }
  sent += 1;
  tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
  const where = `${res.statusCode} ${c.label}${withToken ? ' (session)' : ''}`;
  if (res.statusCode >= 500) {
    problems.push(`${where}: ${res.body.slice(0, 200)}`);
    const part = c.label.replace(/[=(].*$/, '').trim();
    problemsByPart.set(part, (problemsByPart.get(part) ?? 0) + 1);
  }
  if (/\n\s+at \S/.test(res.body)) problems.push(`${where}: stack trace in the answer`);
  const path = c.opts.url!.toString().split('?')[0];
  if (res.statusCode >= 400 && res.statusCode < 500 && c.opts.method !== 'HEAD' && isApiPath(path)) {
    let body: { status?: { success?: unknown; message?: unknown }; error?: unknown } | undefined;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    const envelopeOk =
      typeof body?.status?.message === 'string' && body.status.message !== '' && body.status.success === false;
    const walletOk = isWalletPath(path) && typeof body?.error === 'string';
    if (!envelopeOk && !walletOk) problems.push(`${where}: no envelope with status.message: ${res.body.slice(0, 200)}`);
  }
}

describe('malformed input on every endpoint', () => {
  it('collects the routes from the server itself, covering every contract path', () => {
    const registered = new Set(routes.map((r) => r.url));
    // Every export of contracts/paths is a path but apiPrefixes.
    const { apiPrefixes: _prefixes, ...paths } = apiPaths;
    const contractPaths = Object.values(paths).map((p) =>
      typeof p === 'function' ? p(0).replace(/\/0$/, '/:studentId') : p,
    );
    expect(contractPaths.filter((p) => !registered.has(p))).toEqual([]);
  });

  it('answers no malformed request with 500 or above, every 4xx with the envelope', async () => {
    const started = Date.now();
    const withoutExample: string[] = [];
    // HEAD runs the GET handler: covered by the GET cases.
    for (const route of routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')) {
      const examples = routeExamples[`${route.method} ${route.url}`];
      if (!examples) withoutExample.push(`${route.method} ${route.url}`);
      for (const example of examples ?? [() => ({})]) {
        for (const withToken of [true, false]) {
          for (const c of casesOf(route, () => example(ids))) await send(c, withToken);
        }
      }
    }
    const byStatus = [...tally.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `malformed-input: ${sent} requests to ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s; by status ${byStatus}; ` +
        `${problems.length} problems; routes without an example: ${withoutExample.join(', ') || 'none'}`,
    );
    const routesWith500 = new Set([...problemsByPart.keys()].map((k) => k.split(' ').slice(0, 2).join(' ')));
    console.log(
      `answers >= 500 on ${routesWith500.size} routes:\n${[...problemsByPart].map(([k, n]) => `  ${n} × ${k}`).join('\n')}`,
    );
    expect.soft(problems.length, problems.slice(0, 40).join('\n')).toBe(0);
    expect([...tally.keys()].filter((s) => s >= 500)).toEqual([]);
  }, 600_000);

  it("answers the issue's example, course/info?configCourseId=2147483648, 400 naming the field", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${apiPaths.courseInfo}?configCourseId=2147483648`,
      headers: keyHeader,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: expect.stringContaining('configCourseId'),
    });
  });

  it('leaves Object.prototype unpolluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
