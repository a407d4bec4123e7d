import { chapterSecondsOf } from '@machines/chapter';

import { ChapterContext } from './ChapterContext';

type Snapshot = Parameters<Parameters<typeof ChapterContext.useSelector>[0]>[0];

/** The chapter's seconds as the student sees them (credited plus counted). */
export const useChapterSeconds = () => ChapterContext.useSelector((s: Snapshot) => chapterSecondsOf(s.context));
export const useTodayLeft = () => ChapterContext.useSelector((s: Snapshot) => s.context.todayLeft);
export const usePage = () => ChapterContext.useSelector((s: Snapshot) => s.context.page);
export const useSection = () => ChapterContext.useSelector((s: Snapshot) => s.context.section);
/** The server has credited the chapter's required minutes: the button to go on is enabled. */
export const useChapterDone = () =>
  ChapterContext.useSelector(
    (s: Snapshot) => s.context.page !== undefined && s.context.creditedSeconds >= s.context.page.requiredSeconds,
  );
export const useSaveFailed = () =>
  ChapterContext.useSelector((s: Snapshot) => s.matches({ studying: { saver: 'failed' } }));
export const useSavingOverlay = () =>
  ChapterContext.useSelector((s: Snapshot) => s.matches('leaving') || s.matches('signingOut'));
export const useConfirmingExit = () => ChapterContext.useSelector((s: Snapshot) => s.matches('confirmingExit'));
export const useDayOver = () =>
  ChapterContext.useSelector((s: Snapshot) => (s.matches('dayOver') ? (s.context.resetsAt ?? '') : undefined));
