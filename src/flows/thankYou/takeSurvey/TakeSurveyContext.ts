import { takeSurveyMachine } from '@machines/takeSurvey';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const TakeSurveyContext = createFlowContext(takeSurveyMachine);
