import { type FaqList, faqsMachine } from '@machines/faqs';

import { networkFailure } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

export const faqList: FaqList = {
  language: 'en',
  groups: [
    {
      id: 'certificate',
      title: 'Your certificate',
      faqs: [
        {
          id: 'when-do-i-get-my-certificate',
          question: 'When do I get my certificate?',
          answer: 'As soon as the course is completed.\n\nIt is also e-mailed to you.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      faqs: [{ id: 'change-language', question: 'How do I change the language?', answer: 'In Settings.' }],
    },
  ],
};

export const faqsModel: FlowModel<typeof faqsMachine> = {
  id: 'faqs',
  title: 'FAQs: the questions in the interface language, grouped, searchable, each linkable (02 §2 customer-support)',
  machine: faqsMachine,
  events: (s) => [
    ...outcomesOf(s, 'loadFaqs', { answers: [faqList], failures: [networkFailure] }),
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
  ],
  describeEvent: (e) => (e.type === 'retry.request' ? 'the student clicks Try again' : undefined),
  sideEffects: {},
};
