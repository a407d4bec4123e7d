import type { Failure } from '../shared/failure';

export interface ReadAloudInput {
  sectionCount: number;
  /** The section shown when reading starts. */
  startAt: number;
}

export interface ReadAloudContext {
  sectionCount: number;
  /** The section being (or last) read. */
  section: number;
  failure?: Failure;
}

export type ReadAloudEvent =
  { type: 'read.start' } | { type: 'read.pause' } | { type: 'read.resume' } | { type: 'read.stop' };
