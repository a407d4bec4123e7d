import { type screen as screenType, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { expect } from 'vitest';
import type { ActorOptions, ActorRefFrom, AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';

import type { Failure } from '@machines/shared/failure';

import { TestProviders } from '../../setup/TestProviders';

export type Screen = typeof screenType;

export interface ViewTools {
  user: UserEvent;
  screen: Screen;
}

/**
 * How a flow's view is driven in path tests: render it around a given actor logic, do each
 * user intent the way a person would (typing, clicking), and check that the screen shows
 * the state the machine is in.
 */
export interface FlowViewDriver<TMachine extends AnyStateMachine = AnyStateMachine> {
  render: (props: { logic: TMachine; options: Record<string, unknown> }) => ReactElement;
  /** One entry per user event type the model sends. */
  perform: Record<string, (event: AnyEventObject, tools: ViewTools) => Promise<void>>;
  /** Asserts what the screen shows for this snapshot (role and label queries). */
  expectScreen: (snapshot: SnapshotFrom<TMachine>, tools: ViewTools) => void | Promise<void>;
}

/** A flow's actor context (`createActorContext` of src/flows/*\/*Context.ts): its provider runs the given logic. */
interface FlowContext<TMachine extends AnyStateMachine> {
  Provider: (props: { children: ReactNode; logic?: TMachine; options?: ActorOptions<TMachine> }) => ReactElement;
}

/**
 * The usual `render` of a driver: `view` at the address `path` (English, in-memory router, tests/setup/TestProviders),
 * inside the flow context's provider running the path's actor logic.
 */
export function renderInFlow<TMachine extends AnyStateMachine>(
  path: string,
  Context: FlowContext<TMachine>,
  view: ReactNode,
): FlowViewDriver<TMachine>['render'] {
  return ({ logic, options }) => (
    <TestProviders path={path}>
      <Context.Provider logic={logic} options={options}>
        {view}
      </Context.Provider>
    </TestProviders>
  );
}

/**
 * The `render` of a child machine's view, which takes its actor ref as a prop (docs/architecture.md, Course taking):
 * here the harness starts the actor itself, with the path's input, clock and coverage probe in its options. `around`
 * wraps the view in what its parent gives it (a context, the services).
 */
export function renderAsChild<TMachine extends AnyStateMachine>(
  path: string,
  View: ComponentType<{ actor: ActorRefFrom<TMachine> }>,
  around: (view: ReactElement) => ReactElement = (view) => view,
): FlowViewDriver<TMachine>['render'] {
  function Child({ logic, options }: { logic: TMachine; options: Record<string, unknown> }) {
    const actor = useActorRef(logic as AnyStateMachine, options as ActorOptions<AnyStateMachine>);
    return <View actor={actor as ActorRefFrom<TMachine>} />;
  }
  return ({ logic, options }) => (
    <TestProviders path={path}>{around(<Child logic={logic} options={options} />)}</TestProviders>
  );
}

/** A user intent that is a click on the button named `name`. */
export const clickButton =
  (name: string | RegExp) =>
  async (_event: AnyEventObject, { user, screen }: ViewTools) =>
    user.click(screen.getByRole('button', { name }));

/**
 * Retypes the field labelled `label` (within `scope`, the whole screen by default) as a person would: clears it, then
 * types `value` (nothing for an empty value).
 */
export async function retype({ user, screen }: ViewTools, label: string, value: string, scope?: HTMLElement) {
  const input = (scope ? within(scope) : screen).getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** What the app says for a failure that is not a refusal with its own message (01 §8). */
export const genericError = 'Oops. Something went wrong. Please try again later.';

/**
 * The failure panel of a page that loads: with a `failure`, its words (a refusal's own message, else `genericError`)
 * in the alert and an enabled Try again button; without one, no Try again button.
 */
export function expectRetryPanel(screen: Screen, failure: Failure | null | undefined) {
  if (failure) {
    expect(screen.getByRole('alert')).toHaveTextContent(failure.kind === 'failure' ? failure.message : genericError);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  }
}
