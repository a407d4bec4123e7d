import type { CourseOutline } from '@contracts/courseTaking';

import type { Failure } from '../shared/failure';

export type { CourseOutline };

export interface CourseOutlineInput {
  /** The course chosen (stored); none: the page says to pick one on the dashboard. */
  studentCourseId?: number;
}

export interface CourseOutlineContext extends CourseOutlineInput {
  outline?: CourseOutline;
  failure?: Failure;
}

export type CourseOutlineEvent =
  | { type: 'retry.request' }
  /** Start / Continue: chapter launch decides which chapter. */
  | { type: 'course.continue' }
  /** A chapter of the table of contents (an available, in-progress or completed one). */
  | { type: 'chapter.open'; chapterNumber: number };
