import { createFlowContext } from '@shared/flows/createFlowContext';
import { createContext } from 'react';

import { type RegistrationSettings, registrationSubmitMachine } from '@machines/registrationSubmit';

export const RegistrationSubmitContext = createFlowContext(registrationSubmitMachine);

/** The page's organisation settings as they are now; `submit` sends them with the form. */
export const RegistrationSettingsContext = createContext<RegistrationSettings>({ attributes: {}, azFlow: false });
