import { PersonalInformationPage } from './PersonalInformationPage';

/** Route /home/fast-lane-personal-information: step 4 of the express sign-up (01 §4 Express 6). */
export default function FastLanePersonalInformationScreen() {
  return <PersonalInformationPage variant="fastLane" />;
}
