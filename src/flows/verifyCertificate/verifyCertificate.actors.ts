import { fromPromise } from 'xstate';

import type { CertificateVerification } from '@contracts/certificates';
import type { verifyCertificateMachine, VerifyCertificateQuery } from '@machines/verifyCertificate';
import type { CertificatesEndpoints } from '@shared/api/endpoints/certificates';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The real I/O of the certificate check. */
export const createVerifyCertificateActors = (api: CertificatesEndpoints) => ({
  verifyCertificate: fromPromise<CertificateVerification, VerifyCertificateQuery>(
    async ({ input, signal }) => (await api.verifyCertificate(input.code, signal)).data,
  ),
});

/** Everything the machine needs from the app: the check alone (it neither stores nor navigates). */
export const createVerifyCertificateImplementations = ({ api }: { api: CertificatesEndpoints }) =>
  ({ actors: createVerifyCertificateActors(api) }) satisfies ImplementationsOf<typeof verifyCertificateMachine>;
