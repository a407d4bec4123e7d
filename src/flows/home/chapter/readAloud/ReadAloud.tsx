import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { ContentSection } from '@contracts/courseContent';
import { readAloudMachine } from '@machines/readAloud';
import { useOnce } from '@shared/flows/useFlowLogic';
import { useLatestCallback } from '@shared/flows/useLatestCallback';
import { intlLocale, isLocale } from '@shared/i18n/locales';

import { createReadAloudImplementations } from './readAloud.actors';
import { ReadAloudContext } from './ReadAloudContext';
import { ReadAloudControls } from './ReadAloudControls';
import { browserSpeech, type Speech } from './speech';

interface ReadAloudProps {
  sections: ContentSection[];
  startAt: number;
  /** The audio course (631): reading aloud is how the chapter is meant to be taken. */
  audioCourse: boolean;
  onSection: (section: number) => void;
  speech?: Speech;
}

/** Whether the browser has a voice; voices may arrive after the page (the voiceschanged event). */
function useHasVoice(speech: Speech) {
  const [hasVoice, setHasVoice] = useState(speech.hasVoice);
  useEffect(() => {
    if (typeof window.speechSynthesis === 'undefined' || speech !== browserSpeech) return;
    const update = () => setHasVoice(speech.hasVoice());
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, [speech]);
  return hasVoice;
}

/** Read aloud for a chapter: its sections in turn, with the browser's speech synthesis. */
export function ReadAloud({ sections, startAt, audioCourse, onSection, speech = browserSpeech }: ReadAloudProps) {
  const { i18n, t } = useLingui();
  const hasVoice = useHasVoice(speech);
  const showSection = useLatestCallback(onSection);
  const logic = useOnce(() =>
    readAloudMachine.provide(
      createReadAloudImplementations({
        speech,
        sections,
        language: isLocale(i18n.locale) ? intlLocale(i18n.locale) : i18n.locale,
        showSection,
      }),
    ),
  );
  const input = useOnce(() => ({ sectionCount: sections.length, startAt }));
  return (
    <section className={`read-aloud-panel${audioCourse ? ' read-aloud-panel--audio' : ''}`} aria-label={t`Read aloud`}>
      {audioCourse ? (
        <p>
          <Trans>This is the audio edition: press Read aloud to hear each section as it is shown.</Trans>
        </p>
      ) : null}
      {hasVoice ? (
        <ReadAloudContext.Provider logic={logic} options={{ input }}>
          <ReadAloudControls />
        </ReadAloudContext.Provider>
      ) : (
        <p className="read-aloud__none">
          <Trans>Your browser has no voice to read aloud with. You can read the text, or try another browser.</Trans>
        </p>
      )}
    </section>
  );
}
