import { createFlowContext } from '@shared/flows/createFlowContext';

import { verifyCertificateMachine } from '@machines/verifyCertificate';

export const VerifyCertificateContext = createFlowContext(verifyCertificateMachine);
