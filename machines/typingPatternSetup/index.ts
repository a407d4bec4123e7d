export { enrolmentSamples, typingPatternSetupMachine } from './typingPatternSetup.machine';
export type * from './typingPatternSetup.types';
