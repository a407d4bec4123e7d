export { paymentMachine } from './payment.machine';
export type * from './payment.types';
export { transactionLines } from './paymentRequest';
export { nextRedirectProgress, redirectProgress } from './redirectProgress';
