import { loadOnUse } from './loadOnUse';

/**
 * Server HTML (course header and info, an organisation's disclaimer), sanitized before it is rendered. DOMPurify is
 * ~9 KB gzip: most pages have no server HTML, so it comes with the first page that does.
 */
export const SafeHtml = loadOnUse(() => import('./SanitizedHtml').then((m) => m.default));
