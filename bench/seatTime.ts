/**
 * Seat-time crediting benchmark (issue: "10,000 students on PostgreSQL"): how many students, each sending a time
 * update every 30 seconds, one server credits on time and without losing an update.
 *
 *   npm run bench:seat-time                                          # PGlite only (PostgreSQL: skipped)
 *   bash scripts/with-postgres.sh npm run bench:seat-time            # PGlite, then PostgreSQL (TEST_DATABASE_URL)
 *   BENCH_SECONDS=10 BENCH_STEPS=500,1000,2000 npm run bench:seat-time
 *   BENCH_SMOKE=1 npm run bench:seat-time                            # smoke mode (bench/smoke.ts): 60 students, 2 s
 *
 * Env: BENCH_SECONDS (load window per step, default 10), BENCH_BASELINE_SECONDS (default 3), BENCH_STEPS (students
 * per step, comma-separated), BENCH_CONNECTIONS (keep-alive sockets, default 64), BENCH_DB (pglite, pg or both:
 * default both when TEST_DATABASE_URL is set), BENCH_PG_POOL (the server's pool size; default: the server's own, 10).
 *
 * The real server (buildApp, the real clock) runs in a child process (this file with --serve), listening on
 * 127.0.0.1, so the load generator does not share its event loop; the child also owns the database. Students are
 * created in bulk in the database (student, paid course 611 with its first chapter launched an hour ago, its security
 * answers saved and the chapter's identity check passed, as the launch leaves a real student, a session
 * stored as sha256 of its token as server/auth/sessions.ts does): logging in thousands of times would measure scrypt.
 *
 * Time is not compressed (crediting would rightly refuse it): "N students, one update each per 30 s" is a request
 * rate of N/30 per second. Each step sends that rate, open loop (requests are due at fixed instants whatever the
 * answers; latency counts from the instant a request was due, so a slow server cannot slow the clock down), for
 * BENCH_SECONDS, over N students in turn: with a window under 30 s every student sends at most one update, claiming
 * the seconds since its previous one (30 for the first). Before each step GET /health (the database's `select 1`)
 * runs at the same rate: the machine's own noise, printed beside.
 *
 * An update is lost when it does not answer 200 with status.success, or when, after the step, a student's credited
 * total in the database (student_courses.credited_seconds and the chapter's time_spent) differs from the sum of the
 * `credited` seconds its answers reported. A step passes with p99 < 100 ms and nothing lost; the steps stop after the
 * first that fails. A benchmark, not a test: the figures vary with the machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { defaultSubscriptionKey, headerNames } from '../contracts/headers';
import * as apiPaths from '../contracts/paths';
import { benchSetting, benchSmoke, benchText } from './smoke';

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '..');

/** The course the students take (California 8-hour TVS: 12 chapters, no daily cap, no forced breaks). */
const configCourseId = 611;
const updateEverySeconds = 30;
const p99LimitMs = 100;
/** A request still unanswered this long after it was due: the step has clearly failed; stop sending. */
const overloadCutoffMs = 2_000;

// ---------------------------------------------------------------------------------------------------------------
// Child: the server and its database.

type ToChild =
  | { type: 'create'; count: number }
  | { type: 'totals'; studentCourseIds: number[] }
  | { type: 'cpu' }
  | { type: 'stop' };

interface BenchStudent {
  studentId: number;
  studentCourseId: number;
  studentCourseChapterId: number;
  token: string;
}

type FromChild =
  | { type: 'ready'; port: number; setupMs: number; detail: string }
  | { type: 'created'; students: BenchStudent[]; ms: number }
  | { type: 'totals'; rows: { id: number; course: number; chapter: number }[] }
  | { type: 'cpu'; micros: number }
  | { type: 'stopped' }
  | { type: 'error'; message: string };

