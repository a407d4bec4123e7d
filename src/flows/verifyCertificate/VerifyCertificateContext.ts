import { createActorContext } from '@xstate/react';

import { verifyCertificateMachine } from '@machines/verifyCertificate';

export const VerifyCertificateContext = createActorContext(verifyCertificateMachine);
