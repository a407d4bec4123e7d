import type { I18n } from '@lingui/core';
import * as z from 'zod/mini';

import type { PersonalInformation, SavedPersonalInformation } from '@contracts/account';
import {
  type PersonDetailsFormValues,
  personDetailsFormValues,
  personDetailsShape,
  toPersonDetails,
} from '@shared/person/personDetailsForm';
import { orNull, personFields } from '@shared/person/personRules';

/** The personal information form as its inputs hold it (02 §3 Personal information form): the details and the parent's e-mail. */
export interface PersonalInformationFormValues extends PersonDetailsFormValues {
  parentEmail: string;
}

/** 02 §5 rules (the parent form's, shared) applied to the student's own details; `today` bounds the birth date. */
export const personalInformationFormSchema = (i18n: I18n, today: Date) =>
  z.object({
    ...personDetailsShape(i18n, today),
    parentEmail: personFields(i18n).email({ required: false }),
  });

/** The form prefilled with what is saved (the registration's names at least); a resubmitted form shows what was sent. */
export function personalInformationFormValues(
  saved: SavedPersonalInformation | undefined,
  sent: PersonalInformation | undefined,
): PersonalInformationFormValues {
  const from = sent ?? saved;
  return { ...personDetailsFormValues(from), parentEmail: from?.parentEmail ?? '' };
}

/** The save's body from valid form values: empty optional fields become null. */
export function toPersonalInformation(values: PersonalInformationFormValues): PersonalInformation {
  return { ...toPersonDetails(values), parentEmail: orNull(values.parentEmail) };
}
