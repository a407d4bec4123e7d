import { createFlowContext } from '@shared/flows/createFlowContext';

import { takeSurveyMachine } from '@machines/takeSurvey';

export const TakeSurveyContext = createFlowContext(takeSurveyMachine);
