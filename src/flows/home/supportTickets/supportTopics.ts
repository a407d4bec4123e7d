import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { SupportTopic } from '@contracts/support';

/** The topics' names in the student's language. */
export const topicLabels: Record<SupportTopic, MessageDescriptor> = {
  courseContent: msg`Course content`,
  technicalProblem: msg`A technical problem`,
  certificate: msg`My certificate`,
  payment: msg`Payment`,
  account: msg`My account`,
  other: msg`Something else`,
};

export const statusLabels: Record<'open' | 'answered' | 'closed', MessageDescriptor> = {
  open: msg`Open`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};
