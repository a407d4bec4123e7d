import { certificateDownloadMachine } from '@machines/certificateDownload';

import { networkFailure, refusal } from './failures.fixtures';
import { done, failed, type FlowModel, invokes } from './harness/model';

export const certificateDownloadModel: FlowModel<typeof certificateDownloadMachine> = {
  id: 'certificateDownload',
  title: "Certificate download: a completed course's PDF from the dashboard (02 §7 certificate download)",
  machine: certificateDownloadMachine,
  input: { studentCourseId: 50001, certificateNumber: 'ITS-2026-000042' },
  events: (s) => [
    ...(s.matches('downloading') ? [] : [{ type: 'download.request' } as const]),
    ...(invokes(s, 'downloadCertificate')
      ? [
          done('downloadCertificate', undefined),
          failed('downloadCertificate', networkFailure),
          failed('downloadCertificate', refusal(404, 'NOT_FOUND', 'This course has no certificate yet.')),
        ]
      : []),
  ],
  // Saving the file is the actor's work (asserted by its actor test); the machine itself has no other side effect.
  sideEffects: {},
  describeEvent: (e) => (e.type === 'download.request' ? "the student clicks 'Download certificate (PDF)'" : undefined),
};
