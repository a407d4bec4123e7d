import type { Failure } from '../shared/failure';

export interface BreakTimeInput {
  studentCourseId?: number;
}

export interface BreakTimeContext extends BreakTimeInput {
  /** Seconds of the break still to go (the server's breakUntil, as the binding measured it). */
  secondsLeft: number;
  failure?: Failure;
}

export type BreakTimeEvent = { type: 'retry.request' };
