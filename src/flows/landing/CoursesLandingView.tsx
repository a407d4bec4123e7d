import { Trans } from '@lingui/react/macro';

import { landingConstants } from '@machines/landing';
import { Button } from '@shared/ui/Button';

import { CoursesLandingContext } from './LandingContext';
import { PackagePicker } from './PackagePicker';
import { useCoursesLandingEvents } from './useLandingEvents';

/** 01 §2 /courses-landing: the flagship course, Packages 1–4 and Continue. */
export function CoursesLandingView() {
  const selected = CoursesLandingContext.useSelector((s) => s.context.selectedPackage);
  const leaving = CoursesLandingContext.useSelector((s) => s.matches('continued'));
  const { selectPackage, continueToRegistration } = useCoursesLandingEvents();
  const flagshipPrice = `$${landingConstants.flagshipPrice}`;
  return (
    <main className="courses-landing">
      <h1>
        <Trans>30-Hour Online Driver's Ed Course</Trans>
      </h1>
      <p className="courses-landing__price">
        <Trans>Only {flagshipPrice}</Trans>
      </p>
      <p>
        <Trans>
          The complete 30-hour driver's education course for new drivers, online and at your own pace, with a
          certificate of completion when you finish.
        </Trans>
      </p>
      <PackagePicker selected={selected} onSelect={selectPackage} />
      <Button onClick={continueToRegistration} busy={leaving}>
        <Trans>Continue</Trans>
      </Button>
    </main>
  );
}
