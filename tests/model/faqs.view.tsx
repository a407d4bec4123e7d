import { expect } from 'vitest';

import type { faqsMachine } from '@machines/faqs';
import { FaqsContext } from '@flows/home/faqs/FaqsContext';
import { FaqsView } from '@flows/home/faqs/FaqsView';

import { faqList } from './faqs.model';
import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

export const faqsView: FlowViewDriver<typeof faqsMachine> = {
  render: renderInFlow('/home/customer-support', FaqsContext, <FaqsView />),
  perform: { 'retry.request': clickButton('Try again') },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading the questions…');
    const ready = s.matches('ready');
    expect(screen.queryByRole('searchbox', { name: 'Search the FAQs' }) !== null).toBe(ready);
    for (const group of faqList.groups) {
      expect(screen.queryByRole('heading', { level: 2, name: group.title }) !== null).toBe(ready);
      for (const faq of group.faqs) expect(screen.queryByText(faq.question) !== null).toBe(ready);
    }
    // Paragraphs of an answer are kept apart.
    if (ready) expect(screen.getByText('It is also e-mailed to you.')).toBeInTheDocument();
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
  },
};
