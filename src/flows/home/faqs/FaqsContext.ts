import { createFlowContext } from '@shared/flows/createFlowContext';

import { faqsMachine } from '@machines/faqs';

export const FaqsContext = createFlowContext(faqsMachine);
