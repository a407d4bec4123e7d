export { verifyCertificateMachine } from './verifyCertificate.machine';
export type * from './verifyCertificate.types';
