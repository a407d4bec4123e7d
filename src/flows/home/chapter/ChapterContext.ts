import { chapterMachine } from '@machines/chapter';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ChapterContext = createFlowContext(chapterMachine);
