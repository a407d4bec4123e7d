export { paymentMachine } from './payment.machine';
export { paymentTimings, redirectProgress, nextRedirectProgress } from './payment.timings';
export { transactionLines } from './paymentRequest';
export type * from './payment.types';
