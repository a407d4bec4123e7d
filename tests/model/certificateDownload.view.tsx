import { expect } from 'vitest';

import type { certificateDownloadMachine } from '@machines/certificateDownload';
import { CertificateDownloadButton } from '@flows/home/certificateDownload/CertificateDownloadButton';
import { CertificateDownloadContext } from '@flows/home/certificateDownload/CertificateDownloadContext';

import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';

export const certificateDownloadView: FlowViewDriver<typeof certificateDownloadMachine> = {
  render: renderInFlow('/home/dashboard', CertificateDownloadContext, <CertificateDownloadButton />),
  perform: { 'download.request': clickButton('Download certificate (PDF)') },
  expectScreen: (s, { screen }) => {
    const busy = s.matches('downloading');
    const button = screen.getByRole('button', {
      name: busy ? 'Preparing your certificate…' : 'Download certificate (PDF)',
    });
    expect(button).toHaveProperty('disabled', busy);
    expect(screen.queryByText('Your certificate was downloaded.') !== null).toBe(s.matches('downloaded'));
    expect(screen.queryByRole('alert') !== null).toBe(s.matches('failed'));
  },
};
