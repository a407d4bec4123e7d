import { createActorContext } from '@xstate/react';

import { quizMachine } from '@machines/quiz';

export const QuizContext = createActorContext(quizMachine);
