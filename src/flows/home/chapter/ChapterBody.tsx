import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import type { ChapterPage } from '@machines/chapter';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

import { formatHoursMinutes } from '../timers/courseTimer';
import { ChapterSection } from './ChapterSection';
import { ReadAloud } from './readAloud/ReadAloud';

import '../courseTaking.css';

interface ChapterBodyProps {
  page: ChapterPage;
  section: number;
  chapterSeconds: number;
  done: boolean;
  saveFailed: boolean;
  onSection: (section: number) => void;
  onPreviousSection: () => void;
  onNextSection: () => void;
  onNext: () => void;
  onExit: () => void;
}

/**
 * A chapter: the new-content renderer shows one section at a time with previous/next (02 §9); the classic one the
 * whole chapter on one page. The button on waits for the chapter's required minutes and says how long is left.
 */
export function ChapterBody({
  page,
  section,
  chapterSeconds,
  done,
  saveFailed,
  onSection,
  onPreviousSection,
  onNextSection,
  onNext,
  onExit,
}: ChapterBodyProps) {
  const { t } = useLingui();
  const idBase = useId();
  // The section read aloud last: highlighted, and shown (new content) or scrolled to (classic).
  const [reading, setReading] = useState<number | undefined>(undefined);
  const onReading = (i: number) => {
    setReading(i);
    if (page.newContent) onSection(i);
    else document.getElementById(`${idBase}-section-${i}`)?.scrollIntoView?.({ block: 'start' });
  };
  const { content } = page;
  const sections = page.newContent ? [content.sections[section]] : content.sections;
  const leftSeconds = Math.max(0, page.requiredSeconds - chapterSeconds);
  const leftMinutes = Math.ceil(leftSeconds / 60);
  const chapterNumber = page.chapterNumber;
  const chapterCount = page.chapterCount;
  return (
    <main className="page chapter">
      <p className="chapter__course">{page.courseName}</p>
      <h1>
        <Trans>
          Chapter {chapterNumber} of {chapterCount}: {content.title}
        </Trans>
      </h1>
      <p className="chapter__time">
        <Trans>
          Time in this chapter: {formatHoursMinutes(chapterSeconds)} of {formatHoursMinutes(page.requiredSeconds)}
        </Trans>
      </p>
      {saveFailed ? (
        <Alert tone="error">
          <Trans>Your progress could not be saved just now. It is kept on this device and will be sent again.</Trans>
        </Alert>
      ) : null}
      <ReadAloud
        sections={content.sections}
        startAt={page.newContent ? section : 0}
        audioCourse={page.readAloud}
        onSection={onReading}
      />
      {page.newContent ? (
        <nav className="chapter__sections" aria-label={t`Sections of this chapter`}>
          <ol>
            {content.sections.map((s, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="link-button"
                  aria-current={i === section ? 'step' : undefined}
                  onClick={() => onSection(i)}
                >
                  {s.heading}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((s) => {
        const index = content.sections.indexOf(s);
        return (
          <ChapterSection
            key={s.heading}
            section={s}
            headingId={`${idBase}-section-${index}`}
            reading={reading === index}
          />
        );
      })}
      {page.newContent ? (
        <div className="chapter__pager">
          <Button variant="secondary" disabled={section === 0} onClick={onPreviousSection}>
            <Trans>Previous section</Trans>
          </Button>
          <Button variant="secondary" disabled={section >= content.sections.length - 1} onClick={onNextSection}>
            <Trans>Next section</Trans>
          </Button>
        </div>
      ) : null}
      <div className="chapter__actions">
        <Button variant="primary" disabled={!done} onClick={onNext} aria-describedby={`${idBase}-next-help`}>
          {page.quizDue ? (
            <Trans>Take the chapter quiz</Trans>
          ) : page.nextChapterNumber ? (
            <Trans>Next chapter</Trans>
          ) : (
            <Trans>Back to the dashboard</Trans>
          )}
        </Button>
        <p id={`${idBase}-next-help`} className="chapter__next-help">
          {done ? (
            <Trans>You have the time this chapter needs.</Trans>
          ) : (
            <Trans>Available after {leftMinutes} more minutes in this chapter.</Trans>
          )}
        </p>
        <Button variant="link" onClick={onExit}>
          <Trans>Back to dashboard</Trans>
        </Button>
      </div>
    </main>
  );
}
