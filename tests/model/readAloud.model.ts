import { readAloudMachine } from '@machines/readAloud';

import { networkFailure } from './failures.fixtures';
import { type Arrival, effect, type SideEffect } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

type Snapshot = Parameters<FlowModel<typeof readAloudMachine>['events']>[0];

/** Entering a section shows it; pausing and resuming reach the browser's speech. */
function speakingEffects({ snapshot: s, event, from }: Arrival<Snapshot>): SideEffect[] {
  if (event.type === 'read.pause') return [effect('pauseSpeech')];
  if (event.type === 'read.resume') return [effect('resumeSpeech')];
  const entered = !from?.matches('speaking') || event.type === 'xstate.done.actor.speakSection';
  return entered ? [effect('showSection', s.context.section)] : [];
}

export const readAloudModel: FlowModel<typeof readAloudMachine> = {
  id: 'readAloud',
  title: "Read aloud: a chapter's sections read in turn, shown as they are read, with pause, resume and stop",
  machine: readAloudMachine,
  input: { sectionCount: 2, startAt: 0 },
  events: (s) => [
    ...(s.matches('idle') || s.matches('finished') || s.matches('failed') ? [{ type: 'read.start' }] : []),
    ...(s.matches({ speaking: 'playing' }) ? [{ type: 'read.pause' }] : []),
    ...(s.matches({ speaking: 'paused' }) ? [{ type: 'read.resume' }] : []),
    ...(s.matches('speaking') ? [{ type: 'read.stop' }] : []),
    ...(invokes(s, 'speakSection') ? [done('speakSection'), failed('speakSection', networkFailure)] : []),
    ...timers(s),
  ],
  describeEvent: (e) =>
    ({
      'read.start': "the student clicks 'Read aloud'",
      'read.pause': "the student clicks 'Pause'",
      'read.resume': "the student clicks 'Resume'",
      'read.stop': "the student clicks 'Stop reading'",
    })[e.type],
  sideEffects: { speaking: speakingEffects },
};
