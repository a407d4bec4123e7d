import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { AdmissionDocumentType, DocumentStatus } from '@contracts/documents';

/** The documents' names in the student's language (research/state-rules.md §1.4: Arizona asks both). */
export const documentTypeLabels: Record<AdmissionDocumentType, MessageDescriptor> = {
  citation: msg`Copy of your citation (ticket)`,
  governmentId: msg`Copy of your driver's license or other government ID`,
};

/** A required document's status; 'missing' before the first filing. */
export const documentStatusLabels: Record<DocumentStatus | 'missing', MessageDescriptor> = {
  missing: msg`Not filed yet`,
  filed: msg`Filed, waiting for review`,
  approved: msg`Approved`,
  declined: msg`Declined`,
};
