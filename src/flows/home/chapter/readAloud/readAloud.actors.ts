import { fromPromise } from 'xstate';

import type { ContentSection } from '@contracts/courseContent';
import type { readAloudMachine } from '@machines/readAloud';
import type { ImplementationsOf } from '@shared/flows/implementations';

import { type Speech, spokenText } from './speech';

export interface ReadAloudDeps {
  speech: Speech;
  sections: ContentSection[];
  language: string;
  /** The chapter shows the section being read. */
  showSection: (section: number) => void;
}

export const createReadAloudImplementations = ({ speech, sections, language, showSection }: ReadAloudDeps) =>
  ({
    actors: {
      speakSection: fromPromise<void, { section: number }>(({ input, signal }) =>
        speech.speak(spokenText(sections[input.section]), language, signal),
      ),
    },
    actions: {
      showSection: (_: unknown, section: number) => showSection(section),
      pauseSpeech: () => speech.pause(),
      resumeSpeech: () => speech.resume(),
    },
  }) satisfies ImplementationsOf<typeof readAloudMachine>;
