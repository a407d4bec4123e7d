import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { AdmissionDocumentType } from '@contracts/courseRules';
import type { ArizonaEligibilityRule } from '@contracts/courseRules';
import type { AdmissionDocumentStatus, DeclineReason } from '@contracts/eligibility';

/** Why the server declined, in words, with the rule's numbers. */
export function declineReasonText(i18n: I18n, reason: DeclineReason, rule: ArizonaEligibilityRule): string {
  const months = rule.monthsBetweenCourses;
  const days = rule.minimumDaysBeforeCourtDate;
  switch (reason) {
    case 'recentCourse':
      return i18n._(
        msg`You attended a defensive driving school for a violation less than ${months} months before this one.`,
      );
    case 'injuryOrDeath':
      return i18n._(msg`A violation that caused a serious physical injury or a death is not eligible.`);
    case 'violationNotEligible':
      return i18n._(msg`Your violation is not on the list of violations eligible for defensive driving school.`);
    case 'courtDateTooSoon':
      return i18n._(
        msg`Your court date is less than ${days} days away: the course must be finished ${days} days before it.`,
      );
    case 'commercialLicence':
      return i18n._(
        msg`With a commercial driver licence, only a violation in a vehicle needing a class D or M licence, not used for commercial purposes, is eligible.`,
      );
  }
}

export function documentTypeText(i18n: I18n, type: AdmissionDocumentType): string {
  return type === 'citation'
    ? i18n._(msg`A copy of your citation`)
    : i18n._(msg`Your driver licence or another government ID`);
}

export function documentStatusText(i18n: I18n, status: AdmissionDocumentStatus): string {
  switch (status) {
    case 'missing':
      return i18n._(msg`Not filed yet`);
    case 'filed':
      return i18n._(msg`Filed`);
    case 'approved':
      return i18n._(msg`Approved`);
    case 'declined':
      return i18n._(msg`Declined: please file it again`);
  }
}

/** The affirmation the student signs, in their language, with the rule's months. */
export const affirmationWords = (i18n: I18n, months: number) =>
  i18n._(
    msg`I affirm that the answers I gave are true: I have not attended a defensive driving school for a violation within ${months} months of this one, the violation did not result in a serious physical injury or death, and I understand that the court may refuse the diversion if any answer is false.`,
  );
