import { assertEvent, assign, setup } from 'xstate';

import type { Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
import type { CatalogueIndex, FlowCatalogueContext, FlowCatalogueEvent, FlowDetail } from './flowCatalogue.types';

const stepsOf = (context: FlowCatalogueContext) =>
  context.pathIndex === undefined ? 0 : (context.flow?.paths[context.pathIndex]?.steps.length ?? 0);

/**
 * The flow catalogue for product owners (/dev/flows, development servers only): every flow with its
 * diagram, spec references, paths in words and the last browser result of each; a path is stepped through on the
 * diagram, one step at a time.
 */
export const flowCatalogueMachine = setup({
  types: { context: {} as FlowCatalogueContext, events: {} as FlowCatalogueEvent },
  actors: {
    loadCatalogue: provided<CatalogueIndex>('loadCatalogue'),
    loadFlow: provided<FlowDetail, { flowId: string }>('loadFlow'),
  },
  guards: {
    hasNextStep: ({ context }) => context.step < stepsOf(context),
    hasPreviousStep: ({ context }) => context.step > 0,
    isPathOfFlow: ({ context, event }) => {
      assertEvent(event, 'path.select');
      return event.pathIndex >= 0 && event.pathIndex < (context.flow?.paths.length ?? 0);
    },
  },
  actions: {
    keepIndex: assign((_, index: CatalogueIndex) => ({ ...index, failure: undefined })),
    keepFlow: assign((_, flow: FlowDetail) => ({ flow, pathIndex: undefined, step: 0, failure: undefined })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'flowCatalogue',
  context: { flows: [], results: [], step: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: request({ src: 'loadCatalogue', keep: 'keepIndex', done: 'browsing', failed: 'failed' }),
    },
    failed: {
      description: 'Not a development server, or the catalogue could not load: why, and Try again.',
      on: { 'retry.request': { target: 'loading' } },
    },
    browsing: {
      description: 'The list of flows with their counts; choosing one opens it.',
      initial: 'choosing',
      on: {
        'flow.select': {
          target: '.opening',
          actions: assign(({ event }) => ({ flowId: event.flowId, flow: undefined, pathIndex: undefined, step: 0 })),
        },
      },
      states: {
        choosing: {},
        opening: {
          invoke: {
            ...request({ src: 'loadFlow', keep: 'keepFlow', done: 'viewing', failed: 'openFailed' }),
            input: ({ context }) => ({ flowId: context.flowId ?? '' }),
          },
        },
        openFailed: { description: 'The flow could not open: why; choosing it again retries.' },
        viewing: {
          description:
            'The flow: diagram, spec references, its paths with their last browser result; a chosen path is stepped through on the diagram.',
          on: {
            'path.select': {
              guard: 'isPathOfFlow',
              actions: assign(({ event }) => ({ pathIndex: event.pathIndex, step: 0 })),
            },
            'step.next': { guard: 'hasNextStep', actions: assign(({ context }) => ({ step: context.step + 1 })) },
            'step.previous': {
              guard: 'hasPreviousStep',
              actions: assign(({ context }) => ({ step: context.step - 1 })),
            },
          },
        },
      },
    },
  },
});
