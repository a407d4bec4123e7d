import { certificateDownloadMachine } from '@machines/certificateDownload';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const CertificateDownloadContext = createFlowContext(certificateDownloadMachine);
