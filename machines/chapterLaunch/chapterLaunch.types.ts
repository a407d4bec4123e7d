import type { ChapterLaunch } from '@contracts/courseTaking';
import type { NavigateParams } from '@contracts/routes';

import type { Failure } from '../shared/failure';

export type { ChapterLaunch };

export interface ChapterLaunchInput {
  /** The course chosen on the dashboard (stored); none: back to the dashboard. */
  studentCourseId?: number;
  /** A chapter picked in the table of contents; none: the one to continue with. */
  chapterNumber?: number;
}

export interface ChapterLaunchContext extends ChapterLaunchInput {
  launch?: ChapterLaunch;
  leaveTo?: NavigateParams;
  failure?: Failure;
}

export type ChapterLaunchEvent =
  | { type: 'retry.request' }
  /** A menu link: the 'saving progress' overlay, then the page (02 §2 Sidebar). */
  | { type: 'leave.request'; to: NavigateParams };
