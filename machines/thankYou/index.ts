export { thankYouMachine } from './thankYou.machine';
export { thankYouTimings } from './thankYou.timings';
export { fastLaneStepAfterPurchase, paymentPendingStatus, receiptRecordOf, startsSessionTime } from './thankYouRules';
export type * from './thankYou.types';
