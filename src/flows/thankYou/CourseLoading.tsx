import { Trans, useLingui } from '@lingui/react/macro';

import { Loader } from '@shared/ui/Loader';

import { drivingTrivia } from './drivingTrivia';

interface CourseLoadingProps {
  triviaIndex: number;
}

/** 02 §2 Course-loading screen: a loader and one driving trivia line while the purchase loads. */
export function CourseLoading({ triviaIndex }: CourseLoadingProps) {
  const { t, i18n } = useLingui();
  const line = drivingTrivia[triviaIndex] ?? drivingTrivia[0];
  return (
    <section className="course-loading" aria-labelledby="course-loading-title">
      <h1 id="course-loading-title">
        <Trans>We are getting your course ready</Trans>
      </h1>
      <Loader label={t`Loading your course…`} />
      <figure className="course-loading__trivia">
        <figcaption>
          <Trans>Did you know?</Trans>
        </figcaption>
        <p>{i18n._(line)}</p>
      </figure>
    </section>
  );
}
