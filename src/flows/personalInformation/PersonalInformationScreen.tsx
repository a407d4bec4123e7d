import { PersonalInformationPage } from './PersonalInformationPage';

/** Route /home/personal-information. */
export default function PersonalInformationScreen() {
  return <PersonalInformationPage variant="normal" />;
}
