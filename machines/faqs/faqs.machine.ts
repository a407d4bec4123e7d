import { assign, setup } from 'xstate';

import type { Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
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
      invoke: request({ src: 'loadFaqs', keep: 'keepList', done: 'ready', failed: 'failed' }),
    },
    failed: { on: { 'retry.request': { target: 'loading' } } },
    ready: { description: 'The questions, grouped, with the search box; a linked question opens.' },
  },
});
