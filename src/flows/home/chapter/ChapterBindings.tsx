import { useEffect } from 'react';

import * as timings from '@machines/timings';

import { useLeaveGuard } from '../layout/leaveGuard';
import { useCourseTimer } from '../timers/CourseTimerContext';
import { useChapterSeconds, useTodayLeft } from './chapterSelectors';
import { useChapterEvents } from './useChapterEvents';

/**
 * What the chapter machine hears from the browser: its clock's seconds, Page Visibility, the session's idle rule (`idle`), coming back online; the
 * menu's links and Logout (the 'saving progress' overlay first); and what it tells the sidebar's timer cards.
 */
/** Calls `tick` every second until the returned stop is called. */
export type EverySecond = (tick: () => void) => () => void;

/** The page's clock: the browser's interval timer (Playwright's clock drives it in browser tests). */
export const browserSeconds: EverySecond = (tick) => {
  const id = window.setInterval(tick, timings.studySecond);
  return () => window.clearInterval(id);
};

interface ChapterBindingsProps {
  idle: boolean;
  everySecond?: EverySecond;
}

export function ChapterBindings({ idle, everySecond = browserSeconds }: ChapterBindingsProps) {
  const events = useChapterEvents();
  const timer = useCourseTimer();
  const chapterSeconds = useChapterSeconds();
  const todayLeft = useTodayLeft();

  useEffect(() => {
    const report = () => (document.visibilityState === 'hidden' ? events.pageHidden() : events.pageVisible());
    report();
    document.addEventListener('visibilitychange', report);
    window.addEventListener('online', events.online);
    return () => {
      document.removeEventListener('visibilitychange', report);
      window.removeEventListener('online', events.online);
    };
  }, [events]);

  useEffect(() => (idle ? events.idle() : events.active()), [idle, events]);

  useEffect(() => everySecond(events.second), [everySecond, events]);

  useEffect(() => timer.publish({ chapterSeconds, todayLeft }), [timer, chapterSeconds, todayLeft]);
  useEffect(() => () => timer.clear(), [timer]);

  useLeaveGuard(events.leaveGuard);
  return null;
}
