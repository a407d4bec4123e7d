import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';

import { securityAnswerMaxLength } from '@contracts/identityChecks';
import * as timings from '@machines/timings';
import { useForm } from '@shared/forms/useForm';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';
import { TextField } from '@shared/ui/TextField';

import { TimeLeft } from '../quiz/TimeLeft';
import { type EverySecond, wallClockSeconds } from '../timers/wallClockSeconds';
import { securityQuestionCheckFormSchema, type SecurityQuestionCheckFormValues } from './securityQuestionCheckForm';
import { type SecurityQuestionCheckRef, useSecurityQuestionCheckEvents } from './useIdentityCheckEvents';

import './identityCheck.css';

const browserSeconds = wallClockSeconds(timings.identitySecond);

/** The question, its answer box and, with a time limit, the countdown (at zero the machine sends what is typed). */
function QuestionForm({ actor, everySecond }: { actor: SecurityQuestionCheckRef; everySecond: EverySecond }) {
  const { i18n } = useLingui();
  const question = useSelector(actor, (s) => s.context.question);
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const answering = useSelector(actor, (s) => s.matches('answering'));
  const timed = secondsLeft !== null;
  const { submitAnswer, second } = useSecurityQuestionCheckEvents(actor);
  const schema = useMemo(() => securityQuestionCheckFormSchema(i18n), [i18n]);
  const { field, handleSubmit } = useForm<SecurityQuestionCheckFormValues>({ schema, defaultValues: { answer: '' } });
  useEffect(() => (answering && timed ? everySecond(second) : undefined), [answering, timed, everySecond, second]);
  const hintId = useId();
  if (!question) return null;
  const send = handleSubmit((values) => submitAnswer(values.answer));
  return (
    <form noValidate onSubmit={send} className="identity-form">
      <p id={hintId}>
        {question.wrongAnswersLeft === 1 ? (
          <Trans>Answer exactly as you saved it. This is your last try.</Trans>
        ) : (
          <Trans>Answer exactly as you saved it. Capital letters, spaces and punctuation do not matter.</Trans>
        )}
      </p>
      {secondsLeft !== null ? <TimeLeft className="identity-countdown" secondsLeft={secondsLeft} /> : null}
      <TextField
        label={question.text}
        autoComplete="off"
        autoFocus
        maxLength={securityAnswerMaxLength}
        aria-describedby={hintId}
        {...field('answer')}
      />
      <Button type="submit" busy={busy}>
        <Trans>Submit answer</Trans>
      </Button>
    </form>
  );
}

/** 02 §2 security-quiz-verification: one question; a wrong one says how many are left and asks another. */
export function SecurityQuestionCheckView({
  actor,
  everySecond = browserSeconds,
}: {
  actor: SecurityQuestionCheckRef;
  everySecond?: EverySecond;
}) {
  const { t } = useLingui();
  const step = useSelector(actor, (s) =>
    s.matches('answering') || s.matches('submitting')
      ? 'question'
      : s.matches('wrongAnswer')
        ? 'wrong'
        : s.matches('verified')
          ? 'verified'
          : s.matches('askFailed') || s.matches('answerFailed')
            ? 'failed'
            : 'loading',
  );
  const wrong = useSelector(actor, (s) => s.context.wrong);
  // A new question (a new check row) starts with an empty box.
  const questionKey = useSelector(actor, (s) => s.context.question?.questionId);
  const failure = useSelector(actor, (s) =>
    s.matches('askFailed') || s.matches('answerFailed') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const { nextQuestion, retry } = useSecurityQuestionCheckEvents(actor);
  const left = wrong?.wrongAnswersLeft ?? 0;
  return (
    <section aria-labelledby="security-question-title">
      <h2 id="security-question-title">
        <Trans>Identity check</Trans>
      </h2>
      {step === 'loading' ? <Loader label={t`Loading your question…`} /> : null}
      {step === 'failed' ? <RetryPanel message={failureText} onRetry={retry} /> : null}
      {step === 'question' ? <QuestionForm key={questionKey} actor={actor} everySecond={everySecond} /> : null}
      {step === 'wrong' ? (
        <>
          <Alert tone="error">
            {wrong?.timedOut ? (
              <Trans>The time to answer ran out.</Trans>
            ) : (
              <Trans>That answer does not match the one you saved.</Trans>
            )}{' '}
            {left === 1 ? (
              <Trans>One more wrong answer stops the course.</Trans>
            ) : (
              <Trans>Wrong answers left before the course stops: {left}.</Trans>
            )}
          </Alert>
          <Button onClick={nextQuestion}>
            <Trans>Next question</Trans>
          </Button>
        </>
      ) : null}
      {step === 'verified' ? (
        <Alert tone="success">
          <Trans>Identity verified.</Trans>
        </Alert>
      ) : null}
    </section>
  );
}
