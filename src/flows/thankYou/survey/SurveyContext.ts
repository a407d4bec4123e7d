import { createFlowContext } from '@shared/flows/createFlowContext';

import { surveyMachine } from '@machines/survey';

export const SurveyContext = createFlowContext(surveyMachine);
