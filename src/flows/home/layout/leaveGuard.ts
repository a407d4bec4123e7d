import { createContext, useContext, useEffect } from 'react';

import type { NavigateParams } from '@contracts/routes';

/**
 * A page that must save before the student leaves it (chapter-launch, chapter: 02 §2 Sidebar) takes over the menu's
 * links and Logout while it is shown: the menu asks the guard instead of navigating.
 */
export interface LeaveGuard {
  leave: (to: NavigateParams) => void;
  /** A page with time to save first takes Logout over too (02 §2 'a different handler'). */
  logout?: () => void;
}

export interface LeaveGuards {
  current: () => LeaveGuard | undefined;
  register: (guard: LeaveGuard) => () => void;
}

export function createLeaveGuards(): LeaveGuards {
  let guard: LeaveGuard | undefined;
  return {
    current: () => guard,
    register(next) {
      guard = next;
      return () => {
        if (guard === next) guard = undefined;
      };
    },
  };
}

export const LeaveGuardContext = createContext<LeaveGuards>(createLeaveGuards());

/** Registers the page's guard while it is mounted (a stable object: an intent hook's). */
export function useLeaveGuard(guard: LeaveGuard) {
  const guards = useContext(LeaveGuardContext);
  useEffect(() => guards.register(guard), [guards, guard]);
}

export const useLeaveGuards = () => useContext(LeaveGuardContext);
