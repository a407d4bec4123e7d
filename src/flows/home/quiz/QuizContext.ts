import { createFlowContext } from '@shared/flows/createFlowContext';

import { quizMachine } from '@machines/quiz';

export const QuizContext = createFlowContext(quizMachine);
