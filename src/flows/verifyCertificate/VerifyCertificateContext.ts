import { verifyCertificateMachine } from '@machines/verifyCertificate';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const VerifyCertificateContext = createFlowContext(verifyCertificateMachine);
