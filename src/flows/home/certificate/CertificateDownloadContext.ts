import { createFlowContext } from '@shared/flows/createFlowContext';

import { certificateDownloadMachine } from '@machines/certificateDownload';

export const CertificateDownloadContext = createFlowContext(certificateDownloadMachine);
