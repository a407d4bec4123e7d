import type { ActorRefFrom } from 'xstate';

import type { FlexiAnswer, otherInformationMachine } from '@machines/otherInformation';
import type { ProfileDetails, profileDetailsMachine } from '@machines/profileDetails';
import { useIntents } from '@shared/flows/useIntents';

import { ProfileContext } from './ProfileContext';

export type ProfileDetailsRef = ActorRefFrom<typeof profileDetailsMachine>;
export type OtherInformationRef = ActorRefFrom<typeof otherInformationMachine>;

/** The student's intents on the profile page: the tabs and 'Try again'. */
export function useProfileEvents() {
  return useIntents(ProfileContext, (send) => ({
    openDetails: () => send({ type: 'details.open' }),
    openOtherInformation: () => send({ type: 'otherInformation.open' }),
    retry: () => send({ type: 'retry.request' }),
  }));
}

/** The details tab's intent; the tab's child actor, handed down as a prop. */
export function useProfileDetailsEvents(actor: ProfileDetailsRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    submit: (values: ProfileDetails) => send({ type: 'details.submit', values }),
  }));
}

/** The "Other information" tab's intents. */
export function useOtherInformationEvents(actor: OtherInformationRef) {
  return useIntents({ useActorRef: () => actor }, (send) => ({
    selectCourse: (configCourseId: number) => send({ type: 'course.select', configCourseId }),
    changeCounty: (countyCode: string) => send({ type: 'county.change', countyCode }),
    submit: (answers: FlexiAnswer[]) => send({ type: 'answers.submit', answers }),
    retry: () => send({ type: 'retry.request' }),
  }));
}
