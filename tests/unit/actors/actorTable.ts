import { expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';

import type { Failure } from '@machines/shared/failure';
import type { ApiClient } from '@shared/api';

import { fakeEndpoints } from '../../setup/fakeEndpoints';

/**
 * Helpers of the actor table tests (tests/unit/actors/*.actors.test.ts): each row feeds an endpoint an answer shaped
 * like the server's envelope (contracts/envelope.ts: `status`, `data`, `token`), runs the actor as the machine would
 * and compares what it hands the machine; failures must reach the machine as the client threw them.
 */

/** A success as the server answers it: `{ status: { success, message }, data, token? }`. */
export const envelope = <D>(data: D, extra: { message?: string; token?: string } = {}) => ({
  status: { success: true, message: extra.message ?? '' },
  data,
  ...(extra.token === undefined ? {} : { token: extra.token }),
});

/** A success without `data` (what `client.call` lets through; `callData` reports it as invalidAnswer itself). */
export const noData = (message = '') => ({ status: { success: true, message } });

/** The plain failures the API client throws (src/shared/api/client.ts): the actors must pass them on untouched. */
export const clientFailures: Array<[string, Failure]> = [
  ['a refusal', { kind: 'failure', httpStatus: 400, code: 'VALIDATION', message: 'emailId: Invalid email' }],
  ['an ended session', { kind: 'unauthorized', httpStatus: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }],
  ['no answer', { kind: 'network', httpStatus: 0, message: '' }],
  ['an unreadable answer', { kind: 'invalidAnswer', httpStatus: 200, message: '' }],
];

type Call = (...args: never[]) => unknown;

/** An endpoint area (typed by its factory, e.g. `signInEndpoints`) whose calls are the given fakes. */
export function fakeArea<T>(area: (client: ApiClient) => T, calls: Partial<Record<keyof T, Call>>): T {
  return fakeEndpoints(calls)(area);
}

/** A fake call answering `answer` (or throwing `failure`), recording its arguments. */
export const answering = (answer: unknown) => vi.fn(async (..._args: unknown[]) => answer);
export const failing = (failure: Failure) =>
  vi.fn(async (..._args: unknown[]): Promise<never> => {
    throw failure;
  });

/** Runs a `fromPromise` actor with the input a machine would give it: its output, or what it threw. */
export async function run(logic: AnyActorLogic, input?: unknown): Promise<{ output: unknown } | { error: unknown }> {
  const actor = createActor(logic, { input }).start();
  try {
    return { output: await toPromise(actor) };
  } catch (error) {
    return { error };
  }
}

/** Every call went out with the actor's AbortSignal as its last argument (docs/architecture.md, the API seam). */
export function expectSignalled(call: ReturnType<typeof vi.fn>): void {
  expect(call).toHaveBeenCalled();
  for (const args of call.mock.calls) expect(args[args.length - 1]).toBeInstanceOf(AbortSignal);
}

/** The fake calls of a row, by endpoint name (one object serves every area: tests/setup/fakeEndpoints.ts). */
export type Calls = Record<string, Call>;
/**
 * The factory under test over fake areas: `actorsOver(createLoginActors, signInEndpoints)`, or for a factory that takes
 * more than areas, e.g. `(calls) => createSessionActors(fakeArea(sessionEndpoints, calls), storage)`.
 */
export type ActorsWith = (calls: Calls) => Record<string, AnyActorLogic>;

/** Endpoint area factories (e.g. `[studentEndpoints, statesEndpoints]`) for the areas a factory of actors takes. */
type AreaFactories<Areas extends unknown[]> = { [K in keyof Areas]: (client: ApiClient) => Areas[K] };

/**
 * The factory under test over fake areas, one per endpoint area it takes, e.g.
 * `actorsOver(createParentVerificationActors, studentEndpoints, statesEndpoints)`.
 */
export function actorsOver<Areas extends unknown[]>(
  factory: (...areas: Areas) => Record<string, AnyActorLogic>,
  ...areas: AreaFactories<Areas>
): ActorsWith {
  return (calls) => factory(...(areas.map((area) => fakeArea(area, calls)) as Areas));
}

/** A fake for an answer: a function is the call itself (answers by argument), anything else is answered as it is. */
const fakeFor = (answer: unknown) =>
  typeof answer === 'function' ? vi.fn(answer as (...args: unknown[]) => unknown) : answering(answer);

/**
 * Runs `actor` with the endpoints answering `answers` (by call name): what it hands the machine, and the fakes (every
 * one that was called must have had the actor's signal).
 */
export async function outcomeOf(
  actorsWith: ActorsWith,
  actor: string,
  input: unknown,
  answers: Record<string, unknown>,
) {
  const calls = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, fakeFor(answer)]));
  const result = await run(actorsWith(calls)[actor], input);
  for (const call of Object.values(calls)) if (call.mock.calls.length) expectSignalled(call);
  return { result, calls };
}

