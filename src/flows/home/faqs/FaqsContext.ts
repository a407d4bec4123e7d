import { faqsMachine } from '@machines/faqs';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const FaqsContext = createFlowContext(faqsMachine);
