import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import { isLowRating } from '@machines/survey';
import { Modal } from '@shared/ui/Modal';

import { SurveyContext } from './SurveyContext';
import { SurveyForm } from './SurveyForm';
import { useSurveyEvents } from './useSurveyEvents';

import './survey.css';

interface SurveyViewProps {
  /** Called once the survey has ended (submitted, failed or skipped): the page continues (02 §4). */
  onFinished?: () => void;
}

/** 02 §2 Survey as a modal; Escape and the close button skip it. */
export function SurveyView({ onFinished }: SurveyViewProps) {
  const { t } = useLingui();
  const finished = SurveyContext.useSelector((s) => s.status === 'done');
  const submitting = SurveyContext.useSelector((s) => s.matches('submitting'));
  const incomplete = SurveyContext.useSelector((s) => s.matches({ answering: 'incomplete' }));
  const stars = SurveyContext.useSelector((s) => s.context.stars);
  const courseSelection = SurveyContext.useSelector((s) => s.context.courseSelection);
  const name = SurveyContext.useSelector((s) => s.context.name);
  const emailId = SurveyContext.useSelector((s) => s.context.emailId);
  const events = useSurveyEvents();

  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);

  return (
    <Modal
      title={<Trans>Tell us about your experience</Trans>}
      onClose={finished || submitting ? undefined : events.skip}
      closeLabel={t`Close survey`}
    >
      {finished ? (
        <p role="status">
          <Trans>Thank you. Taking you to the next step…</Trans>
        </p>
      ) : (
        <SurveyForm
          name={name}
          emailId={emailId}
          stars={stars}
          lowRating={isLowRating(stars)}
          courseSelection={courseSelection}
          incomplete={incomplete}
          busy={submitting}
          onChooseStars={events.chooseStars}
          onChooseCourseSelection={events.chooseCourseSelection}
          onSubmit={events.submit}
          onSkip={events.skip}
        />
      )}
    </Modal>
  );
}