async function serve() {
  const started = performance.now();
  const send = (msg: FromChild) => process.send!(msg);
  const { buildApp } = await import('../server/app');
  const { randomToken, sha256 } = await import('../server/auth/tokens');
  const { sessionLifetimeMs } = await import('../server/auth/sessions');
  const { defaultConfig } = await import('../server/config');
  const { createPgDb, createPgliteDb, migrate } = await import('../server/db');
  const { seed } = await import('../server/seed');
  const { hashSeededAnswers } = await import('../server/seed/identityChecks');
  const { randomBytes } = await import('node:crypto');

  const kind = process.env.SEAT_BENCH_DB === 'pg' ? 'pg' : 'pglite';
  const config = defaultConfig();
  let dataDir: string | undefined;
  let schema: string | undefined;
  let detail: string;
  let db: Awaited<ReturnType<typeof createPgDb>>;
  if (kind === 'pg') {
    // A schema of its own (dropped at the end), the server's own time limits and pool size (main.ts).
    schema = `seat_bench_${randomBytes(4).toString('hex')}`;
    const max = process.env.BENCH_PG_POOL ? Number(process.env.BENCH_PG_POOL) : undefined;
    db = await createPgDb({
      connectionString: process.env.TEST_DATABASE_URL!,
      schema,
      max,
      connectTimeoutMs: config.timeouts.dbConnectMs,
      statementTimeoutMs: config.timeouts.dbStatementMs,
    });
    const [v] = await db.query<{ server_version: string }>('show server_version');
    detail = `PostgreSQL ${v.server_version}, pool of ${max ?? 10} connections, schema ${schema}`;
  } else {
    // On disk in a temporary folder, as the server runs it (DATA_DIR), not in memory.
    dataDir = mkdtempSync(path.join(tmpdir(), 'bench-seat-time-'));
    db = await createPgliteDb(dataDir);
    detail = `PGlite on disk (${dataDir})`;
  }
  await migrate(db);
  // Reference data and the demo's accounts; the browser paths' fixtures are not what this measures.
  await seed(db, undefined, { pathFixtures: false });
  const [chapter] = await db.query<{ chapter_id: number }>(
    'select chapter_id from course_chapters where config_course_id = $1 and position = 1',
    [configCourseId],
  );

  const answerHashes = await hashSeededAnswers();

  const app = buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };

  let created = 0;
  const create = async (count: number): Promise<BenchStudent[]> => {
    const now = new Date();
    const openedAt = new Date(now.getTime() - 3_600_000);
    const out: BenchStudent[] = [];
    for (let done = 0; done < count;) {
      const batch = Math.min(5_000, count - done);
      const emails = Array.from({ length: batch }, (_, i) => `seat-bench-${created + done + i}@example.com`);
      const tokens = emails.map(() => randomToken());
      await db.transaction(async (tx) => {
        const students = await tx.query<{ student_id: number; email: string }>(
          `insert into students (email, password_hash, first_name, last_name, status, is_verified, is_personal_info_pending,
             is_eligible, state_id, organisation_id, study_window_start)
           select e, 'no sign-in (seat-time benchmark)', 'Seat', 'Bench', 'Active', true, false, true, 5, 1001, $2
           from unnest($1::text[]) as e returning student_id, email`,
          [emails, openedAt],
        );
        const byEmail = new Map(students.map((s) => [s.email, s.student_id]));
        const ids = emails.map((e) => byEmail.get(e)!);
        // Paid and launched: what POST chapterLaunch leaves (server/routes/courseTaking.ts), the window opened an hour ago.
        const courses = await tx.query<{ student_course_id: number; student_id: number }>(
          `insert into student_courses (student_id, config_course_id, status, purchased_at, started_at, open_chapter_id, opened_at)
           select s, $2, 'InProgress', $3, $3, $4, $3 from unnest($1::int[]) as s returning student_course_id, student_id`,
          [ids, configCourseId, openedAt, chapter.chapter_id],
        );
        const courseOf = new Map(courses.map((c) => [c.student_id, c.student_course_id]));
        const courseIds = ids.map((id) => courseOf.get(id)!);
        const chapters = await tx.query<{ student_course_chapter_id: number; student_course_id: number }>(
          `insert into student_course_chapters (student_course_id, chapter_id, started_at, updated_at)
           select sc, $2, $3, $3 from unnest($1::int[]) as sc returning student_course_chapter_id, student_course_id`,
          [courseIds, chapter.chapter_id, openedAt],
        );
        const chapterOf = new Map(chapters.map((c) => [c.student_course_id, c.student_course_chapter_id]));
        // As a real student of this course stands after the launch: security answers saved and the chapter's identity
        // check passed (the course's rule asks one before each chapter: server/identity/due.ts).
        await tx.query(
          `insert into student_security_answers (student_id, question_id, answer_hash, saved_at)
           select s, q.id, q.hash, $4 from unnest($1::int[]) as s cross join unnest($2::int[], $3::text[]) as q(id, hash)`,
          [ids, answerHashes.map(([id]) => id), answerHashes.map(([, hash]) => hash), openedAt],
        );
        await tx.query(
          `with checks as (
             insert into identity_checks (student_course_id, course_round, kind, chapter_id, status, started_at, finished_at)
             select sc, 1, 'securityQuestion', $2, 'passed', $3, $3 from unnest($1::int[]) as sc returning identity_check_id)
           insert into identity_check_questions (identity_check_id, question_id, asked_at, answered_at, outcome, ip_address,
             user_agent)
           select identity_check_id, $4, $3, $3, 'right', '127.0.0.1', 'seat-time benchmark' from checks`,
          [courseIds, chapter.chapter_id, openedAt, answerHashes[0][0]],
        );
        await tx.query(
          `insert into sessions (token_hash, student_id, created_at, expires_at)
           select h, s, $3, $4 from unnest($1::text[], $2::int[]) as u(h, s)`,
          [tokens.map(sha256), ids, now, new Date(now.getTime() + sessionLifetimeMs)],
        );
        ids.forEach((studentId, i) =>
          out.push({
            studentId,
            studentCourseId: courseIds[i],
            studentCourseChapterId: chapterOf.get(courseIds[i])!,
            token: tokens[i],
          }),
        );
      });
      done += batch;
    }
    created += count;
    if (kind === 'pglite') await db.exec('analyze');
    else await db.exec('analyze students; analyze student_courses; analyze student_course_chapters; analyze sessions');
    return out;
  };

  process.on('message', (msg: ToChild) => {
    void (async () => {
      try {
        if (msg.type === 'create') {
          const t = performance.now();
          const students = await create(msg.count);
          send({ type: 'created', students, ms: performance.now() - t });
        } else if (msg.type === 'totals') {
          const rows = await db.query<{ id: number; course: number; chapter: number }>(
            `select sc.student_course_id as id, sc.credited_seconds as course, scc.time_spent as chapter
             from student_courses sc join student_course_chapters scc on scc.student_course_id = sc.student_course_id
             where sc.student_course_id = any($1::int[])`,
            [msg.studentCourseIds],
          );
          send({
            type: 'totals',
            rows: rows.map((r) => ({ id: r.id, course: Number(r.course), chapter: Number(r.chapter) })),
          });
        } else if (msg.type === 'cpu') {
          const { user, system } = process.cpuUsage();
          send({ type: 'cpu', micros: user + system });
        } else if (msg.type === 'stop') {
          await app.close();
          if (schema) await db.exec(`drop schema if exists "${schema}" cascade`);
          await db.close();
          if (dataDir) rmSync(dataDir, { recursive: true, force: true });
          send({ type: 'stopped' });
          process.disconnect();
        }
      } catch (err) {
        send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      }
    })();
  });
  send({ type: 'ready', port, setupMs: performance.now() - started, detail });
}

