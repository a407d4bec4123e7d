import { failureParams } from './failure';
import { outputParams } from './output';

/**
 * The invocation of a request whose answer one action keeps: the actor `src` (its id is its name) answers into the
 * state `done`, the machine's action `keep` taking the answer as its params; a failure goes to `failed`, kept by the
 * machine's `keepFailure` for the view to word (02 §8). A request with an input spreads it beside its `input`:
 * `invoke: { ...request({ … }), input: ({ context }) => … }`.
 */
export function request<
  const TSrc extends string,
  const TKeep extends string,
  const TDone extends string,
  const TFailed extends string,
>(call: { src: TSrc; keep: TKeep; done: TDone; failed: TFailed }) {
  return {
    id: call.src,
    src: call.src,
    onDone: { target: call.done, actions: { type: call.keep, params: outputParams } },
    onError: { target: call.failed, actions: { type: 'keepFailure', params: failureParams } },
  } as const;
}
