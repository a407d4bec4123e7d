import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, type KeyboardEvent, useContext, useId, useRef, useState } from 'react';

import { typingPhrase, type TypingSample } from '@contracts/typingPattern';
import { Alert } from '@shared/ui/Alert';

import { createKeystrokeRecorder } from './keystrokeRecorder';

/** When a key event happened: the browser's high-resolution stamp (path tests give a steady clock instead). */
export type KeyClock = (event: KeyboardEvent<HTMLInputElement>) => number;
export const KeyClockContext = createContext<KeyClock>((event) => event.timeStamp);

interface TypingPhraseInputProps {
  /** The box's label ('Typing 2 of 3', 'Type the phrase'). */
  label: string;
  disabled?: boolean;
  onSample: (sample: TypingSample) => void;
}

/**
 * The phrase to copy and the box it is typed in. Only this box's keys are timed (never anything else on the page),
 * and only once the text is exactly the phrase is a sample given; a wrong key starts the typing again.
 */
export function TypingPhraseInput({ label, disabled = false, onSample }: TypingPhraseInputProps) {
  const { t } = useLingui();
  const recorder = useRef(createKeystrokeRecorder(typingPhrase));
  const stampOf = useContext(KeyClockContext);
  const [typed, setTyped] = useState('');
  const [restarted, setRestarted] = useState(false);
  const phraseId = useId();
  const inputId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab' || event.key === 'Enter') return;
    // The box shows what the recorder kept: the browser's own editing (and paste) is off.
    event.preventDefault();
    const state = recorder.current.keyDown(event.key, event.code, stampOf(event), event.repeat);
    setTyped(state.typed);
    if (state.kind === 'restarted') setRestarted(true);
    else if (state.typed.length > 0) setRestarted(false);
  };
  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    const state = recorder.current.keyUp(event.code, stampOf(event));
    if (state.kind !== 'complete') return;
    recorder.current.reset();
    setTyped('');
    onSample(state.sample);
  };

  return (
    <div className="typing-phrase">
      <p id={phraseId} className="typing-phrase__text" translate="no" lang="en">
        {typingPhrase}
      </p>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="typing-phrase__input"
        value={typed}
        disabled={disabled}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={phraseId}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onChange={() => undefined}
        onPaste={(event) => event.preventDefault()}
        onDrop={(event) => event.preventDefault()}
        placeholder={t`Type the phrase above`}
      />
      {restarted ? (
        <Alert tone="info">
          <Trans>That key was not the next letter of the phrase. Start again from the beginning.</Trans>
        </Alert>
      ) : null}
    </div>
  );
}
