import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { QuizContext } from './QuizContext';
import { QuizForm } from './QuizForm';
import { QuizNotOpen } from './QuizNotOpen';
import { QuizResultPanel } from './QuizResultPanel';
import {
  type QuizScreen,
  useAnswers,
  useAttempt,
  useConfirming,
  useFailure,
  useQuizScreen,
  useResult,
  useSaveFailed,
  useSecondsLeft,
  useStart,
  useUnansweredCount,
} from './quizSelectors';
import { QuizSubmitConfirm } from './QuizSubmitConfirm';
import { useQuizEvents } from './useQuizEvents';

import './quiz.css';

/** The states of a start decision that opened no try. */
const notOpenScreens: readonly QuizScreen[] = ['notDue', 'alreadyPassed', 'waiting', 'reviewChapter', 'notAvailable'];

/** The page's heading: which quiz, and the course once the server has named it. */
function QuizTitle() {
  const chapterNumber = QuizContext.useSelector((s) => s.context.chapterNumber);
  const courseName = useAttempt()?.courseName;
  return (
    <>
      {courseName ? <p className="quiz__course">{courseName}</p> : null}
      <h1>{chapterNumber === null ? <Trans>Final exam</Trans> : <Trans>Chapter {chapterNumber} quiz</Trans>}</h1>
    </>
  );
}

/** The try being answered, and the confirm step before it is sent. */
function QuizAnswering() {
  const attempt = useAttempt();
  const answers = useAnswers();
  const unanswered = useUnansweredCount();
  const secondsLeft = useSecondsLeft();
  const saveFailed = useSaveFailed();
  const confirming = useConfirming();
  const events = useQuizEvents();
  if (!attempt) return null;
  return (
    <>
      <QuizForm
        attempt={attempt}
        answers={answers}
        unanswered={unanswered}
        secondsLeft={secondsLeft}
        saveFailed={saveFailed}
        onAnswer={events.answer}
        onSubmit={events.submit}
      />
      {confirming ? (
        <QuizSubmitConfirm
          unanswered={unanswered}
          lastTryOutcome={attempt.lastTryOutcome}
          onConfirm={events.confirmSubmit}
          onCancel={events.cancelSubmit}
        />
      ) : null}
    </>
  );
}

/** /home/chapter-quiz and /home/final-quiz: the quiz machine's states as the page shows them. */
export function QuizView() {
  const { t } = useLingui();
  const screen = useQuizScreen();
  const failure = useFailure();
  const failureText = useFailureMessage(screen === 'loadFailed' || screen === 'submitFailed' ? failure : undefined);
  const start = useStart();
  const result = useResult();
  const secondsLeft = useSecondsLeft();
  const kind = QuizContext.useSelector((s) => (s.context.chapterNumber === null ? 'final' : 'chapter'));
  const events = useQuizEvents();
  return (
    <main className="page quiz">
      <QuizTitle />
      {screen === 'starting' ? <Loader label={t`Loading the quiz…`} /> : null}
      {screen === 'loadFailed' ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {start && notOpenScreens.includes(screen) ? (
        <QuizNotOpen start={start} kind={kind} onOpenChapter={events.openChapter} />
      ) : null}
      {screen === 'answering' ? <QuizAnswering /> : null}
      {screen === 'submitting' ? <Loader label={t`Grading your answers…`} /> : null}
      {screen === 'submitFailed' ? (
        <>
          <RetryPanel message={failureText} onRetry={events.retry} />
          <p>
            <Trans>Your answers are kept: Try again sends them again.</Trans>
          </p>
        </>
      ) : null}
      {screen === 'result' && result ? (
        <QuizResultPanel result={result} timeRanOut={result.timedOut || secondsLeft === 0} onNext={events.next} />
      ) : null}
    </main>
  );
}
