import { assign, setup } from 'xstate';

import { failureCodes } from '@contracts/envelope';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  TypingEnrolment,
  TypingPatternSetupContext,
  TypingPatternSetupEvent,
  TypingPatternSetupInput,
  TypingSample,
} from './typingPatternSetup.types';

/** Samples the enrolment takes (state-rules.md §3: three, one outlier asked again). */
export const enrolmentSamples = 3;

/**
 * 02 §2 typing-pattern-save: the student types the phrase three times; the server keeps the rhythm (key
 * hold and flight times, never text) as a template, or asks for one sample again when it is unlike the others.
 */
export const typingPatternSetupMachine = setup({
  types: {
    context: {} as TypingPatternSetupContext,
    events: {} as TypingPatternSetupEvent,
    input: {} as TypingPatternSetupInput,
  },
  actors: {
    enrolTyping: provided<
      TypingEnrolment,
      { studentCourseId: number; chapterNumber: number | null; samples: TypingSample[] }
    >('enrolTyping'),
  },
  actions: {
    addSample: assign(({ context }, sample: TypingSample) => ({ samples: [...context.samples, sample] })),
    replaceSample: assign(({ context }, sample: TypingSample) => ({
      samples: context.samples.map((s, i) => (i === context.retypeIndex ? sample : s)),
      retypeIndex: undefined,
    })),
    keepRetype: assign((_, enrolment: TypingEnrolment) => ({
      retypeIndex: enrolment.outcome === 'sampleAgain' ? enrolment.sampleIndex : undefined,
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    allTyped: ({ context }) => context.samples.length >= enrolmentSamples,
    typeAgain: (_, enrolment: TypingEnrolment) => enrolment.outcome === 'sampleAgain',
    /** Enrolled already (another tab, or a reload after the enrolment): nothing to do. */
    alreadyEnrolled: (_, failure: Failure) => failure.code === failureCodes.securityAnswersSaved,
  },
}).createMachine({
  id: 'typingPatternSetup',
  context: ({ input }) => ({ ...input, samples: [] }),
  initial: 'typing',
  states: {
    typing: {
      description: 'The phrase, typed three times; each typing is kept as it is finished.',
      always: { guard: 'allTyped', target: 'enrolling' },
      on: { 'sample.typed': { actions: { type: 'addSample', params: ({ event }) => event.sample } } },
    },
    enrolling: {
      meta: { spec: '02 §2 typing-pattern-save' },
      invoke: {
        id: 'enrolTyping',
        src: 'enrolTyping',
        input: ({ context }) => ({
          studentCourseId: context.studentCourseId,
          chapterNumber: context.chapterNumber,
          samples: context.samples,
        }),
        onDone: [
          {
            guard: { type: 'typeAgain', params: ({ event }) => event.output },
            target: 'retyping',
            actions: { type: 'keepRetype', params: ({ event }) => event.output },
          },
          { target: 'enrolled' },
        ],
        onError: [
          { guard: { type: 'alreadyEnrolled', params: failureParams }, target: 'enrolled' },
          { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
        ],
      },
    },
    retyping: {
      description: 'One typing was unlike the others (a pause, a slip): that one once more.',
      on: {
        'sample.typed': {
          target: 'enrolling',
          actions: { type: 'replaceSample', params: ({ event }) => event.sample },
        },
      },
    },
    failed: { on: { 'retry.request': { target: 'enrolling' } } },
    enrolled: { type: 'final' },
  },
});
