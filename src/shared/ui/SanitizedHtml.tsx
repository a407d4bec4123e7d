import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  testId?: string;
}

/** Server HTML, sanitized. Loaded through SafeHtml, so pages without server HTML never download the sanitizer. */
export default function SanitizedHtml({ html, className, testId }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
