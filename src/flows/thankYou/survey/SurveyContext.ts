import { createActorContext } from '@xstate/react';

import { surveyMachine } from '@machines/survey';

export const SurveyContext = createActorContext(surveyMachine);
