import { entryLinkMachine, studentCoursePaymentMachine } from '@machines/entryLink';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const EntryLinkContext = createFlowContext(entryLinkMachine);
export const StudentCoursePaymentContext = createFlowContext(studentCoursePaymentMachine);
