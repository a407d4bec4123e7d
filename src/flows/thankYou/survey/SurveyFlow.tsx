import { useContext } from 'react';

import type { SurveyInput } from '@machines/survey';

import { SurveyContext } from './SurveyContext';
import { SurveyLogicContext } from './SurveyLogicContext';
import { SurveyView } from './SurveyView';

interface SurveyFlowProps {
  input: SurveyInput;
  onFinished: () => void;
}

/** The survey the thank-you page opens: its own machine, with the logic the route screen provides. */
export function SurveyFlow({ input, onFinished }: SurveyFlowProps) {
  const logic = useContext(SurveyLogicContext);
  return (
    <SurveyContext.Provider logic={logic} options={{ input }}>
      <SurveyView onFinished={onFinished} />
    </SurveyContext.Provider>
  );
}
