import type { PersonalInformation } from '@contracts/account';
import { useIntents } from '@shared/flows/useIntents';

import { PersonalInformationContext } from './PersonalInformationContext';

/** The student's intents on the personal information page; views never build event objects. */
export function usePersonalInformationEvents() {
  return useIntents(PersonalInformationContext, (send) => ({
    submit: (values: PersonalInformation) => send({ type: 'form.submit', values }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
