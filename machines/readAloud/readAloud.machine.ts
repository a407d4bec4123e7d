import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type { ReadAloudContext, ReadAloudEvent, ReadAloudInput } from './readAloud.types';

/**
 * Read aloud: a chapter's sections read one after another with the browser's speech synthesis, the section
 * being read shown and highlighted, with pause, resume and stop. The audio course (631) offers it first; every course
 * has the button. A browser without a voice never starts it (the page says so).
 */
export const readAloudMachine = setup({
  types: {
    context: {} as ReadAloudContext,
    events: {} as ReadAloudEvent,
    input: {} as ReadAloudInput,
  },
  actors: {
    /** Speaks one section; done when it has been read (aborted when reading stops). */
    speakSection: provided<void, { section: number }>('speakSection'),
  },
  actions: {
    /** The chapter shows and highlights the section being read. */
    showSection: (_, _section: number) => {},
    pauseSpeech: () => {},
    resumeSpeech: () => {},
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    nextSection: assign(({ context }) => ({ section: context.section + 1 })),
  },
  guards: {
    hasNextSection: ({ context }) => context.section + 1 < context.sectionCount,
  },
}).createMachine({
  id: 'readAloud',
  context: ({ input }) => ({ sectionCount: input.sectionCount, section: input.startAt }),
  initial: 'idle',
  states: {
    idle: { on: { 'read.start': { target: 'speaking' } } },
    speaking: {
      entry: [{ type: 'showSection', params: ({ context }) => context.section }, assign({ failure: undefined })],
      invoke: {
        id: 'speakSection',
        src: 'speakSection',
        input: ({ context }) => ({ section: context.section }),
        onDone: [
          { guard: 'hasNextSection', target: 'speaking', reenter: true, actions: 'nextSection' },
          { target: 'finished' },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
      on: { 'read.stop': { target: 'idle' } },
      initial: 'playing',
      states: {
        playing: { on: { 'read.pause': { target: 'paused', actions: 'pauseSpeech' } } },
        paused: { on: { 'read.resume': { target: 'playing', actions: 'resumeSpeech' } } },
      },
    },
    finished: {
      description: 'The whole chapter has been read; Read aloud starts again from the first section.',
      on: { 'read.start': { target: 'speaking', actions: assign({ section: 0 }) } },
    },
    failed: {
      description: 'The browser stopped reading (no voice, or an error): the page says so; the student may try again.',
      on: { 'read.start': { target: 'speaking' } },
    },
  },
});
