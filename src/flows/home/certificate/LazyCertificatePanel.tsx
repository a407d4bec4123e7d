import { lazy, Suspense } from 'react';

import type { CertificateSummary } from '@contracts/courseTaking';
import { withCatalogPart } from '@shared/i18n/catalogParts';

/** The certificate panel loads (with the 'course' words) only for a completed course: the dashboard stays light. */
const CertificatePanel = lazy(
  withCatalogPart('course', () => import('./CertificatePanel').then((m) => ({ default: m.CertificatePanel }))),
);

export function LazyCertificatePanel(props: { studentCourseId: number; certificate: CertificateSummary }) {
  return (
    <Suspense fallback={null}>
      <CertificatePanel {...props} />
    </Suspense>
  );
}
