import type { PurchaseRecord } from '@contracts/orders';

import type { SurveyInput } from '../survey/survey.types';
import type { TakeSurveyStudent } from './takeSurvey.types';

/** The purchase record status of a paid order (02 §3, §7 Purchase details). */
export const completedStatus = 'Completed';

const timeOf = (record: PurchaseRecord): number => {
  const time = Date.parse(record.paymentDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * The order the survey is about: the newest record with status 'Completed' (by payment date;
 * on equal or unreadable dates the first listed, as the API lists newest first). None: undefined.
 */
export const newestCompletedRecordOf = (records: readonly PurchaseRecord[]): PurchaseRecord | undefined =>
  records
    .filter((record) => record.paymentStatus === completedStatus)
    .reduce<PurchaseRecord | undefined>(
      (newest, record) => (newest === undefined || timeOf(record) > timeOf(newest) ? record : newest),
      undefined,
    );

/** What the survey shows and sends: the order, the student's full name and e-mail. */
export const surveyInputOf = (record: PurchaseRecord, student: TakeSurveyStudent): SurveyInput => ({
  studentPaymentTrxId: record.targetId,
  name: `${student.firstName} ${student.lastName}`.trim(),
  emailId: student.emailId,
});
