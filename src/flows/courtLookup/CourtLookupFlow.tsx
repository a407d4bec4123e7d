import { courtLookupMachine } from '@machines/courtLookup';
import { expressEndpoints } from '@shared/api/endpoints/express';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createCourtLookupImplementations } from './courtLookup.actors';
import { CourtLookupContext } from './CourtLookupContext';
import { CourtLookupView } from './CourtLookupView';

/** Route /sacramento-court: clears stored data on opening; Join stores the course context. */
export default function CourtLookupFlow() {
  const { storage } = useServices();
  const api = useEndpoints(expressEndpoints);
  const logic = useFlowLogic((navigate) =>
    courtLookupMachine.provide(createCourtLookupImplementations({ api, storage, navigate })),
  );
  return (
    <CourtLookupContext.Provider logic={logic}>
      <CourtLookupView />
    </CourtLookupContext.Provider>
  );
}
