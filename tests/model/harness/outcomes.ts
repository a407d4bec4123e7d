import { type AnyStateMachine, fromPromise } from 'xstate';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

/**
 * Stands in for every actor a machine invokes: each invocation waits until the path
 * settles it with the answer the step names (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`).
 */
export class ScriptedOutcomes {
  private readonly pending = new Map<string, Pending>();
  /** Inputs the machine gave each actor id, newest last: tests can assert on requests. */
  readonly inputs = new Map<string, unknown[]>();

  actorsFor(machine: AnyStateMachine): Record<string, unknown> {
    const names = Object.keys(machine.implementations.actors ?? {});
    return Object.fromEntries(
      names.map((name) => [
        name,
        fromPromise<unknown, unknown>(
          ({ input, self }) =>
            new Promise((resolve, reject) => {
              this.pending.set(self.id, { resolve, reject, input });
              this.inputs.set(self.id, [...(this.inputs.get(self.id) ?? []), input]);
            }),
        ),
      ]),
    );
  }

  settle(invokeId: string, outcome: { ok: true; output: unknown } | { ok: false; error: unknown }): void {
    const pending = this.pending.get(invokeId);
    if (!pending)
      throw new Error(
        `No running actor '${invokeId}' to answer (running: ${[...this.pending.keys()].join(', ') || 'none'})`,
      );
    this.pending.delete(invokeId);
    if (outcome.ok) pending.resolve(outcome.output);
    else pending.reject(outcome.error);
  }
}
