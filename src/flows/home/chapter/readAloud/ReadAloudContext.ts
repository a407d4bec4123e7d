import { createFlowContext } from '@shared/flows/createFlowContext';

import { readAloudMachine } from '@machines/readAloud';

export const ReadAloudContext = createFlowContext(readAloudMachine);
