import { useEffect } from 'react';

import { createThrottle } from './throttle';

/** User activity of 01 §4 Inactivity: pointer, key, scroll and touch. */
const windowEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** How often activity is reported at most; the idle timer is 5 minutes, so once a second is plenty. */
export const activityReportInterval = 1000;

/** Reports user activity (throttled) while `enabled`. */
export function useActivityReporting(enabled: boolean, report: () => void, intervalMs = activityReportInterval) {
  useEffect(() => {
    if (!enabled) return undefined;
    const gate = createThrottle(intervalMs);
    const onActivity = () => {
      if (gate.pass()) report();
    };
    const options = { passive: true, capture: true } as const;
    for (const type of windowEvents) window.addEventListener(type, onActivity, options);
    // Scroll does not bubble: listen in the capture phase so scrolling any element counts.
    document.addEventListener('scroll', onActivity, options);
    return () => {
      for (const type of windowEvents) window.removeEventListener(type, onActivity, options);
      document.removeEventListener('scroll', onActivity, options);
    };
  }, [enabled, report, intervalMs]);
}
