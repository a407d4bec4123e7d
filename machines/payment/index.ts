export { paymentMachine } from './payment.machine';
export { redirectProgress, nextRedirectProgress } from './redirectProgress';
export { transactionLines } from './paymentRequest';
export type * from './payment.types';
