import { quizMachine } from '@machines/quiz';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const QuizContext = createFlowContext(quizMachine);
