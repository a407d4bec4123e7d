import { createActorContext } from '@xstate/react';

import { chapterLaunchMachine } from '@machines/chapterLaunch';

export const ChapterLaunchContext = createActorContext(chapterLaunchMachine);
