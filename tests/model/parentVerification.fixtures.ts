import type { ParentFields } from '@machines/parentVerification';
import type { Failure } from '@machines/shared/failure';

import { refusal } from './failures.fixtures';

export const parentFields: ParentFields = {
  parentFirstName: 'Pat',
  parentMiddleName: null,
  parentLastName: 'Parent',
  parentDateOfBirth: '03-14-1975',
  parentState: 'TX',
  parentEmail: 'pat.parent@example.com',
  parentStreet: '1 Main St',
  parentCity: 'Austin',
  parentZip: '78701',
  parentMobileNumber: '555-123-4567',
};

export const notVerifiedRefusal: Failure = refusal(422, 'PARENT_NOT_VERIFIED', 'Parent Identity  Not verified');
