import { withCatalogPart } from '@shared/i18n/catalogParts';
import { loadOnUse } from '@shared/ui/loadOnUse';

/** The e-mail verification dialog (01 §5): only a student whose e-mail is not verified yet sees it, so it loads (with its words) when it opens. */
export const LazyEmailVerificationDialog = loadOnUse(
  withCatalogPart('emailVerification', () => import('./EmailVerificationFlow').then((m) => m.EmailVerificationFlow)),
);
