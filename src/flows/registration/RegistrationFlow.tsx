import { lazy, Suspense, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { registrationMachine } from '@machines/registration';
import { registrationEndpoints } from '@shared/api/endpoints/registration';
import { statesEndpoints } from '@shared/api/endpoints/states';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { withCatalogPart } from '@shared/i18n/catalogParts';
import { useEndpoints, useServices } from '@shared/services';
import { useBranding, useBrandingEvents } from '@flows/chrome';

import { createRegistrationImplementations } from './registration.actors';
import { RegistrationContext } from './RegistrationContext';
import { readRegistrationEntry } from './registrationEntry';
import { readStoredEntry } from './registrationStorage';
import { RegistrationView } from './RegistrationView';
import { useLazySubmission } from './useLazySubmission';

// What happens after "Register" (SMS opt-in, the call, every outcome, the completion steps) loads when the
// student first works in the form, not with the page (docs/decisions.md, Delivery).
const RegistrationSubmitFlow = lazy(
  withCatalogPart('registrationSubmit', () => import('@flows/registrationSubmit/RegistrationSubmitFlow')),
);

/** Routes /register and /:id/register: the page machine with the app's I/O, storage and branding. */
export default function RegistrationFlow() {
  const { storage } = useServices();
  const registrationApi = useEndpoints(registrationEndpoints);
  const statesApi = useEndpoints(statesEndpoints);
  const { reload } = useBrandingEvents();
  const { organisation, attributes } = useBranding();
  const location = useLocation();
  const { id } = useParams();
  const logic = useFlowLogic(() =>
    registrationMachine.provide(
      createRegistrationImplementations({
        registrationApi,
        statesApi,
        storage,
        // The link's organisation (stored on entry) picks the branding, whatever the host.
        reloadBranding: (configCourseId) => reload({ configCourseId, organisationId: storage.get('organisationId') }),
      }),
    ),
  );
  // The link is read once, when the page opens.
  const input = useOnce(() => ({ entry: readRegistrationEntry(location, id, readStoredEntry(storage)) }));
  const organisationId = input.entry.organisationId ?? organisation?.organisationId;
  const submitFlowContext = useMemo(
    () => ({ attributes, organisationId, azFlow: attributes.AZ_FLOW === 'true' }),
    [attributes, organisationId],
  );
  const { submission, submitFlowWanted, wantSubmitFlow, takeHeldSubmit, onSubmitFlowChange } = useLazySubmission();
  return (
    <RegistrationContext.Provider logic={logic} options={{ input }}>
      <div className="registration-screen" onFocusCapture={wantSubmitFlow} onPointerDownCapture={wantSubmitFlow}>
        <RegistrationView
          organisation={organisation}
          attributes={attributes}
          storedCountyLedgerId={storage.get('countyLedgerId')}
          submission={submission}
        />
      </div>
      {submitFlowWanted ? (
        <Suspense fallback={null}>
          <RegistrationSubmitFlow
            context={submitFlowContext}
            onChange={onSubmitFlowChange}
            takeHeldSubmit={takeHeldSubmit}
          />
        </Suspense>
      ) : null}
    </RegistrationContext.Provider>
  );
}
