import { createActorContext } from '@xstate/react';

import { entryLinkMachine, studentCoursePaymentMachine } from '@machines/entryLink';

export const EntryLinkContext = createActorContext(entryLinkMachine);
export const StudentCoursePaymentContext = createActorContext(studentCoursePaymentMachine);
