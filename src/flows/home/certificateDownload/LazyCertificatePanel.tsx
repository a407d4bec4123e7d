import { withCatalogPart } from '@shared/i18n/catalogParts';
import { loadOnUse } from '@shared/ui/loadOnUse';

/** The certificate panel loads (with the 'course' words) only for a completed course: the dashboard stays light. */
export const LazyCertificatePanel = loadOnUse(
  withCatalogPart('course', () => import('./CertificatePanel').then((m) => m.CertificatePanel)),
);
