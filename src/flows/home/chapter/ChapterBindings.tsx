import { useEffect } from 'react';

import { useIdle } from '@flows/session/sessionSelectors';

import { useLeaveGuard } from '../layout/leaveGuard';
import { useCourseTimer } from '../timers/CourseTimerContext';
import { useChapterSeconds, useTodayLeft } from './chapterSelectors';
import { useChapterEvents } from './useChapterEvents';

/**
 * What the chapter machine hears from the browser: Page Visibility, the session's idle rule, coming back online; the
 * menu's links and Logout (the 'saving progress' overlay first); and what it tells the sidebar's timer cards.
 */
export function ChapterBindings() {
  const events = useChapterEvents();
  const idle = useIdle();
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

  useEffect(() => timer.publish({ chapterSeconds, todayLeft }), [timer, chapterSeconds, todayLeft]);
  useEffect(() => () => timer.clear(), [timer]);

  useLeaveGuard(events.leaveGuard);
  return null;
}
