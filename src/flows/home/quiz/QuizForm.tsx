import { Trans } from '@lingui/react/macro';

import type { ChosenOptions, QuizAttempt } from '@machines/quiz';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

import { LastTryNotice } from './LastTryNotice';
import { QuizCountdown } from './QuizCountdown';
import { QuizQuestion } from './QuizQuestion';

interface QuizFormProps {
  attempt: QuizAttempt;
  answers: ChosenOptions;
  unanswered: number;
  secondsLeft: number | null;
  saveFailed: boolean;
  onAnswer: (questionId: number, optionId: number) => void;
  onSubmit: () => void;
}

/** Every question of the try on one page, with how many are answered, and the button that sends them. */
export function QuizForm({ attempt, answers, unanswered, secondsLeft, saveFailed, onAnswer, onSubmit }: QuizFormProps) {
  const total = attempt.questions.length;
  const answered = total - unanswered;
  const attemptNumber = attempt.attemptNumber;
  const attemptsAllowed = attempt.attemptsAllowed;
  const passPercent = attempt.passPercent;
  return (
    <>
      {attempt.lastTryOutcome ? <LastTryNotice outcome={attempt.lastTryOutcome} /> : null}
      <p className="quiz__facts">
        {attemptsAllowed === null ? (
          <Trans>Try {attemptNumber}.</Trans>
        ) : (
          <Trans>
            Try {attemptNumber} of {attemptsAllowed}.
          </Trans>
        )}{' '}
        <Trans>To pass you need {passPercent} % of the answers right.</Trans>
      </p>
      {secondsLeft !== null ? <QuizCountdown secondsLeft={secondsLeft} /> : null}
      {saveFailed ? (
        <Alert tone="error">
          <Trans>Your answer could not be saved just now. It is kept on this page and will be sent again.</Trans>
        </Alert>
      ) : null}
      <form
        className="quiz__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {attempt.questions.map((question, i) => (
          <QuizQuestion
            key={question.questionId}
            question={question}
            number={i + 1}
            total={total}
            chosen={answers[question.questionId]}
            onChoose={onAnswer}
          />
        ))}
        <p className="quiz__progress" role="status">
          <Trans>
            {answered} of {total} answered
          </Trans>
        </p>
        <Button type="submit" variant="primary">
          <Trans>Submit answers</Trans>
        </Button>
      </form>
    </>
  );
}
