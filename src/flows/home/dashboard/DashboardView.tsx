import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

import { CoursesPanel } from '../studentCourses/CoursesPanel';
import { LazyTableOfContents } from './LazyTableOfContents';

interface DashboardViewProps {
  /** The menu's 'Table of contents' opened the dashboard (?open=tableOfContents). */
  tableOfContents: boolean;
}

/** /home/dashboard: the student's courses with their status and progress. */
export function DashboardView({ tableOfContents }: DashboardViewProps) {
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Arriving through 'Table of contents' moves focus (and the view) to that section.
    if (tableOfContents) sectionHeading.current?.focus();
  }, [tableOfContents]);
  return (
    <main className="page">
      <h1>
        <Trans>Dashboard</Trans>
      </h1>
      <section aria-labelledby="dashboard-courses" className="page__section">
        <h2 id="dashboard-courses" ref={sectionHeading} tabIndex={-1}>
          {tableOfContents ? <Trans>Table of contents</Trans> : <Trans>My courses</Trans>}
        </h2>
        <CoursesPanel />
      </section>
      {tableOfContents ? <LazyTableOfContents /> : null}
    </main>
  );
}
