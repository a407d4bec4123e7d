import { useEffect } from 'react';

import type { KeptAnswers } from '@machines/quiz';
import * as timings from '@machines/timings';

import { useCourseTimer } from '../timers/CourseTimerContext';
import { type EverySecond, wallClockSeconds } from '../timers/wallClockSeconds';
import { QuizContext } from './QuizContext';
import { useKeptAnswers, useTimeShown, useUnsavedCount } from './quizSelectors';
import { useQuizEvents } from './useQuizEvents';

/** The exam's clock (a slowed background tab catches up). */
export const browserSeconds: EverySecond = wallClockSeconds(timings.examSecond);

interface QuizBindingsProps {
  everySecond?: EverySecond;
  /** Keeps the final exam's unsaved answers outside the page (storage), or clears them (null). */
  keepAnswers?: (kept: KeptAnswers | null) => void;
}

/**
 * What the quiz machine hears from the browser (its clock while a time limit runs, coming back online) and what the
 * page tells it: the sidebar's 'Final Quiz Time ' card shows the time left; closing the tab with answers unsaved asks
 * first.
 */
export function QuizBindings({ everySecond = browserSeconds, keepAnswers }: QuizBindingsProps) {
  const events = useQuizEvents();
  const timer = useCourseTimer();
  const counting = QuizContext.useSelector((s) => s.matches({ answering: { countdown: 'running' } }));
  const timeShown = useTimeShown();
  const unsaved = useUnsavedCount() > 0;
  const kept = useKeptAnswers();

  useEffect(() => (counting ? everySecond(events.second) : undefined), [counting, everySecond, events]);

  useEffect(() => {
    window.addEventListener('online', events.online);
    return () => window.removeEventListener('online', events.online);
  }, [events]);

  useEffect(() => timer.publish({ chapterSeconds: timeShown, todayLeft: null }), [timer, timeShown]);
  useEffect(() => () => timer.clear(), [timer]);

  // Unsaved answers outlive the page (a reload, a logout, a lost connection) and are sent when the try resumes.
  useEffect(() => {
    if (kept !== undefined) keepAnswers?.(kept);
  }, [kept, keepAnswers]);

  useEffect(() => {
    if (!unsaved) return;
    // The browser's own 'Leave site?' question: an answer not saved yet would be lost with the page.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return null;
}
