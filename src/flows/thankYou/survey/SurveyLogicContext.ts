import { createContext } from 'react';

import { surveyMachine } from '@machines/survey';

/**
 * The survey machine with the app's I/O, given by the route screen to the survey the thank-you
 * page opens. Without a provider the survey cannot submit, and a failed submit continues (02 §4).
 */
export const SurveyLogicContext = createContext<typeof surveyMachine>(surveyMachine);
