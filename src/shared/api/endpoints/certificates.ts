import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/** The answer schemas load with the first call (docs/decisions.md, Delivery): import the module, never the barrel. */
const certificateSchemas = () => import('@contracts/certificates');

/** Completion certificates: the public check of a verification code (no sign-in). Every call takes the caller's AbortSignal. */
export const certificatesEndpoints = (client: ApiClient) => ({
  verifyCertificate: (code: string, signal: AbortSignal) =>
    client.callData(
      apiPaths.certificateVerify,
      () => certificateSchemas().then((m) => m.certificateVerificationResponseSchema),
      { query: { code }, signal },
    ),
});

export type CertificatesEndpoints = ReturnType<typeof certificatesEndpoints>;
