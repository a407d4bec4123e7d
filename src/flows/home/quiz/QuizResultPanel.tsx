import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

import type { QuizResult } from '@machines/quiz';
import { Alert } from '@shared/ui/Alert';

import { QuizNextStep } from './QuizNextStep';
import { MissedTopics, QuizReview } from './QuizReview';

interface QuizResultPanelProps {
  result: QuizResult;
  /** The server says so, or the page's countdown reached zero and sent the try. */
  timeRanOut: boolean;
  onNext: () => void;
}

function ResultHeading({ result }: { result: QuizResult }) {
  const final = result.kind === 'final';
  if (result.passed) return final ? <Trans>You passed the final exam</Trans> : <Trans>You passed the quiz</Trans>;
  return final ? <Trans>You did not pass the final exam</Trans> : <Trans>You did not pass the quiz</Trans>;
}

/** The graded try: passed or not, the score against the pass mark, what was missed, and what follows. */
export function QuizResultPanel({ result, timeRanOut, onNext }: QuizResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the student's focus (the submit button is gone): the result's heading takes it.
  useEffect(() => heading.current?.focus(), []);
  const { scorePercent, passPercent, correct, total } = result;
  return (
    <section className="quiz-result">
      <h2 ref={heading} tabIndex={-1}>
        <ResultHeading result={result} />
      </h2>
      {timeRanOut ? (
        <Alert tone="info">
          <Trans>The time ran out: the answers you had given were graded.</Trans>
        </Alert>
      ) : null}
      <p className="quiz-result__score">
        <Trans>
          Your score: {scorePercent} % ({correct} of {total} right). Pass mark: {passPercent} %.
        </Trans>
      </p>
      <QuizNextStep result={result} onNext={onNext} />
      {result.review.length > 0 ? (
        <QuizReview items={result.review} />
      ) : result.missedTopics.length > 0 ? (
        <MissedTopics topics={result.missedTopics} />
      ) : null}
    </section>
  );
}
