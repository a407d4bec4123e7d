import { assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  CertificateDownloadContext,
  CertificateDownloadEvent,
  CertificateDownloadInput,
} from './certificateDownload.types';

/**
 * A completed course's certificate on the dashboard (02 §7 certificate download): the PDF is fetched with
 * the session and saved; a failure says why and the button tries again.
 */
export const certificateDownloadMachine = setup({
  types: {
    context: {} as CertificateDownloadContext,
    events: {} as CertificateDownloadEvent,
    input: {} as CertificateDownloadInput,
  },
  actors: {
    downloadCertificate: provided<void, CertificateDownloadInput>('downloadCertificate'),
  },
  actions: {
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'certificateDownload',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'download.request': { target: 'downloading', meta: { spec: '02 §7 certificate download' } } },
    },
    downloading: {
      invoke: {
        id: 'downloadCertificate',
        src: 'downloadCertificate',
        input: ({ context }) => ({
          studentCourseId: context.studentCourseId,
          certificateNumber: context.certificateNumber,
        }),
        onDone: { target: 'downloaded', actions: assign({ failure: undefined }) },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    downloaded: {
      description: 'The PDF was saved; it can be downloaded again.',
      on: { 'download.request': { target: 'downloading' } },
    },
    failed: { on: { 'download.request': { target: 'downloading' } } },
  },
});
