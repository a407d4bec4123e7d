import type { NavigateParams } from '@contracts/routes';
import { useIntents } from '@shared/flows/useIntents';

import { ChapterContext } from './ChapterContext';

export function useChapterEvents() {
  return useIntents(ChapterContext, (send) => ({
    retry: () => send({ type: 'retry.request' }),
    nextSection: () => send({ type: 'section.next' }),
    previousSection: () => send({ type: 'section.previous' }),
    showSection: (section: number) => send({ type: 'section.show', section }),
    nextChapter: () => send({ type: 'next.request' }),
    leave: (to: NavigateParams) => send({ type: 'leave.request', to }),
    exit: () => send({ type: 'exit.request' }),
    confirmExit: () => send({ type: 'exit.confirm' }),
    cancelExit: () => send({ type: 'exit.cancel' }),
    logout: () => send({ type: 'logout.request' }),
    pageHidden: () => send({ type: 'page.hidden' }),
    pageVisible: () => send({ type: 'page.visible' }),
    idle: () => send({ type: 'presence.idle' }),
    active: () => send({ type: 'presence.active' }),
    online: () => send({ type: 'connection.online' }),
    second: () => send({ type: 'clock.second' }),
    /** The menu's links and Logout while the chapter is shown. */
    leaveGuard: {
      leave: (to: NavigateParams) => send({ type: 'leave.request', to }),
      logout: () => send({ type: 'logout.request' }),
    },
  }));
}
