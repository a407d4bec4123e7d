import { useCallback, useRef, useState } from 'react';

import type { HeldSubmit } from '@flows/registrationSubmit/RegistrationSubmitFlow';

import type { RegistrationSubmission } from './registrationSubmission';
import { submitRules } from './submitRules';

/**
 * The page's submission before and after the submit flow's code has arrived: a submit made before it holds
 * the request (the button shows busy) and the flow sends it when it starts. A submit made after the flow started
 * but before the page re-rendered with it goes straight to the flow: held then, nothing would ever take it (the
 * flow looks for a held submit once, as it starts), and the student's click would be lost.
 */
export function useLazySubmission() {
  const [submitFlowWanted, setSubmitFlowWanted] = useState(false);
  const [holding, setHolding] = useState(false);
  const [loaded, setLoaded] = useState<RegistrationSubmission>();
  const started = useRef<RegistrationSubmission | undefined>(undefined);
  const held = useRef<HeldSubmit | undefined>(undefined);
  const wantSubmitFlow = useCallback(() => {
    void submitRules.load().catch(() => undefined); // fetched again at submit if this fails
    setSubmitFlowWanted(true);
  }, []);
  const holdSubmit = useCallback<RegistrationSubmission['submit']>((request, sms) => {
    if (started.current) return started.current.submit(request, sms);
    held.current = { request, sms };
    setHolding(true);
    setSubmitFlowWanted(true);
  }, []);
  const onSubmitFlowChange = useCallback((submission: RegistrationSubmission) => {
    started.current = submission;
    setLoaded(submission);
  }, []);
  const submission = loaded ?? { submit: holdSubmit, busy: holding };
  const takeHeldSubmit = useCallback(() => {
    const taken = held.current;
    held.current = undefined;
    return taken;
  }, []);
  return { submission, submitFlowWanted, wantSubmitFlow, takeHeldSubmit, onSubmitFlowChange };
}
