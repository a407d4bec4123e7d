import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import type { CertificateMailingState, CertificateSummary } from '@contracts/courseTaking';
import * as routes from '@contracts/pages';
import { certificateDownloadMachine } from '@machines/certificateDownload';
import { certificateDownloadEndpoints } from '@shared/api/endpoints/certificateDownload';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';
import { Alert } from '@shared/ui/Alert';

import { createCertificateDownloadImplementations } from './certificateDownload.actors';
import { CertificateDownloadButton } from './CertificateDownloadButton';
import { CertificateDownloadContext } from './CertificateDownloadContext';

interface CertificatePanelProps {
  studentCourseId: number;
  certificate: CertificateSummary;
}

function MailingState({ state }: { state: CertificateMailingState }) {
  switch (state) {
    case 'queued':
      return <Trans>being prepared</Trans>;
    case 'printed':
      return <Trans>printed, to be mailed</Trans>;
    case 'mailed':
      return <Trans>mailed</Trans>;
  }
}

/** A completed course's certificate on the dashboard: its number, code, download and printed copy. */
export function CertificatePanel({ studentCourseId, certificate }: CertificatePanelProps) {
  const { t, i18n } = useLingui();
  const api = useEndpoints(certificateDownloadEndpoints);
  const logic = useFlowLogic(() =>
    certificateDownloadMachine.provide(createCertificateDownloadImplementations({ api, language: () => i18n.locale })),
  );
  const input = useOnce(() => ({ studentCourseId, certificateNumber: certificate.certificateNumber }));
  const code = certificate.verificationCode;
  return (
    <section className="certificate-panel" aria-label={t`Certificate of completion`}>
      <Alert tone="success">
        <Trans>Congratulations: you have completed this course. Your certificate is ready.</Trans>
      </Alert>
      <dl className="course-progress">
        <div>
          <dt>
            <Trans>Certificate number</Trans>
          </dt>
          <dd>{certificate.certificateNumber}</dd>
        </div>
        <div>
          <dt>
            <Trans>Verification code</Trans>
          </dt>
          <dd>
            <code>{code}</code>{' '}
            <Link to={{ pathname: routes.verifyCertificate, search: `?code=${encodeURIComponent(code)}` }}>
              <Trans>How a court or insurer checks it</Trans>
            </Link>
          </dd>
        </div>
        {certificate.mailing ? (
          <div>
            <dt>
              <Trans>Printed copy by mail</Trans>
            </dt>
            <dd>
              <MailingState state={certificate.mailing} />
            </dd>
          </div>
        ) : null}
      </dl>
      <CertificateDownloadContext.Provider logic={logic} options={{ input }}>
        <CertificateDownloadButton />
      </CertificateDownloadContext.Provider>
    </section>
  );
}
