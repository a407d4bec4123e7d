export { otpConfigurationMachine } from './otpConfiguration.machine';
export type * from './otpConfiguration.types';
