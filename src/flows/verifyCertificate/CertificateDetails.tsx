import { Trans, useLingui } from '@lingui/react/macro';

import type { FoundCertificate } from '@machines/verifyCertificate';

import { formatCompletionDate } from './certificateDate';

interface CertificateDetailsProps {
  certificate: FoundCertificate;
}

/** What the public may learn of a certificate: whose, which course and state, when, and its number. */
export function CertificateDetails({ certificate }: CertificateDetailsProps) {
  const { i18n } = useLingui();
  return (
    <dl className="certificate-check__details">
      <dt>
        <Trans>Student</Trans>
      </dt>
      <dd>{certificate.studentName}</dd>
      <dt>
        <Trans>Course</Trans>
      </dt>
      <dd>{certificate.courseName}</dd>
      <dt>
        <Trans>State</Trans>
      </dt>
      <dd>{certificate.stateName}</dd>
      <dt>
        <Trans>Completed on</Trans>
      </dt>
      <dd>{formatCompletionDate(certificate.completedOn, i18n.locale)}</dd>
      <dt>
        <Trans>Certificate number</Trans>
      </dt>
      <dd>{certificate.certificateNumber}</dd>
    </dl>
  );
}
