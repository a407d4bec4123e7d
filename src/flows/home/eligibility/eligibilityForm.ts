import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { affirmationVersion } from '@contracts/eligibility';
import type { EligibilitySubmission } from '@machines/eligibility';

/** A yes/no question's radios: the checked one's value, null before one is checked. */
export type YesNoAnswer = 'yes' | 'no' | null;

/** The eligibility form as its inputs hold it (dates as a date input gives them: YYYY-MM-DD, '' when empty). */
export interface EligibilityFormValues {
  violationCode: string;
  violationDate: string;
  courtDate: string;
  injury: YesNoAnswer;
  previous: YesNoAnswer;
  /** Asked when `previous` is yes. */
  previousDate: string;
  cdl: YesNoAnswer;
  /** Asked when `cdl` is yes. */
  vehicle: YesNoAnswer;
  accepted: boolean;
  fullName: string;
}

export const emptyEligibilityForm: EligibilityFormValues = {
  violationCode: '',
  violationDate: '',
  courtDate: '',
  injury: null,
  previous: null,
  previousDate: '',
  cdl: null,
  vehicle: null,
  accepted: false,
  fullName: '',
};

/**
 * 02 §2 eligibility (A.R.S. 28-3392): every question answered, the follow-ups when asked, the affirmation ticked and
 * signed with a name (sent trimmed; the server checks it is the account's). The server decides eligibility itself.
 */
export const eligibilityFormSchema = (i18n: I18n) => {
  const required = i18n._(msg`Please answer this question`);
  const filled = (message: string) => z.string().check(z.minLength(1, message));
  const answered = () => z.nullable(z.enum(['yes', 'no'])).check(z.refine((answer) => answer !== null, required));
  const followUp = () => z.nullable(z.enum(['yes', 'no']));
  return z
    .object({
      violationCode: filled(i18n._(msg`Please choose the violation on your citation`)),
      violationDate: filled(i18n._(msg`Please enter the violation date`)),
      courtDate: filled(i18n._(msg`Please enter your court date`)),
      injury: answered(),
      previous: answered(),
      previousDate: z.string(),
      cdl: answered(),
      vehicle: followUp(),
      accepted: z.boolean().check(z.refine((value) => value, i18n._(msg`Please tick the box to sign the affirmation`))),
      fullName: z.string().check(z.trim(), z.minLength(1, i18n._(msg`Please type your full name to sign`))),
    })
    .check(
      z.refine((values) => values.previous !== 'yes' || values.previousDate !== '', {
        path: ['previousDate'],
        message: i18n._(msg`Please enter the date of that earlier violation`),
      }),
      z.refine((values) => values.cdl !== 'yes' || values.vehicle !== null, { path: ['vehicle'], message: required }),
    );
};

/** What the flow is sent from values the schema passed (the box ticked): the contract's answers and affirmation. */
export const eligibilitySubmissionOf = (values: EligibilityFormValues): EligibilitySubmission => ({
  answers: {
    violationCode: values.violationCode,
    violationDate: values.violationDate,
    courtDate: values.courtDate,
    seriousInjuryOrDeath: values.injury === 'yes',
    previousCourseViolationDate: values.previous === 'yes' ? values.previousDate : null,
    commercialLicence: values.cdl === 'yes',
    noncommercialVehicle: values.cdl === 'yes' ? values.vehicle === 'yes' : null,
  },
  affirmation: { fullName: values.fullName, accepted: true, version: affirmationVersion },
});
