import { useEffect, useRef, useState } from 'react';

/** A stable function that always calls the caller's latest callback: for machine actions that report to a parent component. */
export function useLatestCallback<Args extends unknown[]>(callback: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  const [stable] = useState(
    () =>
      (...args: Args) =>
        latest.current(...args),
  );
  return stable;
}
