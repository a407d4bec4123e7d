import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { ChapterTable } from './ChapterTable';
import { CourseActionLabel } from './CourseActionLabel';
import { CourseOutlineContext } from './CourseOutlineContext';
import { CourseProgressSummary } from './CourseProgressSummary';
import { useCourseOutlineEvents } from './useCourseOutlineLogic';

/** Loader, retry, "pick a course" or the outline itself, for the pages that show one course. */
export function useOutlineState() {
  const loading = CourseOutlineContext.useSelector((s) => s.matches('loading') || s.matches('checkingCourse'));
  const noCourse = CourseOutlineContext.useSelector((s) => s.matches('noCourse'));
  const failure = CourseOutlineContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const outline = CourseOutlineContext.useSelector((s) => s.context.outline);
  return { loading, noCourse, failure, outline };
}

export function PickACourse() {
  return (
    <p className="empty-state">
      <Trans>
        Choose a course on your <Link to={routes.dashboard}>dashboard</Link> first.
      </Trans>
    </p>
  );
}

/** /home/course-dashboard: one course: progress, what is next, and its chapters with their time. */
export function CourseDashboardView() {
  const { t } = useLingui();
  const { loading, noCourse, failure, outline } = useOutlineState();
  const failureText = useFailureMessage(failure);
  const events = useCourseOutlineEvents();
  return (
    <main className="page">
      <h1>{outline?.courseName ?? <Trans>Course dashboard</Trans>}</h1>
      {loading ? <Loader label={t`Loading your course…`} /> : null}
      {failure ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {noCourse ? <PickACourse /> : null}
      {outline && !loading ? (
        <>
          <CourseProgressSummary progress={outline.progress} today={new Date()} />
          <p className="course-actions">
            {outline.progress.action === 'start' ||
            outline.progress.action === 'continue' ||
            outline.progress.action === 'finalExam' ? (
              <Button variant="primary" onClick={events.continueCourse}>
                <CourseActionLabel action={outline.progress.action} />
              </Button>
            ) : null}
            <Link to={routes.syllabus} className="button button--secondary">
              <Trans>Syllabus</Trans>
            </Link>
          </p>
          <h2>
            <Trans>Chapters</Trans>
          </h2>
          <ChapterTable chapters={outline.chapters} onOpen={events.openChapter} />
        </>
      ) : null}
    </main>
  );
}
