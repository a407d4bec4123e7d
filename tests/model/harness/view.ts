import type { screen as screenType } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';

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
