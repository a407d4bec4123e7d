import { createFlowContext } from '@shared/flows/createFlowContext';

import { entryLinkMachine, studentCoursePaymentMachine } from '@machines/entryLink';

export const EntryLinkContext = createFlowContext(entryLinkMachine);
export const StudentCoursePaymentContext = createFlowContext(studentCoursePaymentMachine);
