import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Server HTML (course header and info), sanitized before it is rendered. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
