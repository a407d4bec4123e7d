export { twoFactorSignInMachine } from './twoFactorSignIn.machine';
export type * from './twoFactorSignIn.types';
