export { refundSummaryMachine } from './refundSummary.machine';
export type * from './refundSummary.types';
