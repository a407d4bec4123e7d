import { useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { ChapterTable } from './ChapterTable';
import { useOutlineState } from './CourseDashboardView';
import { CourseOutlineContext } from './CourseOutlineContext';
import { useCourseOutlineEvents, useCourseOutlineLogic } from './useCourseOutlineLogic';

function Chapters() {
  const { t } = useLingui();
  const { loading, failure, outline } = useOutlineState();
  const failureText = useFailureMessage(failure);
  const events = useCourseOutlineEvents();
  if (loading) return <Loader label={t`Loading the chapters…`} />;
  if (failure) return <RetryPanel message={failureText} onRetry={events.retry} />;
  if (!outline) return null;
  return <ChapterTable chapters={outline.chapters} onOpen={events.openChapter} />;
}

/** The dashboard's table of contents (dashboard?open=tableOfContents): one course's chapters with their state. */
export function TableOfContents({ studentCourseId }: { studentCourseId: number }) {
  const logic = useCourseOutlineLogic();
  return (
    <CourseOutlineContext.Provider logic={logic} options={{ input: { studentCourseId } }}>
      <Chapters />
    </CourseOutlineContext.Provider>
  );
}
