import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';

import { type APIRequestContext, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import type { FlowTrace } from '../../src/dev/inspect/flowTrace';
import { classify, delayMs } from '../model/harness/model';
import { type PlannedPath, planPaths, stateName } from '../model/harness/paths';
import { signedInStorage } from '../support/signedInStorage';
import { prepareAnswers } from './answers';
import type { BrowserAccount, BrowserFlow } from './browserFlow';
import { browserCover } from './cover';
import { type PathResult, pathsCoverageDir } from './coverageFiles';

/*
 * The browser path tests (docs/decisions.md, "QA and product owners in the browser"): every flow with a browser map
 * runs its model's planned paths (the same transition cover the jsdom paths run) in Chromium against the built app and
 * the real seeded server. The page is opened with `?inspect`, so the flow inspector records what each machine does
 * (window.__flowTrace): after every step the flow's machine must be in the planned state, and the page must show what
 * the map declares for it. Each step is a Playwright step, with a screenshot for the HTML report of
 * `npm run test:paths`; the transitions the machines took are written for scripts/pathsCoverage.ts.
 */

type Trace = FlowTrace;

const readTrace = (page: Page): Promise<Trace> => page.evaluate(() => window.__flowTrace ?? {});

/** The actor of the flow's machine a path follows (its session id), once seen. */
interface Followed {
  sessionId?: string;
}

/**
 * The flow's own machine: the newest actor of that machine, a page's root flow or a child machine a flow invoked (its
 * current value and the values it went through). A child machine the path follows that has ended (its final state)
 * stays the path's when its parent starts another at once (the profile's details open again after a save).
 */
async function flowActor(page: Page, machineId: string, followed: Followed = {}) {
  const actors = Object.entries(await readTrace(page)).filter(([, a]) => a.machineId === machineId);
  const ended = actors.find(([id, a]) => id === followed.sessionId && a.status === 'done');
  if (ended) return ended[1];
  const newest = actors.at(-1);
  followed.sessionId = newest?.[0];
  return newest?.[1];
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pollIntervals = [20, 50, 100, 250];

/**
 * Signed-in storage per account, made once per worker by the app's own sign-in code (the login map walks /login).
 * Course taking's flows signed in through the form while their chapter race was open (docs/decisions.md, "The test
 * run's time").
 */
const signedIn = new Map<string, BrowserContextOptions['storageState']>();
async function signedInAs(request: APIRequestContext, baseURL: string, account: BrowserAccount) {
  const known = signedIn.get(account.email);
  if (known) return known;
  const state = await signedInStorage(request, baseURL, account);
  signedIn.set(account.email, state);
  return state;
}

/**
 * The machine must reach the planned value after the states already matched (`seen` of its history): a state the
 * real server leaves at once (loading) is seen in the history. The page is checked while the state is current; the
 * last state of a path always is. Returns how much of the history is matched now.
 */
/** A state that waits for a server answer (the model offers one there): the real server may end it any moment. */
const awaitsAnswer = (flow: BrowserFlow, snapshot: unknown) =>
  flow.model.events(snapshot as never).some((e) => ['done', 'error'].includes(classify(e).kind) && !performs(flow, e));

async function expectState(
  page: Page,
  flow: BrowserFlow,
  { value, snapshot }: { value: unknown; snapshot: unknown },
  seen: number,
  where: string,
  followed: Followed,
) {
  let at = -1;
  await expect
    .poll(
      async () => {
        const history = (await flowActor(page, flow.model.machine.id, followed))?.history ?? [];
        at = history.findIndex((v, i) => i >= seen && same(v, value));
        return at >= 0;
      },
      // Short intervals: Playwright's default waits 100 ms, then 250 and 500 before looking again, and most states are
      // reached within a few tens of milliseconds (about 1,400 steps a run).
      { message: `${flow.model.id} reaches ${stateName(value)} ${where}`, intervals: pollIntervals },
    )
    .toBe(true);
  const name = stateName(value);
  const check = flow.states[name];
  if (!check) throw new Error(`'${flow.model.id}': the browser map declares nothing the page shows in '${name}'`);
  // The page is checked where it holds still: a state waiting for the server is the machine's history's alone (the
  // jsdom paths check its screen).
  const current = (await flowActor(page, flow.model.machine.id, followed))?.value;
  if (same(current, value) && !awaitsAnswer(flow, snapshot)) await check(page);
  return at;
}

/** An actor's answer the map brings about itself (a child flow the student completes, the browser's speech). */
const performs = (flow: BrowserFlow, event: AnyEventObject) =>
  classify(event).kind !== 'user' && flow.perform[event.type] !== undefined;

const withInspect = (address: string) => `${address}${address.includes('?') ? '&' : '?'}inspect`;

/**
 * A timer's delay passes on the page's clock; on the course-taking server (whose seat time is credited against its own
 * clock, server/devClock.ts) the server's clock moves first by the same time.
 */
async function passTime(page: Page, flow: BrowserFlow, ms: number) {
  if (flow.server === 'courseTaking') {
    const moved = await page.request.post('/dev/clock', { data: { advanceMs: ms } });
    expect(moved.ok()).toBe(true);
  }
  await page.clock.runFor(ms);
}

/** The page's clock, installed before it loads: at the course-taking server's time there, else the real time. */
async function installClock(page: Page, flow: BrowserFlow) {
  if (flow.server !== 'courseTaking') return page.clock.install();
  const res = await page.request.get('/dev/clock');
  const { now } = (await res.json()) as { now: string };
  await page.clock.install({ time: new Date(now) });
}

async function runPath(page: Page, flow: BrowserFlow, path: PlannedPath) {
  const start = { value: (path.start as { value: unknown }).value, snapshot: path.start };
  // The answers to the calls made as the page opens (a failure, their order) are set up before it loads (answers.ts).
  await prepareAnswers(page, flow, path, -1);
  await page.goto(withInspect(typeof flow.page === 'function' ? flow.page(path) : flow.page));
  await flow.open?.(page, path);
  const followed: Followed = {};
  let seen = await expectState(page, flow, start, 0, 'at the start', followed);
  for (const [i, step] of path.steps.entries()) {
    const next = path.steps[i + 1]?.event;
    await test.step(`${i + 1}. ${step.event.type} → ${stateName(step.value)}`, async () => {
      const kind = classify(step.event);
      // A user event, or an answer the student brings about on the page (a child flow's end, a device's): the map's.
      if (kind.kind === 'user' || performs(flow, step.event)) {
        await prepareAnswers(page, flow, path, i);
        const perform = flow.perform[step.event.type];
        if (!perform) throw new Error(`'${flow.model.id}': the browser map cannot perform '${step.event.type}'`);
        await perform(page, { event: step.event, next, path });
      } else if (kind.kind === 'timer') {
        await prepareAnswers(page, flow, path, i);
        await passTime(page, flow, delayMs(flow.model.machine, kind.delay));
      }
      const leavesFor = flow.navigates?.[step.event.type];
      if (leavesFor) {
        // The flow hands over to another page: the address shows it (the machine itself stays where it was).
        await expect(page).toHaveURL(leavesFor);
        return;
      }
      // Server answers are the real server's (or the interception set up before the call). A state entered again
      // (a retry) is found after the ones matched so far.
      const stays = same(step.value, i === 0 ? start.value : path.steps[i - 1].value);
      seen = await expectState(
        page,
        flow,
        step,
        stays ? seen : seen + 1,
        `after step ${i + 1} (${step.event.type})`,
        followed,
      );
      // Screenshots are for the HTML report (`npm run test:paths`); `npm test` reads no report.
      if (process.env.PATHS_REPORT)
        await test.info().attach(`step ${i + 1}`, { body: await page.screenshot(), contentType: 'image/png' });
    });
  }
}

function writeResult(result: Omit<PathResult, 'byMachine' | 'at'>, trace: Trace) {
  const byMachine: Record<string, string[]> = {};
  for (const actor of Object.values(trace))
    byMachine[actor.machineId] = [...new Set([...(byMachine[actor.machineId] ?? []), ...actor.transitions])];
  mkdirSync(pathsCoverageDir, { recursive: true });
  const name = createHash('sha1').update(`${result.flow}\n${result.path}`).digest('hex').slice(0, 16);
  const written: PathResult = { ...result, at: new Date().toISOString(), byMachine };
  writeFileSync(`${pathsCoverageDir}/${name}.json`, JSON.stringify(written));
}

/**
 * Defines the browser path tests of these flows: the planned paths the browser map does not skip, and of those the
 * fewest that take every transition of the plan (browserCover, cover.ts) unless `PATHS_ALL` is set
 * (`npm run test:paths -- --all`).
 */
export function definePathTests(flows: BrowserFlow[]) {
  for (const flow of flows) {
    test.describe(`${flow.model.id} (browser paths)`, () => {
      const planned = planPaths(flow.model);
      const runnable = planned.filter((p) => flow.skip?.(p) === undefined);
      const chosen = process.env.PATHS_ALL ? new Set(runnable) : browserCover(flow.model, runnable);
      for (const path of planned) {
        const skipped = flow.skip?.(path);
        if (skipped === undefined && !chosen.has(path)) continue;
        test(path.name, async ({ browser, baseURL, request }) => {
          const result = { flow: flow.model.id, path: path.name };
          if (skipped !== undefined) writeResult({ ...result, status: 'skipped', note: skipped }, {});
          test.skip(skipped !== undefined, skipped);
          // A long path is many page loads and answers: time by its steps.
          test.setTimeout(30_000 + 5_000 * path.steps.length);
          const account = typeof flow.account === 'function' ? flow.account(path) : flow.account;
          const context = await browser.newContext({
            baseURL,
            storageState: account ? await signedInAs(request, baseURL!, account) : undefined,
          });
          const page = await context.newPage();
          await installClock(page, flow);
          let status: PathResult['status'] = 'failed';
          try {
            await runPath(page, flow, path);
            await flow.settle?.(page);
            status = 'passed';
          } finally {
            writeResult({ ...result, status }, await readTrace(page).catch(() => ({})));
            await context.close();
          }
        });
      }
    });
  }
}
