import { surveyMachine } from '@machines/survey';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const SurveyContext = createFlowContext(surveyMachine);
