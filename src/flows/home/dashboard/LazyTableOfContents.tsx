import { lazy, Suspense } from 'react';

import { withCatalogPart } from '@shared/i18n/catalogParts';

/**
 * The table of contents loads with its words (the 'course' catalog part) only when the menu's 'Table of contents'
 * opened the dashboard: the plain dashboard stays within its JavaScript budget (docs/decisions.md).
 */
const DashboardTableOfContents = lazy(
  withCatalogPart('course', () =>
    import('./DashboardTableOfContents').then((m) => ({ default: m.DashboardTableOfContents })),
  ),
);

export function LazyTableOfContents() {
  return (
    <Suspense fallback={null}>
      <DashboardTableOfContents />
    </Suspense>
  );
}
