import { fromPromise } from 'xstate';

import type { CertificateDownloadInput, certificateDownloadMachine } from '@machines/certificateDownload';
import type { CertificateDownloadEndpoints } from '@shared/api/endpoints/certificateDownload';
import { saveFile } from '@shared/files/saveFile';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The certificate PDF in the page's language, saved as certificate-<number>.pdf. */
export const createCertificateDownloadImplementations = ({
  api,
  language,
}: {
  api: CertificateDownloadEndpoints;
  language: () => string;
}) =>
  ({
    actors: {
      downloadCertificate: fromPromise<void, CertificateDownloadInput>(async ({ input, signal }) => {
        const blob = await api.certificatePdf(input.studentCourseId, language(), signal);
        saveFile(blob, `certificate-${input.certificateNumber}.pdf`);
      }),
    },
  }) satisfies ImplementationsOf<typeof certificateDownloadMachine>;
