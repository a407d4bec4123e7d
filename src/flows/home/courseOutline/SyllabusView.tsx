import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { PickACourse, useOutlineState } from './CourseDashboardView';
import { minutesOf } from './minutes';
import { useCourseOutlineEvents } from './useCourseOutlineLogic';

/** /home/syllabus: each chapter's objectives and the minutes it requires. */
export function SyllabusView() {
  const { t } = useLingui();
  const { loading, noCourse, failure, outline } = useOutlineState();
  const failureText = useFailureMessage(failure);
  const { retry } = useCourseOutlineEvents();
  const totalMinutes = outline ? minutesOf(outline.progress.requiredSeconds, 'up') : 0;
  return (
    <main className="page">
      <h1>
        <Trans>Syllabus</Trans>
      </h1>
      {loading ? <Loader label={t`Loading the syllabus…`} /> : null}
      {failure ? <RetryPanel message={failureText} onRetry={retry} /> : null}
      {noCourse ? <PickACourse /> : null}
      {outline && !loading ? (
        <>
          <p>
            <Trans>
              {outline.courseName}: {totalMinutes} minutes of study in {outline.chapters.length} chapters.
            </Trans>
          </p>
          {outline.measure === 'words' ? (
            <p>
              <Trans>
                This course is measured by what you read; the minutes are a guide to how long each chapter takes.
              </Trans>
            </p>
          ) : null}
          <ol className="syllabus">
            {outline.chapters.map((chapter) => {
              const minutes = minutesOf(chapter.requiredSeconds, 'up');
              return (
                <li key={chapter.chapterNumber}>
                  <h2>{chapter.title}</h2>
                  <p>
                    <Trans>{minutes} minutes</Trans>
                  </p>
                  <ul>
                    {chapter.objectives.map((objective, i) => (
                      <li key={i}>{objective}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </main>
  );
}