/**
 * The failure table of a factory: for each `[actor, call, input, other answers]` and each failure the client throws,
 * the failing call's Failure reaches the machine as it is (the same object), whatever else answered.
 */
export function failuresPassThrough(
  actorsWith: ActorsWith,
  rows: Array<[actor: string, call: string, input: unknown, otherAnswers?: Record<string, unknown>]>,
) {
  const table = rows.flatMap(([actor, call, input, others = {}]) =>
    clientFailures.map(([name, failure]) => [actor, call, name, input, others, failure] as const),
  );
  it.each(table)(
    '%s: %s failing with %s passes the Failure through',
    async (actor, call, _name, input, others, failure) => {
      const calls: Calls = {
        ...Object.fromEntries(Object.entries(others).map(([n, a]) => [n, fakeFor(a)])),
        [call]: failing(failure),
      };
      const result = await run(actorsWith(calls)[actor], input);
      expect(result).toEqual({ error: failure });
      expect((result as { error: unknown }).error).toBe(failure);
    },
  );
}

/** What an actor hands the machine: its output, or the failure it threw. */
export type Outcome = { output: unknown } | { error: unknown };

/**
 * A row of an answers table: `call` answers `answer` and the actor, run with `input`, hands the machine `expected`
 * (or `{ output }` when the row gives `output` instead); `call` must have been sent `sent`, then the actor's signal.
 * A field the row leaves out is the table's (`answersTable`'s `shared`: what every row has in common).
 */
export interface AnswerRow {
  name: string;
  actor?: string;
  call?: string;
  input?: unknown;
  answer?: unknown;
  expected?: Outcome;
  output?: unknown;
  /** The call's arguments before the signal; the actor's input when neither the row nor the table says. */
  sent?: unknown[];
}

/** The fields of a row that answers `data` in an envelope and expects it handed on as it is. */
export const handedOn = (data: unknown) => ({ answer: envelope(data), output: data });

/**
 * The answers table of a factory: one test per row, each checking what the actor hands the machine and the arguments
 * of its call (`title` names the tests, `$name` standing for the row's name, e.g. `'loadOrders answers $name'`).
 */
export function answersTable(
  title: string,
  actorsWith: ActorsWith,
  shared: Omit<AnswerRow, 'name'>,
  rows: AnswerRow[],
) {
  for (const own of rows) {
    const row = { ...shared, ...own };
    it(title.replace('$name', row.name), async () => {
      const { actor, call, input } = row;
      if (!actor || !call) throw new Error(`The row '${row.name}' names no actor or call`);
      const { result, calls } = await outcomeOf(actorsWith, actor, input, { [call]: row.answer });
      expect(result).toEqual(row.expected ?? { output: row.output });
      expect(calls[call]).toHaveBeenCalledWith(...(row.sent ?? [input]), expect.any(AbortSignal));
    });
  }
}
