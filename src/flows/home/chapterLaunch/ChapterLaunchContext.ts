import { createFlowContext } from '@shared/flows/createFlowContext';

import { chapterLaunchMachine } from '@machines/chapterLaunch';

export const ChapterLaunchContext = createFlowContext(chapterLaunchMachine);
