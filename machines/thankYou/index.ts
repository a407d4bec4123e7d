export { thankYouMachine } from './thankYou.machine';
export type * from './thankYou.types';
export { fastLaneStepAfterPurchase, paymentPendingStatus, receiptRecordOf, startsSessionTime } from './thankYouRules';
