import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { flowCatalogueMachine } from '@machines/flowCatalogue';
import { FlowCatalogueContext } from '@flows/devFlows/FlowCatalogueContext';
import { FlowCatalogueView } from '@flows/devFlows/FlowCatalogueView';

import { clickButton, expectRetryPanel, type FlowViewDriver, genericError, renderInFlow } from './harness/view';

/** The diagram's highlighted states, by the state node id Graphviz titles them with. */
const highlighted = (diagram: HTMLElement) =>
  [...diagram.querySelectorAll('g.node.flow-diagram__active')].map((g) => g.querySelector('title')?.textContent);

export const flowCatalogueView: FlowViewDriver<typeof flowCatalogueMachine> = {
  render: renderInFlow('/dev/flows', FlowCatalogueContext, <FlowCatalogueView browserResults />),
  perform: {
    'flow.select': clickButton('FAQs'),
    'path.select': clickButton('Step through #2'),
    'step.next': clickButton('Next step'),
    'step.previous': clickButton('Previous step'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading the flows…');
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    const nav = screen.queryByRole('navigation', { name: 'Flows' });
    expect(nav !== null).toBe(s.matches('browsing'));
    if (nav) {
      expect(within(nav).getByRole('region', { name: 'Orders' })).toHaveTextContent('Refund summary');
      expect(within(nav).getByRole('button', { name: 'Refund summary' })).toBeVisible();
      expect(nav).toHaveTextContent('3 states · 3 transitions · 2 paths · browser: 1/1 passed');
    }
    if (s.matches({ browsing: 'choosing' }))
      expect(screen.getByText('Choose a flow to see its diagram, spec references and paths.')).toBeVisible();
    if (s.matches({ browsing: 'opening' })) expect(screen.getByRole('status')).toHaveTextContent('Opening the flow…');
    if (s.matches({ browsing: 'openFailed' })) expect(screen.getByRole('alert')).toHaveTextContent(genericError);
    const viewing = s.matches({ browsing: 'viewing' });
    expect(screen.queryByRole('heading', { level: 2, name: 'FAQs' }) !== null).toBe(viewing);
    if (!viewing) return;
    expect(screen.getByText(/Spec references: 02 §2 customer-support\./)).toHaveTextContent(/^Help\. Machine faqs\./);
    expect(screen.getByText(/#1 loading → ready/).closest('li')).toHaveTextContent('step 1: `keepList`');
    expect(screen.getByText(/#1 loading → ready/).closest('p')).toHaveTextContent(
      '#1 loading → ready — passed in the browser on 2026-11-24 10:00 UTC',
    );
    const diagram = screen.getByRole('img', { name: 'Statechart of FAQs' });
    const stepper = screen.queryByRole('region', { name: 'Stepping through a path' });
    expect(stepper !== null).toBe(s.context.pathIndex !== undefined);
    if (!stepper) {
      expect(highlighted(diagram)).toEqual([]);
      return;
    }
    const step = s.context.step;
    expect(stepper).toHaveTextContent(
      step === 0
        ? 'The start (2 steps to go).'
        : step === 1
          ? "Step 1 of 2: 'loadFaqs' fails."
          : 'Step 2 of 2: the student clicks Try again.',
    );
    expect(highlighted(diagram)).toEqual([step === 1 ? 'faqs.failed' : 'faqs.loading']);
    expect(within(stepper).getByRole('button', { name: 'Previous step' })).toHaveProperty('disabled', step === 0);
    expect(within(stepper).getByRole('button', { name: 'Next step' })).toHaveProperty('disabled', step === 2);
  },
};
