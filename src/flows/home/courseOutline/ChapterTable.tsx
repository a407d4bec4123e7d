import { Trans, useLingui } from '@lingui/react/macro';

import type { OutlineChapter } from '@contracts/courseTaking';
import { Button } from '@shared/ui/Button';

import { chapterStateLabel } from './chapterState';
import { minutesOf } from './minutes';

import '../courseTaking.css';

interface ChapterTableProps {
  chapters: OutlineChapter[];
  onOpen: (chapterNumber: number) => void;
}

/** The table of contents: each chapter with its state and minutes (done / required); open ones can be opened. */
export function ChapterTable({ chapters, onOpen }: ChapterTableProps) {
  const { i18n } = useLingui();
  return (
    <ol className="chapter-table">
      {chapters.map((chapter) => {
        const done = minutesOf(chapter.creditedSeconds);
        const required = minutesOf(chapter.requiredSeconds, 'up');
        const title = chapter.title;
        return (
          <li key={chapter.chapterNumber} className={`chapter-row chapter-row--${chapter.state}`}>
            <div className="chapter-row__text">
              <h3 className="chapter-row__title">{title}</h3>
              {chapter.summary ? <p className="chapter-row__summary">{chapter.summary}</p> : null}
            </div>
            <p className="chapter-row__state">
              <span className={`status-badge status-badge--chapter-${chapter.state}`}>
                {chapterStateLabel(i18n, chapter.state)}
              </span>{' '}
              <span>
                <Trans>
                  {done} of {required} min
                </Trans>
              </span>
            </p>
            {chapter.state !== 'locked' ? (
              <Button variant="secondary" onClick={() => onOpen(chapter.chapterNumber)}>
                {chapter.state === 'completed' ? <Trans>Review {title}</Trans> : <Trans>Open {title}</Trans>}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
