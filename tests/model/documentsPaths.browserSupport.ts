import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import {
  documentsPathsAccount,
  documentsPathsPools,
  type DocumentsPathsSituation,
} from '../../server/seed/documentsPaths';
import type { BrowserAccount } from '../paths/browserFlow';
import { classify, type FlowModel } from './harness/model';
import { type PlannedPath, planPaths } from './harness/paths';

/*
 * What the browser maps of refunds, documents, eligibility, the course outline and the identity set-ups
 * share: whose account a path signs in as (server/seed/documentsPaths.ts), and an answer lost on its way back.
 */

/** The words of a failure without a message of its own (no connection). */
export const genericText = 'Oops. Something went wrong. Please try again later.';

/** Whether any step of the path has this text in its event (a failure code, an event type). */
export const mentions = (path: PlannedPath, text: string) =>
  path.steps.some((s) => JSON.stringify(s.event).includes(text));

/** The failure an actor answers in a step, if it is one. */
export const failureOf = (event: AnyEventObject | undefined, invokeId: string) => {
  if (!event) return undefined;
  const step = classify(event);
  return step.kind === 'error' && step.invokeId === invokeId
    ? (step.error as { kind: string; httpStatus: number; code?: string })
    : undefined;
};

/** The answer an actor gives in a step, if it is one. */
export const outputOf = (event: AnyEventObject | undefined, invokeId: string): unknown => {
  if (!event) return undefined;
  const step = classify(event);
  return step.kind === 'done' && step.invokeId === invokeId ? step.output : undefined;
};

const writersOf = new Map<string, string[]>();

/**
 * The account a path signs in as: the situation's shared account (number 0) for a path that only reads, or one of its
 * own for a path that changes the student's data (`writes`), numbered by its place among the flow's writing paths of
 * that situation (the same numbers in every run: the plan is fixed).
 */
export function pathAccount<M extends FlowModel>(
  flow: {
    model: M;
    skip: (path: PlannedPath) => string | undefined;
    situation: (path: PlannedPath) => DocumentsPathsSituation;
    writes: (path: PlannedPath) => boolean;
  },
  path: PlannedPath,
): BrowserAccount {
  const situation = flow.situation(path);
  if (!flow.writes(path)) return documentsPathsAccount(situation, 0);
  const key = `${flow.model.id}:${situation}`;
  let writers = writersOf.get(key);
  if (!writers) {
    writers = planPaths(flow.model)
      .filter((p) => flow.skip(p) === undefined && flow.situation(p) === situation && flow.writes(p))
      .map((p) => p.name);
    writersOf.set(key, writers);
  }
  const n = writers.indexOf(path.name) + 1;
  if (n === 0 || n >= documentsPathsPools[situation])
    throw new Error(
      `'${flow.model.id}': no account of its own left for '${path.name}' (${situation}: ${writers.length} writing paths, ` +
        `${documentsPathsPools[situation] - 1} accounts): add some in server/seed/documentsPaths.ts`,
    );
  return documentsPathsAccount(situation, n);
}

/**
 * The next call to the address reaches the server, and its answer is lost on the way back (the connection drops):
 * the failure the runner answers that call with (its interception, set up before this one) comes after the server
 * did the work. A retry then finds it done ("already saved", "already decided").
 */
export async function loseAnswer(page: Page, url: (url: URL) => boolean) {
  await page.route(
    url,
    async (route) => {
      await route.fetch();
      await route.fallback();
    },
    { times: 1 },
  );
}

/** Whether the path's failure `code` of this actor comes after a lost answer of the same actor (no connection). */
export function afterLostAnswer(path: PlannedPath, invokeId: string, code: string) {
  const at = path.steps.findIndex((s) => failureOf(s.event, invokeId)?.code === code);
  return at > 0 && path.steps.slice(0, at).some((s) => failureOf(s.event, invokeId)?.kind === 'network');
}

/**
 * Folds the flow inspector's panel (the page opens with `?inspect`) to its header: open, it covers the lower right of
 * the page, where a card's buttons may be. It folds for this page load; the trace goes on.
 */
export async function foldInspector(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Flow inspector' });
  await panel.getByRole('button', { name: 'Hide' }).click();
  await expect(panel.getByRole('button', { name: 'Show' })).toBeVisible();
}
