import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { StepId } from './stepper';

/** The stepper's words (01 §2, 02 §2 Stepper). */
export const stepLabels: Record<StepId, MessageDescriptor> = {
  selectCourse: msg`Select course`,
  signUp: msg`Sign up`,
  checkout: msg`Checkout`,
  startCourse: msg`Start course`,
  eCertificate: msg`E-certificate in 30 min`,
  discount: msg`Enjoy your 10% discount`,
  registration: msg`Registration`,
  payment: msg`Payment`,
  fileDocuments: msg`File Documents`,
  eligibility: msg`Eligibility`,
  startCourseAz: msg`Start Course`,
};
