import { type CatalogueIndex, flowCatalogueMachine, type FlowDetail } from '@machines/flowCatalogue';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';

/** Two flows of the catalogue (generated/flows/index.json) and one browser result. */
export const catalogueIndex: CatalogueIndex = {
  flows: [
    { id: 'faqs', title: 'FAQs', area: 'Help', machineId: 'faqs', states: 3, transitions: 3, paths: 2 },
    {
      id: 'refundSummary',
      title: 'Refund summary',
      area: 'Orders',
      machineId: 'refundSummary',
      states: 4,
      transitions: 4,
      paths: 1,
    },
  ],
  results: [{ flow: 'faqs', path: '#1 loading → ready', status: 'passed', at: '2026-11-24T10:00:00.000Z' }],
};

/** The FAQs flow in full: two paths, a diagram with its two states. */
export const faqsDetail: FlowDetail = {
  id: 'faqs',
  title: 'FAQs',
  area: 'Help',
  machineId: 'faqs',
  specs: ['02 §2 customer-support'],
  paths: [
    {
      name: '#1 loading → ready',
      start: ['faqs.loading'],
      steps: [{ words: "'loadFaqs' answers", active: ['faqs.ready'] }],
      sideEffects: [{ step: 1, words: '`keepList`' }],
    },
    {
      name: '#2 loading → failed → loading',
      start: ['faqs.loading'],
      steps: [
        { words: "'loadFaqs' fails", active: ['faqs.failed'] },
        { words: 'the student clicks Try again', active: ['faqs.loading'] },
      ],
    },
  ],
  svg: '<svg xmlns="http://www.w3.org/2000/svg"><g class="node"><title>faqs.loading</title><rect width="10" height="10"/></g><g class="node"><title>faqs.failed</title><rect width="10" height="10"/></g><g class="edge"><title>faqs.loading->faqs.failed</title><path d="M0,0"/></g></svg>',
};

export const notADevServer = refusal(
  404,
  'NOT_FOUND',
  'The flow catalogue is only on development servers (the embedded default, `npm start`).',
);

export const flowCatalogueModel: FlowModel<typeof flowCatalogueMachine> = {
  id: 'flowCatalogue',
  title:
    'Flow catalogue: every flow with its diagram, spec references and paths, stepped through on the diagram, by area with a search; on development servers and as a static site',
  machine: flowCatalogueMachine,
  events: (s) => [
    ...outcomesOf(s, 'loadCatalogue', { answers: [catalogueIndex], failures: [notADevServer, networkFailure] }),
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('browsing') ? [{ type: 'flow.select', flowId: 'faqs' }] : []),
    ...outcomesOf(s, 'loadFlow', { answers: [faqsDetail], failures: [networkFailure] }),
    ...(s.matches({ browsing: 'viewing' })
      ? [{ type: 'path.select', pathIndex: 1 }, { type: 'step.next' }, { type: 'step.previous' }]
      : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'flow.select':
        return 'the product owner opens the FAQs flow';
      case 'path.select':
        return 'the product owner clicks Step through #2';
      case 'step.next':
        return 'the product owner clicks Next step';
      case 'step.previous':
        return 'the product owner clicks Previous step';
      case 'retry.request':
        return 'the product owner clicks Try again';
      default:
        return undefined;
    }
  },
  sideEffects: {},
};
