export { refundMachine } from './refund.machine';
export type * from './refund.types';
