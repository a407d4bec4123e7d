import type { Page } from '@playwright/test';
import type { AnyEventObject, AnyStateMachine } from 'xstate';

import type { FlowModel } from '../model/harness/model';
import type { PlannedPath } from '../model/harness/paths';

export interface BrowserAccount {
  email: string;
  password: string;
}

/** Where a step stands in its path, for a user action that depends on what comes next (the server's answer). */
export interface BrowserStep {
  event: AnyEventObject;
  /** The step after this one (a server answer the action must bring about), if any. */
  next: AnyEventObject | undefined;
  path: PlannedPath;
}

/**
 * A flow's browser map, beside its model: how the browser path tests (`npm run test:paths`) run the
 * model's planned paths in Chromium against the built app and the real reference server. Only the state and event
 * maps differ from the jsdom view driver; the paths are the same.
 */
export interface BrowserFlow<TMachine extends AnyStateMachine = AnyStateMachine> {
  model: FlowModel<TMachine>;
  /** The page the flow runs on (for a model with `inputs`, the address that gives the path's input). */
  page: string | ((path: PlannedPath) => string);
  /**
   * What a person does on the page before the flow's machine starts, when it does not start as the page opens: a child
   * machine its parent flow invokes later (the sign-in's second step), or a flow behind a button.
   */
  open?: (page: Page, path: PlannedPath) => Promise<void>;
  /**
   * The server the paths run against: the main e2e server, or the course-taking one, whose clock the paths move with
   * the page's (seat time is credited against the server's clock).
   */
  server?: 'main' | 'courseTaking';
  /**
   * A seeded account to sign in as first (server/seed/accounts.ts), or the one a path needs (a server answer depends
   * on whose data it is: orders or none).
   */
  account?: BrowserAccount | ((path: PlannedPath) => BrowserAccount | undefined);
  /**
   * Each user event as a person does it; also an invoked actor's answer the student brings about on the page, keyed by
   * its event type (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`): a child flow completed in its own screens, or
   * the browser's own answer (speech). Such an answer is never intercepted.
   */
  perform: Record<string, (page: Page, step: BrowserStep) => Promise<void>>;
  /**
   * What the page shows in each state the paths reach, by state name (as the path names write it), checked after the
   * machine is seen in that state.
   */
  states: Record<string, (page: Page) => Promise<void>>;
  /**
   * Answers the seeded server cannot give (no connection, a 500): the API address each invoked actor calls, answered
   * by route interception for that one call. Every other answer is the real server's. `refusals` says why the server
   * cannot give this actor's planned refusals either (a 402 it never answers, a race the browser cannot time): those
   * (only those with the `codes` given, when given) are intercepted too.
   */
  intercept?: Record<
    string,
    { url: string | RegExp | ((url: URL) => boolean); refusals?: { why: string; codes?: string[] } }
  >;
  /** User events that hand over to another page (navigation the app provides): the address it must show. */
  navigates?: Record<string, RegExp>;
  /** Planned paths the browser leaves to the jsdom paths, each with why (undefined: run it). */
  skip?: (path: PlannedPath) => string | undefined;
  /**
   * Waits, after a path's last step, until a real call the last state made has been answered, so the transition it
   * takes is in the path's trace (a path may end while its last request is still on the way).
   */
  settle?: (page: Page) => Promise<void>;
  /** Transitions (`transitionKey`) no browser path can take, with why. */
  unreachable?: Record<string, string>;
}
