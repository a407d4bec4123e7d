import { createActorContext } from '@xstate/react';

import { chapterMachine } from '@machines/chapter';

export const ChapterContext = createActorContext(chapterMachine);
