import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

import './legal.css';

export interface LegalSection {
  /** A stable key for the list. */
  id: string;
  heading: ReactNode;
  body: ReactNode;
}

interface LegalPageProps {
  title: ReactNode;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A static information page: title, short introduction, headed sections and the revision date. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const baseId = useId();
  return (
    <main className="page legal">
      <h1>{title}</h1>
      <p className="legal__intro">{intro}</p>
      {sections.map((section) => {
        const headingId = `${baseId}-${section.id}`;
        return (
          <section key={section.id} className="legal__section" aria-labelledby={headingId}>
            <h2 id={headingId}>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        );
      })}
      <p className="legal__updated">
        <Trans>Last updated: November 2026</Trans>
      </p>
    </main>
  );
}
