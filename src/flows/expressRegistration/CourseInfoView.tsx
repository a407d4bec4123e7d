import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';

import { CourseInfoPanel } from './CourseInfoPanel';
import { ExpressCourseInfoContext } from './ExpressRegistrationContext';
import { StarRating } from './StarRating';
import { useCourseInfoEvents } from './useExpressEvents';

/** The course info panel and the star rating, as the course info machine has them. */
export function CourseInfoView() {
  const course = ExpressCourseInfoContext.useSelector((s) =>
    s.matches({ course: 'shown' }) ? s.context.course : undefined,
  );
  const loading = ExpressCourseInfoContext.useSelector((s) => s.matches({ course: 'loading' }));
  const failure = ExpressCourseInfoContext.useSelector((s) =>
    s.matches({ course: 'failed' }) ? s.context.failure : undefined,
  );
  const reviews = ExpressCourseInfoContext.useSelector((s) =>
    s.matches({ reviews: 'shown' }) ? s.context.reviews : undefined,
  );
  const videoOpen = ExpressCourseInfoContext.useSelector((s) => s.matches({ video: 'open' }));
  const failureText = useFailureMessage(failure);
  const { retry, openVideo, closeVideo } = useCourseInfoEvents();
  const { t } = useLingui();
  return (
    <div className="express__info">
      {reviews ? (
        <StarRating average={reviews.average_rating} total={reviews.total_reviews} sample={reviews.sample} />
      ) : null}
      {loading ? <Loader label={t`Loading course information`} /> : null}
      {failure ? (
        <>
          <Alert tone="error">{failureText}</Alert>
          <Button variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : null}
      {course ? (
        <CourseInfoPanel course={course} videoOpen={videoOpen} onOpenVideo={openVideo} onCloseVideo={closeVideo} />
      ) : null}
    </div>
  );
}
