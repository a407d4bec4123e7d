/**
 * The answer of an `onDone` transition as the params of a guard or action, for transitions written outside a
 * machine's `createMachine` (state-node factories), where `({ event }) => event.output` would have no event type:
 * `actions: { type: 'keepRecord', params: outputParams }`.
 */
export const outputParams = <TOutput>({ event }: { event: { output: TOutput } }): TOutput => event.output;