// ---------------------------------------------------------------------------------------------------------------
// Parent: the load generator.

class Server {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    readonly setupMs: number,
    readonly detail: string,
  ) {}

  static async start(kind: 'pglite' | 'pg'): Promise<Server> {
    const child = spawn(process.execPath, ['--import', 'tsx', thisFile, '--serve'], {
      cwd: repoRoot,
      // A smoke run's server seeds at a test run's password cost (no student of the load signs in).
      env: { ...process.env, SEAT_BENCH_DB: kind, ...(benchSmoke ? { PASSWORD_HASH_COST: '1024' } : {}) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await Server.next(child);
    if (ready.type !== 'ready') throw new Error(`server: ${JSON.stringify(ready)}`);
    return new Server(child, ready.port, ready.setupMs, ready.detail);
  }

  private static next(child: ChildProcess): Promise<FromChild> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the server process ended (code ${code})`));
      child.once('exit', onExit);
      child.once('message', (msg: FromChild) => {
        child.off('exit', onExit);
        if (msg.type === 'error') reject(new Error(`server: ${msg.message}`));
        else resolve(msg);
      });
    });
  }

  async call<T extends FromChild['type']>(msg: ToChild, expect: T): Promise<Extract<FromChild, { type: T }>> {
    const answer = Server.next(this.child);
    this.child.send(msg);
    const got = await answer;
    if (got.type !== expect) throw new Error(`server answered ${got.type}, not ${expect}`);
    return got as Extract<FromChild, { type: T }>;
  }

  async stop() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    try {
      await this.call({ type: 'stop' }, 'stopped');
    } catch {
      this.child.kill('SIGKILL');
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  kill() {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/** The answer's envelope, as far as the benchmark reads it. */
interface Answer {
  status: number;
  body?: {
    status?: { success?: boolean };
    data?: { credited?: unknown; outcome?: unknown; studentCourseChapterId?: unknown };
  };
}

function request(agent: http.Agent, port: number, method: string, url: string, body?: unknown, token?: string) {
  return new Promise<Answer>((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          [headerNames.subscriptionKey]: defaultSubscriptionKey,
          ...(token ? { [headerNames.authorization]: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let parsed: Answer['body'];
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', () => resolve({ status: 0 }));
      },
    );
    req.on('error', () => resolve({ status: 0 }));
    if (payload) req.write(payload);
    req.end();
  });
}

interface LoadResult {
  latencies: number[];
  sent: number;
  planned: number;
  /** Sent / seconds from the first due instant to the last answer. */
  achievedPerSecond: number;
  /** Stopped sending: a request was unanswered overloadCutoffMs after it was due. */
  overloaded: boolean;
}

/**
 * Open loop: request i is due at start + i / rate, sent then (or as soon as the client gets to it) whatever the
 * earlier ones answered; its latency counts from the due instant (`fire(i)` sends it and records its outcome).
 */
async function openLoop(rate: number, seconds: number, fire: (i: number) => Promise<void>): Promise<LoadResult> {
  const planned = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  const latencies: number[] = [];
  const dueOf = (i: number) => start + i * interval;
  const done: boolean[] = new Array(planned).fill(false);
  const inFlight: Promise<void>[] = [];
  let next = 0;
  let oldest = 0;
  let lastAnswer = start;
  let overloaded = false;
  while (next < planned) {
    const now = performance.now();
    while (next < planned && dueOf(next) <= now) {
      const i = next++;
      inFlight.push(
        fire(i).then(() => {
          lastAnswer = performance.now();
          latencies.push(lastAnswer - dueOf(i));
          done[i] = true;
        }),
      );
    }
    while (oldest < next && done[oldest]) oldest++;
    if (oldest < next && now - dueOf(oldest) > overloadCutoffMs) {
      overloaded = true;
      break;
    }
    if (next < planned)
      await new Promise((r) => setTimeout(r, Math.max(0, Math.min(dueOf(next) - performance.now(), 50))));
  }
  await Promise.all(inFlight);
  return {
    latencies,
    sent: next,
    planned,
    achievedPerSecond: next / Math.max(0.001, (lastAnswer - start) / 1000),
    overloaded,
  };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : String(Math.round(v)));

interface Pupil extends BenchStudent {
  /** When its previous update was sent (performance.now()), or undefined: none yet. */
  lastSentAt?: number;
  /** Updates sent (the browser numbers its batches: updateId). */
  sent: number;
  /** The sum of `credited` its answers reported (what the database must hold). */
  expected: number;
}

interface StepRow {
  students: number;
  'target req/s': string;
  'req/s': string;
  'p50 ms': string;
  'p99 ms': string;
  'health p50 ms': string;
  'health p99 ms': string;
  'server CPU': string;
  sent: number;
  errors: number;
  lost: number;
  result: string;
}

const log = (line: string) => console.log(line);

async function runDatabase(kind: 'pglite' | 'pg', steps: number[], opts: Options) {
  const name = kind === 'pg' ? 'PostgreSQL' : 'PGlite';
  log(`\n${name}: starting the server (migrate, seed)…`);
  const server = await Server.start(kind);
  const cleanup = () => server.kill();
  process.once('exit', cleanup);
  const rows: StepRow[] = [];
  let best = 0;
  let lostTotal = 0;
  try {
    log(`${name}: ${server.detail}; ready in ${(server.setupMs / 1000).toFixed(1)} s, http://127.0.0.1:${server.port}`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
    const pupils: Pupil[] = [];
    const grow = async (n: number) => {
      if (pupils.length >= n) return;
      const { students, ms: took } = await server.call({ type: 'create', count: n - pupils.length }, 'created');
      for (const s of students) pupils.push({ ...s, sent: 0, expected: 0 });
      log(`${name}: ${students.length} students created in the database in ${(took / 1000).toFixed(1)} s`);
    };

    /** One time update of a pupil, as the chapter page sends it; false when it is lost on the wire. */
    const update = async (p: Pupil): Promise<boolean> => {
      const now = performance.now();
      const timeSpent = p.lastSentAt === undefined ? updateEverySeconds : Math.round((now - p.lastSentAt) / 10) / 100;
      p.lastSentAt = now;
      const res = await request(
        agent,
        server.port,
        'PUT',
        apiPaths.timeManagement,
        {
          studentCourseChapterId: p.studentCourseChapterId,
          studentCourseId: p.studentCourseId,
          timeSpent,
          timeConsumedAfterIdentityVerification: 0,
          // As the chapter page numbers its batches (machines/chapter): a retry would be recognised, none is sent here.
          updateId: `seat-bench-${p.studentId}-${++p.sent}`,
        },
        p.token,
      );
      const credited = res.body?.data?.credited;
      if (res.status !== 200 || res.body?.status?.success !== true || typeof credited !== 'number') return false;
      p.expected += credited;
      return true;
    };

    /** Students whose database totals differ from their answers; their expectation is reset to the database's. */
    const mismatches = async (touched: Pupil[]) => {
      const { rows: totals } = await server.call(
        { type: 'totals', studentCourseIds: touched.map((p) => p.studentCourseId) },
        'totals',
      );
      const byId = new Map(totals.map((r) => [r.id, r]));
      let wrong = 0;
      for (const p of touched) {
        const t = byId.get(p.studentCourseId);
        const ok = t && Math.abs(t.course - p.expected) < 1e-6 && Math.abs(t.chapter - p.expected) < 1e-6;
        if (!ok) {
          wrong++;
          if (t) p.expected = t.course;
        }
      }
      return wrong;
    };

    // Sanity check of the bulk-created state against the real route, then a warm-up (not reported).
    await grow(steps[0]);
    const probe = pupils[0];
    const launch = await request(
      agent,
      server.port,
      'POST',
      apiPaths.chapterLaunch,
      { studentCourseId: probe.studentCourseId },
      probe.token,
    );
    if (
      launch.body?.data?.outcome !== 'open' ||
      launch.body.data.studentCourseChapterId !== probe.studentCourseChapterId
    )
      throw new Error(
        `chapter launch of a bulk-created student answered ${launch.status} ${JSON.stringify(launch.body)}`,
      );
    const warm = pupils.slice(0, Math.min(pupils.length, 100));
    await openLoop(50, warm.length / 50, async (i) => {
      if (!(await update(warm[i]))) throw new Error('a warm-up time update failed');
    });
    await openLoop(50, 1, async () => {
      await request(agent, server.port, 'GET', '/health');
    });
    const warmWrong = await mismatches(warm);
    if (warmWrong > 0) log(`${name}: warm-up: ${warmWrong} students' totals differ from their answers`);
    lostTotal += warmWrong;

    let cursor = 0;
    for (const n of steps) {
      await grow(n);
      const rate = n / updateEverySeconds;

      // Baseline: GET /health at the same rate.
      const health = await openLoop(rate, opts.baselineSeconds, async () => {
        await request(agent, server.port, 'GET', '/health');
      });

      // The load: the next students in turn (none twice in a window under 30 s).
      const planned = Math.round(rate * opts.seconds);
      const chosen = Array.from({ length: planned }, (_, i) => pupils[(cursor + i) % n]);
      cursor = (cursor + planned) % n;
      const touched = new Set<Pupil>();
      let errors = 0;
      const cpuBefore = (await server.call({ type: 'cpu' }, 'cpu')).micros;
      const loadStarted = performance.now();
      const load = await openLoop(rate, opts.seconds, async (i) => {
        touched.add(chosen[i]);
        if (!(await update(chosen[i]))) errors++;
      });
      const serverCpu =
        ((await server.call({ type: 'cpu' }, 'cpu')).micros - cpuBefore) / 1000 / (performance.now() - loadStarted);
      const wrong = await mismatches([...touched]);
      const lost = errors + wrong;
      lostTotal += lost;
      const p99 = percentile(load.latencies, 99);
      const pass = !load.overloaded && lost === 0 && p99 < p99LimitMs;
      if (pass) best = n;
      rows.push({
        students: n,
        'target req/s': rate.toFixed(1),
        'req/s': load.achievedPerSecond.toFixed(1),
        'p50 ms': ms(percentile(load.latencies, 50)),
        'p99 ms': ms(p99),
        'health p50 ms': ms(percentile(health.latencies, 50)),
        'health p99 ms': ms(percentile(health.latencies, 99)) + (health.overloaded ? ' (overloaded)' : ''),
        'server CPU': `${Math.round(serverCpu * 100)}%`,
        sent: load.sent,
        errors,
        lost,
        result: pass
          ? 'ok'
          : load.overloaded
            ? `overloaded: stopped after ${load.sent}/${load.planned} (one waited > ${overloadCutoffMs / 1000} s)`
            : [p99 >= p99LimitMs ? `p99 ≥ ${p99LimitMs} ms` : '', lost > 0 ? `${lost} lost` : '']
                .filter(Boolean)
                .join(', '),
      });
      log(
        `${name}: ${n} students: ${rows.at(-1)!['req/s']} req/s, p50 ${rows.at(-1)!['p50 ms']} ms, p99 ${rows.at(-1)!['p99 ms']} ms ` +
          `(health p99 ${rows.at(-1)!['health p99 ms']} ms), server process CPU ${rows.at(-1)!['server CPU']}, ${errors} errors, ${lost} lost: ${rows.at(-1)!.result}`,
      );
      if (!pass) break;
    }
    agent.destroy();
  } finally {
    await server.stop();
    process.off('exit', cleanup);
  }
  log(
    `\n${name}: one time update per student every ${updateEverySeconds} s, ${opts.seconds} s per step, ` +
      `${opts.connections} keep-alive connections; latency from the instant each request was due; ` +
      `"health": GET /health at the same rate just before (the machine's noise); "server CPU": the server process ` +
      `(Node${kind === 'pglite' ? ' and PGlite' : ''}) in one-core units`,
  );
  console.table(rows);
  log(`${name}: ${best} students held (largest step with p99 < ${p99LimitMs} ms and no update lost)`);
  return { best, lost: lostTotal };
}

interface Options {
  seconds: number;
  baselineSeconds: number;
  connections: number;
}

async function main() {
  const opts: Options = {
    seconds: benchSetting('BENCH_SECONDS', 10, 2),
    baselineSeconds: benchSetting('BENCH_BASELINE_SECONDS', 3, 1),
    connections: benchSetting('BENCH_CONNECTIONS', 64, 8),
  };
  if (opts.seconds >= updateEverySeconds) throw new Error(`BENCH_SECONDS must stay under ${updateEverySeconds}`);
  const steps = benchText(
    'BENCH_STEPS',
    '250,500,1000,2000,3000,5000,7500,10000,12500,15000,20000,25000,30000,40000',
    '60',
  )
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  const url = process.env.TEST_DATABASE_URL;
  const which = process.env.BENCH_DB ?? 'both';
  const started = performance.now();
  log(
    `Seat-time benchmark: ${cpus().length} CPUs, Node ${process.version}; steps ${steps.join(', ')} students; ` +
      `pass: p99 < ${p99LimitMs} ms and no update lost`,
  );

  let lost = 0;
  let pglite: string = 'skipped';
  let postgres: string = 'skipped';
  if (which !== 'pg') {
    const r = await runDatabase('pglite', steps, opts);
    pglite = String(r.best);
    lost += r.lost;
  }
  if (which !== 'pglite') {
    if (url) {
      const r = await runDatabase('pg', steps, opts);
      postgres = String(r.best);
      lost += r.lost;
    } else {
      log(
        '\nPostgreSQL: skipped (no TEST_DATABASE_URL). Run it with: bash scripts/with-postgres.sh npm run bench:seat-time',
      );
    }
  }
  log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
  log(`seat-time: ${postgres} students on PostgreSQL, ${pglite} on PGlite, ${lost} updates lost`);
  // A lost update is lost seat time, whatever the speed.
  if (lost > 0) process.exitCode = 1;
}

if (process.argv.includes('--serve')) await serve();
else await main();
