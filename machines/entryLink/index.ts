export { entryLinkMachine } from './entryLink.machine';
export type * from './entryLink.types';
export { studentCoursePaymentMachine } from './studentCoursePayment.machine';
export type * from './studentCoursePayment.types';
export { walletReturnMachine } from './walletReturn.machine';
export type * from './walletReturn.types';
