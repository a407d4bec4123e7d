export { entryLinkMachine } from './entryLink.machine';
export { walletReturnMachine } from './walletReturn.machine';
export { studentCoursePaymentMachine } from './studentCoursePayment.machine';
export type * from './entryLink.types';
export type * from './walletReturn.types';
export type * from './studentCoursePayment.types';
