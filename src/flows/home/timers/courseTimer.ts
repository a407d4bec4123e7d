import { useSyncExternalStore } from 'react';

/** What the sidebar's timer cards show (02 §2 Timer display), published by the page that counts (the chapter). */
export interface CourseTimerReading {
  /** Seconds of the open chapter (credited and counted); 0 hides the card. */
  chapterSeconds: number;
  /** Today's time left; null when the course has no daily cap (the card is hidden). */
  todayLeft: number | null;
}

const none: CourseTimerReading = { chapterSeconds: 0, todayLeft: null };

export interface CourseTimer {
  read: () => CourseTimerReading;
  publish: (reading: CourseTimerReading) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createCourseTimer(): CourseTimer {
  let reading = none;
  const listeners = new Set<() => void>();
  const set = (next: CourseTimerReading) => {
    if (next.chapterSeconds === reading.chapterSeconds && next.todayLeft === reading.todayLeft) return;
    reading = next;
    listeners.forEach((l) => l());
  };
  return {
    read: () => reading,
    publish: set,
    clear: () => set(none),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useCourseTimerReading = (timer: CourseTimer) =>
  useSyncExternalStore(timer.subscribe, timer.read, timer.read);

/** 02 §2 Timer display: 'HHh MMm' from seconds. */
export function formatHoursMinutes(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}h ${String(minutes % 60).padStart(2, '0')}m`;
}
