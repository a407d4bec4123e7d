import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { registrationMachine } from '@machines/registration';
import { useBranding, useBrandingEvents } from '@app/flows/chrome';
import { RegistrationSubmitOverlays, RegistrationSubmitProvider, useRegistrationSubmit } from '@app/flows/registrationSubmit';
import { useServices } from '@app/shared/services';
import { RegistrationContext } from './RegistrationContext';
import { RegistrationView, type RegistrationViewProps } from './RegistrationView';
import { createRegistrationActors } from './registration.actors';
import { readRegistrationEntry } from './registrationEntry';
import { readStoredEntry, storeEntry } from './registrationStorage';

/** Routes /register and /:id/register: the page machine with the app's I/O, storage and branding. */
export default function RegistrationScreen() {
  const { api, storage } = useServices();
  const { reload } = useBrandingEvents();
  const { organisation, attributes } = useBranding();
  const location = useLocation();
  const { id } = useParams();
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: createRegistrationActors(api),
        actions: {
          storeEntry: (_, entry) => storeEntry(storage, entry),
          storeConfigCourseId: (_, { configCourseId }) => storage.set('configCourseId', configCourseId),
          storeStateId: (_, { stateId }) => storage.set('stateId', stateId),
          storeCourseName: (_, { courseName }) => storage.set('courseName', courseName),
          // The link's organisation (stored on entry) picks the branding, whatever the host.
          reloadBranding: (_, { configCourseId }) => reload({ configCourseId, organisationId: storage.get('organisationId') }),
        },
      }),
    [api, storage, reload],
  );
  // The link is read once, when the page opens.
  const [input] = useMemo(() => [{ entry: readRegistrationEntry(location, id, readStoredEntry(storage)) }], []); // eslint-disable-line react-hooks/exhaustive-deps
  const organisationId = input.entry.organisationId ?? organisation?.organisationId;
  return (
    <RegistrationContext.Provider logic={logic} options={{ input }}>
      <RegistrationSubmitProvider context={{ attributes, organisationId, azFlow: attributes.AZ_FLOW === 'true' }}>
        <RegistrationPage organisation={organisation} attributes={attributes} storedCountyLedgerId={storage.get('countyLedgerId')} />
        <RegistrationSubmitOverlays />
      </RegistrationSubmitProvider>
    </RegistrationContext.Provider>
  );
}

/** The view with the submit flow's intent (inside its provider). */
function RegistrationPage(props: Omit<RegistrationViewProps, 'submission'>) {
  const submission = useRegistrationSubmit();
  return <RegistrationView {...props} submission={submission} />;
}
