import { certificateDownloadModel } from './certificateDownload.model';
import { certificateDownloadView } from './certificateDownload.view';
import { runModelTests } from './harness/run';

runModelTests(certificateDownloadModel, certificateDownloadView);
