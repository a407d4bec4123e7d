import { useLocation } from 'react-router-dom';

import { verifyCertificateMachine } from '@machines/verifyCertificate';
import { certificatesEndpoints } from '@shared/api/endpoints/certificates';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createVerifyCertificateImplementations } from './verifyCertificate.actors';
import { VerifyCertificateContext } from './VerifyCertificateContext';
import { VerifyCertificateView } from './VerifyCertificateView';

/** Route /verify-certificate (also ?code=…, the QR code's link): public, no sign-in. */
export default function VerifyCertificateFlow() {
  const api = useEndpoints(certificatesEndpoints);
  const location = useLocation();
  const code = useOnce(() => new URLSearchParams(location.search).get('code') ?? '');
  const logic = useFlowLogic(() => verifyCertificateMachine.provide(createVerifyCertificateImplementations({ api })));
  return (
    <VerifyCertificateContext.Provider logic={logic} options={{ input: { code } }}>
      <VerifyCertificateView />
    </VerifyCertificateContext.Provider>
  );
}
