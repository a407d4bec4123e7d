import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import type { QuizResult } from '@machines/quiz';
import { Button } from '@shared/ui/Button';

import { formatWhen } from './quizDates';

interface QuizNextStepProps {
  result: QuizResult;
  onNext: () => void;
}

/** What `result.next` means for the student, in words. */
function NextWords({ result }: { result: QuizResult }) {
  const { i18n } = useLingui();
  const nextChapter = result.nextChapterNumber;
  switch (result.next) {
    case 'nextChapter':
      return <Trans>Chapter {nextChapter} is open.</Trans>;
    case 'finalExam':
      return <Trans>Every chapter is complete: the final exam is open.</Trans>;
    case 'courseCompleted':
      return (
        <Trans>
          Congratulations, you have completed the course! Your certificate has been issued: download it from your
          dashboard.
        </Trans>
      );
    case 'retake':
      return result.attemptsLeft === null ? (
        <Trans>You can try again now, with new questions.</Trans>
      ) : (
        <Plural
          value={result.attemptsLeft}
          one="You can try again now, with new questions. You have # try left."
          other="You can try again now, with new questions. You have # tries left."
        />
      );
    case 'reviewChapter':
      return <Trans>Read the chapter again before your next try.</Trans>;
    case 'wait': {
      const when = result.retakeAt ? formatWhen(i18n.locale, result.retakeAt) : '';
      return <Trans>You can try again on {when}.</Trans>;
    }
    case 'courseRestarted':
      return (
        <Trans>
          That was your last try, so your course starts again from the first chapter. Your progress has been cleared;
          you do not pay again.
        </Trans>
      );
    case 'courseFailed':
      return (
        <Trans>
          That was your last try, so the course is failed and has been closed. To get a certificate, enroll in the
          course again.
        </Trans>
      );
  }
}

/** The button of `result.next`. */
function NextLabel({ result }: { result: QuizResult }): ReactNode {
  const nextChapter = result.nextChapterNumber;
  switch (result.next) {
    case 'nextChapter':
      return <Trans>Go to chapter {nextChapter}</Trans>;
    case 'finalExam':
      return <Trans>Take the final exam</Trans>;
    case 'retake':
      return <Trans>Try again</Trans>;
    case 'reviewChapter':
      return <Trans>Review the chapter</Trans>;
    default:
      return <Trans>Go to the dashboard</Trans>;
  }
}

export function QuizNextStep({ result, onNext }: QuizNextStepProps) {
  return (
    <div className="quiz-result__next">
      <p>
        <NextWords result={result} />
      </p>
      <Button variant="primary" onClick={onNext}>
        <NextLabel result={result} />
      </Button>
    </div>
  );
}
