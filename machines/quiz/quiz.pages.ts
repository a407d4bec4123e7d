import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import type { QuizContext } from './quiz.types';

/** Chapter launch of a chapter (none: the one to continue with), the way the chapter's own button goes there. */
export const chapterLaunchOf = (chapterNumber: number | null | undefined): NavigateParams =>
  chapterNumber ? { to: routes.chapterLaunch, query: { chapter: chapterNumber } } : { to: routes.chapterLaunch };

/** Where a start outcome that opens no try sends the student back to the course. */
export const chapterToOpen = ({ start }: QuizContext) =>
  chapterLaunchOf(
    start?.outcome === 'reviewChapter'
      ? start.chapterNumber
      : start?.outcome === 'notDue'
        ? start.nextChapterNumber
        : null,
  );
