export { typingPatternCheckMachine } from './typingPatternCheck.machine';
export type * from './typingPatternCheck.types';
