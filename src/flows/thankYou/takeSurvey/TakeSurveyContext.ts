import { createActorContext } from '@xstate/react';

import { takeSurveyMachine } from '@machines/takeSurvey';

export const TakeSurveyContext = createActorContext(takeSurveyMachine);
