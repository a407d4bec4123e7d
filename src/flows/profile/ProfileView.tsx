import { Trans, useLingui } from '@lingui/react/macro';
import { isMachineSnapshot } from 'xstate';

import { LoadRetryPanel } from '@shared/person/LoadRetryPanel';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';

import { OtherInformationView } from './OtherInformationView';
import { ProfileContext } from './ProfileContext';
import { ProfileDetailsView } from './ProfileDetailsView';
import { type ProfileTab, ProfileTabs } from './ProfileTabs';
import { useProfileEvents } from './useProfileEvents';

import '@shared/person/personForm.css';
import './profile.css';

/** /home/profile (02 §2 profile): the student's details and the courses' "Other information", one tab each. */
export function ProfileView() {
  const { t } = useLingui();
  const loading = ProfileContext.useSelector((s) => s.matches('loading'));
  const loadFailure = ProfileContext.useSelector((s) => (s.matches('failed') ? s.context.loadFailure : undefined));
  const tab = ProfileContext.useSelector((s): ProfileTab | undefined =>
    s.matches('details')
      ? 'details'
      : s.matches('otherInformation') || s.matches('stateMissing')
        ? 'otherInformation'
        : undefined,
  );
  const detailsSaved = ProfileContext.useSelector((s) => s.matches({ details: 'saved' }));
  const stateMissing = ProfileContext.useSelector((s) => s.matches('stateMissing'));
  // Each tab is its own child machine (path tests may stand in plain actors for them).
  const details = ProfileContext.useSelector((s) => {
    const child = s.children.profileDetails;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const otherInformation = ProfileContext.useSelector((s) => {
    const child = s.children.otherInformation;
    return child && isMachineSnapshot(child.getSnapshot()) ? child : undefined;
  });
  const events = useProfileEvents();

  return (
    <main className="page person-page profile-page">
      <h1>
        <Trans>Profile</Trans>
      </h1>
      {loading ? <Loader label={t`Loading your profile…`} /> : null}
      <LoadRetryPanel loadFailure={loadFailure} onRetry={events.retry} />
      {tab ? (
        <ProfileTabs
          active={tab}
          onSelect={(next) => (next === 'details' ? events.openDetails() : events.openOtherInformation())}
        >
          {detailsSaved ? (
            <Alert tone="success">
              <Trans>Your profile was saved.</Trans>
            </Alert>
          ) : null}
          {stateMissing ? (
            <Alert tone="info">
              <Trans>
                To continue with the selection of "Other information" you must fill out the state field in your
                "Profile" section
              </Trans>
            </Alert>
          ) : null}
          {/* A save starts a new edit (a new child): its form opens again from the details as saved. */}
          {details ? <ProfileDetailsView key={details.sessionId} actor={details} /> : null}
          {otherInformation ? <OtherInformationView actor={otherInformation} /> : null}
        </ProfileTabs>
      ) : null}
    </main>
  );
}
