import { readAloudMachine } from '@machines/readAloud';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const ReadAloudContext = createFlowContext(readAloudMachine);
