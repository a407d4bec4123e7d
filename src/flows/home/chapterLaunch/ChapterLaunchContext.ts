import { chapterLaunchMachine } from '@machines/chapterLaunch';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ChapterLaunchContext = createFlowContext(chapterLaunchMachine);
