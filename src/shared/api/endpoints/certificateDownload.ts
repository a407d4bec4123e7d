import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/** A completed course's certificate PDF (02 §7 certificate download), with the session's headers. */
export const certificateDownloadEndpoints = (client: ApiClient) => ({
  certificatePdf: (studentCourseId: number, language: string, signal: AbortSignal) =>
    client.download(apiPaths.certificateDownload, { studentCourseId, language }, signal),
});

export type CertificateDownloadEndpoints = ReturnType<typeof certificateDownloadEndpoints>;
