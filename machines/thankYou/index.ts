export { thankYouMachine } from './thankYou.machine';
export { fastLaneStepAfterPurchase, paymentPendingStatus, receiptRecordOf, startsSessionTime } from './thankYouRules';
export type * from './thankYou.types';
