import { useSelector } from '@xstate/react';
import { isMachineSnapshot } from 'xstate';

import type { EverySecond } from '../timers/wallClockSeconds';
import { SecurityQuestionCheckView } from './SecurityQuestionCheckView';
import { SecurityQuestionsSetupView } from './SecurityQuestionsSetupView';
import { TypingPatternCheckView } from './TypingPatternCheckView';
import { TypingPatternSetupView } from './TypingPatternSetupView';
import type { IdentityCheckRef } from './useIdentityCheckEvents';
import { WebcamPhotoView } from './WebcamPhotoView';

/** The check running now, each its own child actor (path tests may stand in plain actors for them). */
export function IdentityCheckView({ actor, everySecond }: { actor: IdentityCheckRef; everySecond?: EverySecond }) {
  const setup = useSelector(actor, (s) => {
    const child = s.children.securityQuestionsSetup;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const question = useSelector(actor, (s) => {
    const child = s.children.securityQuestionCheck;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const typingSetup = useSelector(actor, (s) => {
    const child = s.children.typingPatternSetup;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const typing = useSelector(actor, (s) => {
    const child = s.children.typingPatternCheck;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const webcam = useSelector(actor, (s) => {
    const child = s.children.webcamPhoto;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  if (setup) return <SecurityQuestionsSetupView actor={setup} />;
  if (webcam) return <WebcamPhotoView actor={webcam} />;
  if (typingSetup) return <TypingPatternSetupView actor={typingSetup} />;
  if (typing) return <TypingPatternCheckView actor={typing} everySecond={everySecond} />;
  if (question) return <SecurityQuestionCheckView actor={question} everySecond={everySecond} />;
  return null;
}
