import { useSelector } from '@xstate/react';
import { isMachineSnapshot } from 'xstate';

import type { EverySecond } from '../timers/wallClockSeconds';
import { SecurityQuestionCheckView } from './SecurityQuestionCheckView';
import { SecurityQuestionsSetupView } from './SecurityQuestionsSetupView';
import type { IdentityCheckRef } from './useIdentityCheckEvents';

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
  if (setup) return <SecurityQuestionsSetupView actor={setup} />;
  if (question) return <SecurityQuestionCheckView actor={question} everySecond={everySecond} />;
  return null;
}
