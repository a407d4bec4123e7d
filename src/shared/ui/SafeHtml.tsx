import { lazy, Suspense } from 'react';
import type { SafeHtmlProps } from './SanitizedHtml';

// DOMPurify is ~9 KB gzip: most pages have no server HTML, so it comes with the first page that does.
const SanitizedHtml = lazy(() => import('./SanitizedHtml'));

/** Server HTML (course header and info, an organisation's disclaimer), sanitized before it is rendered. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
