import { createActorContext } from '@xstate/react';

import { certificateDownloadMachine } from '@machines/certificateDownload';

export const CertificateDownloadContext = createActorContext(certificateDownloadMachine);
