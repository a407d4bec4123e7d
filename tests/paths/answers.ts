import { expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import type { Failure } from '@machines/shared/failure';

import { classify } from '../model/harness/model';
import type { PlannedPath } from '../model/harness/paths';
import type { BrowserFlow } from './browserFlow';

/*
 * The server answers a path plans after a user action, a timer or the page's opening, up to the next one.
 * Each failure the seeded server cannot give (no connection, a 5xx, a refusal the map names) is answered by interception, however many answers
 * come before it (the price, then the fields of a form that fails). When the map declares the address of an answer's
 * call (`intercept`), the call waits until the machine has taken the answer planned before it: two loads that run at
 * once reach the page in the planned order, and every answer is still the real server's.
 */

const isFailure = (error: unknown): error is Failure =>
  typeof error === 'object' && error !== null && 'kind' in error && 'httpStatus' in error;

/** A failure the seeded server cannot give: no connection, or a server error. */
export const needsInterception = (event: AnyEventObject | undefined): Failure | undefined => {
  if (!event) return undefined;
  const step = classify(event);
  if (step.kind !== 'error') return undefined;
  const failure = step.error;
  if (!isFailure(failure)) return undefined;
  return failure.kind === 'network' || failure.httpStatus >= 500 ? failure : undefined;
};

/**
 * A planned refusal the map says the server cannot give (`codes`: undefined for none, empty for every one): answered by
 * interception.
 */
const refusalOf = (event: AnyEventObject, codes: string[] | undefined): Failure | undefined => {
  const step = classify(event);
  if (!codes || step.kind !== 'error' || !isFailure(step.error)) return undefined;
  return codes.length === 0 || codes.includes(step.error.code ?? '') ? step.error : undefined;
};

/** An actor's answer the map brings about itself (a child flow the student completes, the browser's speech). */
const performedByMap = (flow: BrowserFlow, event: AnyEventObject) =>
  classify(event).kind !== 'user' && flow.perform[event.type] !== undefined;

const isServerAnswer = (flow: BrowserFlow, event: AnyEventObject) =>
  ['done', 'error'].includes(classify(event).kind) && !performedByMap(flow, event);

const invokeOf = (event: AnyEventObject) => {
  const step = classify(event);
  return step.kind === 'done' || step.kind === 'error' ? step.invokeId : '';
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The newest actor of the flow's machine: its value history. */
const historyOf = async (page: Page, machineId: string): Promise<unknown[]> =>
  page
    .evaluate(
      (id) =>
        Object.values(window.__flowTrace ?? {})
          .filter((a) => a.machineId === id)
          .at(-1)?.history ?? [],
      machineId,
    )
    .catch(() => []);

/** The routes set up for a page's current answers: the next action's answers replace those left unused. */
const pending = new WeakMap<Page, Array<{ url: Parameters<Page['route']>[0]; handler: (route: Route) => unknown }>>();

/**
 * Sets up the answers of the server-answer steps after step `from` (-1: the page's opening), up to the next user action
 * or timer: call it before the action (or before the page loads).
 */
export async function prepareAnswers(page: Page, flow: BrowserFlow, path: PlannedPath, from: number) {
  for (const { url, handler } of pending.get(page) ?? []) await page.unroute(url, handler).catch(() => undefined);
  pending.set(page, []);
  const segment: number[] = [];
  for (let k = from + 1; k < path.steps.length && isServerAnswer(flow, path.steps[k].event); k++) segment.push(k);
  // The history already seen: an answer waits for the one before it among the values the machine takes from now on.
  const seenBefore = from < 0 ? 0 : (await historyOf(page, flow.model.machine.id)).length;
  // Routes run newest first: the later answers of one address are set up first, so its first call meets the first.
  for (const k of [...segment].reverse()) {
    const event = path.steps[k].event;
    const target = flow.intercept?.[invokeOf(event)];
    const failure = needsInterception(event) ?? refusalOf(event, target?.refusals?.codes ?? (target?.refusals && []));
    if (!target) {
      if (failure)
        throw new Error(
          `'${flow.model.id}': the path needs '${invokeOf(event)}' to fail (${failure.kind}), which the seeded server ` +
            `cannot do; declare its address in the browser map's intercept`,
        );
      continue;
    }
    const previous = k > segment[0] ? path.steps[k - 1] : undefined;
    const waitsFor = previous && invokeOf(previous.event) !== invokeOf(event) ? previous.value : undefined;
    let used = false;
    const handler = async (route: Route) => {
      if (used) return route.fallback();
      used = true;
      // Unrouted once answered: unrouting a handler while it runs would let its call through at once.
      const unroute = () => page.unroute(target.url, handler).catch(() => undefined);
      if (waitsFor !== undefined)
        await expect
          .poll(
            async () =>
              (await historyOf(page, flow.model.machine.id)).some((v, i) => i >= seenBefore && same(v, waitsFor)),
            { timeout: 10_000 },
          )
          .toBe(true)
          .catch(() => undefined);
      if (!failure)
        return route
          .continue()
          .catch(() => undefined)
          .then(unroute);
      return (
        failure.kind === 'network'
          ? route.abort('connectionfailed')
          : route.fulfill({
              status: failure.httpStatus,
              // The refusal as the server sends it: its code and the parameters its wording needs.
              json: {
                status: { success: false, message: failure.message, code: failure.code, params: failure.params },
              },
            })
      )
        .catch(() => undefined)
        .then(unroute);
    };
    await page.route(target.url, handler);
    pending.get(page)!.push({ url: target.url, handler });
  }
}
