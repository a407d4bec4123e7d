import { createActorContext } from '@xstate/react';

import { faqsMachine } from '@machines/faqs';

export const FaqsContext = createActorContext(faqsMachine);
