export { answerList, keptOf, unansweredCount } from './quiz.answers';
export { quizMachine } from './quiz.machine';
export type * from './quiz.types';
