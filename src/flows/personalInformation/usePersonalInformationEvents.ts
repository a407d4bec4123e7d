import { useMemo } from 'react';

import type { PersonalInformation } from '@contracts/account';

import { PersonalInformationContext } from './PersonalInformationContext';

/** The student's intents on the personal information page; views never build event objects. */
export function usePersonalInformationEvents() {
  const actor = PersonalInformationContext.useActorRef();
  return useMemo(
    () => ({
      submit: (values: PersonalInformation) => actor.send({ type: 'form.submit', values }),
      retry: () => actor.send({ type: 'retry.request' }),
    }),
    [actor],
  );
}
