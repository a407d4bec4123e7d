import { type Failure, failureOf } from './failure';
import { outputParams } from './output';

/** Which of the two loads failed: the record's call (named by the machine) or the state list. */
export interface LoadFailure<TCall extends string> {
  call: TCall | 'states';
  failure: Failure;
}

/**
 * The student forms' "load the record and the state list, retry" block (02 §7 Student details, State list;
 * §8 default server error), as the states `loading` and `failed` to spread into a machine's `states`:
 * `loading` runs the record's call (`record.src`, with `{ studentId }`) and 'loadStates' at once and goes
 * to `loadedTarget` once the machine's `loaded` guard holds; either call failing goes to `failed`, whose
 * 'Try again' (`retry.request`) loads both again.
 *
 * The machine provides, in `setup`: the actors `record.src` and 'loadStates', the guard `loaded`, and the
 * actions `clearLoaded` (record, states and loadFailure undefined), `keepRecord` (params: the record),
 * `keepStates` (params: the list, already reversed) and `keepLoadFailure` (params: a `LoadFailure`).
 * The params come from the typed `onDone`/`onError` event, so neither side casts.
 */
export function loadWithRetry<const TSrc extends string, const TCall extends string, const TLoaded extends string>(
  record: { src: TSrc; call: TCall },
  loadedTarget: TLoaded,
) {
  const loadFailure =
    (call: TCall | 'states') =>
    ({ event }: { event: { error: unknown } }): LoadFailure<TCall> => ({ call, failure: failureOf(event) });
  return {
    loading: {
      meta: { spec: '02 §7 Student details, State list' },
      entry: 'clearLoaded',
      invoke: [
        {
          id: record.src,
          src: record.src,
          input: ({ context }: { context: { studentId?: number } }) => ({ studentId: context.studentId }),
          onDone: { actions: { type: 'keepRecord', params: outputParams } },
          onError: { target: 'failed', actions: { type: 'keepLoadFailure', params: loadFailure(record.call) } },
        },
        {
          id: 'loadStates',
          src: 'loadStates',
          onDone: {
            description: 'The state list is shown reversed.',
            meta: { spec: '02 §7 State list' },
            actions: {
              type: 'keepStates',
              params: <TState>({ event }: { event: { output: readonly TState[] } }) => [...event.output].reverse(),
            },
          },
          onError: { target: 'failed', actions: { type: 'keepLoadFailure', params: loadFailure('states') } },
        },
      ],
      always: { guard: 'loaded', target: loadedTarget },
    },
    failed: {
      description:
        "A failed student fetch shows the generic server error; a failed state list its returned message. Both offer 'Try again'.",
      meta: { spec: '02 §7 State list, §8 default server error' },
      on: { 'retry.request': { target: 'loading' } },
    },
  } as const;
}
