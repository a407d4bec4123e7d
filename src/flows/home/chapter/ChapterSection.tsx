import { Trans } from '@lingui/react/macro';

import type { ContentSection } from '@contracts/courseContent';

interface ChapterSectionProps {
  section: ContentSection;
  /** Section being read aloud: highlighted. */
  reading?: boolean;
  headingId: string;
}

/**
 * One section of a chapter: heading, paragraphs, figure and key points. A figure is our own SVG shown as an image, so
 * nothing inside it can run (contracts/courseContent.ts).
 */
export function ChapterSection({ section, reading = false, headingId }: ChapterSectionProps) {
  return (
    <section className={`chapter-section${reading ? ' chapter-section--reading' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {section.figure ? (
        <figure className="chapter-figure">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(section.figure.svg)}`}
            alt={section.figure.alt}
          />
          <figcaption>{section.figure.caption}</figcaption>
        </figure>
      ) : null}
      {section.keyPoints.length > 0 ? (
        <aside className="key-points" aria-label={section.heading}>
          <h3>
            <Trans>Key points</Trans>
          </h3>
          <ul>
            {section.keyPoints.map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ul>
        </aside>
      ) : null}
    </section>
  );
}
