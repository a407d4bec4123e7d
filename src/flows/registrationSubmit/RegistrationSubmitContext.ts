import { createContext } from 'react';

import { type RegistrationSettings, registrationSubmitMachine } from '@machines/registrationSubmit';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const RegistrationSubmitContext = createFlowContext(registrationSubmitMachine);

/** The page's organisation settings as they are now; `submit` sends them with the form. */
export const RegistrationSettingsContext = createContext<RegistrationSettings>({ attributes: {}, azFlow: false });
