import { createFlowContext } from '@shared/flows/createFlowContext';

import { chapterMachine } from '@machines/chapter';

export const ChapterContext = createFlowContext(chapterMachine);
