import type { NavigateParams } from '@contracts/routes';
import { useIntents } from '@shared/flows/useIntents';

import { ChapterLaunchContext } from './ChapterLaunchContext';

export function useChapterLaunchEvents() {
  return useIntents(ChapterLaunchContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    /** The menu's links while chapter-launch is shown ('saving progress' overlay); it has no time of its own to save at logout. */
    leaveGuard: { leave: (to: NavigateParams) => send({ type: 'leave.request', to }) },
  }));
}
