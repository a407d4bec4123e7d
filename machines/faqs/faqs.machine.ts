import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type { FaqList, FaqsContext, FaqsEvent } from './faqs.types';

/**
 * 02 §2 customer-support: the FAQs in the interface language. Searching and opening a question are the
 * page's own (they change nothing but what is shown, and the address keeps them for links).
 */
export const faqsMachine = setup({
  types: { context: {} as FaqsContext, events: {} as FaqsEvent },
  actors: { loadFaqs: provided<FaqList>('loadFaqs') },
  actions: {
    keepList: assign((_, list: FaqList) => ({ list, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'faqs',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFaqs',
        src: 'loadFaqs',
        onDone: { target: 'ready', actions: { type: 'keepList', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    failed: { on: { 'retry.request': { target: 'loading' } } },
    ready: { description: 'The questions, grouped, with the search box; a linked question opens.' },
  },
});
