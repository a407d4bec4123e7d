export { accountSettingsMachine, isPaymentPending } from './accountSettings.machine';
export type * from './accountSettings.types';
