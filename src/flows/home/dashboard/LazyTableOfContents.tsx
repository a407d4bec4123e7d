import { withCatalogPart } from '@shared/i18n/catalogParts';
import { loadOnUse } from '@shared/ui/loadOnUse';

/**
 * The table of contents loads with its words (the 'course' catalog part) only when the menu's 'Table of contents'
 * opened the dashboard: the plain dashboard stays within its JavaScript budget (docs/decisions.md).
 */
export const LazyTableOfContents = loadOnUse(
  withCatalogPart('course', () => import('./DashboardTableOfContents').then((m) => m.DashboardTableOfContents)),
);
