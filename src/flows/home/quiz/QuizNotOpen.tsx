import { Trans, useLingui } from '@lingui/react/macro';

import type { QuizKind } from '@contracts/quizzes';
import type { QuizNotOpen as NotOpen } from '@machines/quiz';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';

import { BackToDashboard } from './BackToDashboard';
import { formatWhen } from './quizDates';

interface QuizNotOpenProps {
  start: NotOpen;
  kind: QuizKind;
  onOpenChapter: () => void;
}

function Message({ start, kind }: Pick<QuizNotOpenProps, 'start' | 'kind'>) {
  const { i18n } = useLingui();
  const final = kind === 'final';
  switch (start.outcome) {
    case 'notDue':
      return final ? (
        <Trans>The final exam opens when every chapter of the course is complete.</Trans>
      ) : (
        <Trans>This quiz opens when you have spent the time its chapter needs.</Trans>
      );
    case 'passed':
      return final ? (
        <Trans>You have already passed the final exam.</Trans>
      ) : (
        <Trans>You have already passed this quiz.</Trans>
      );
    case 'waiting': {
      const when = formatWhen(i18n.locale, start.until);
      return <Trans>You can take it again on {when}.</Trans>;
    }
    case 'reviewChapter': {
      const chapterNumber = start.chapterNumber;
      return <Trans>Before your next try, read chapter {chapterNumber} again.</Trans>;
    }
    case 'notAvailable':
      return <Trans>This course cannot be taken right now. Your dashboard shows what it is waiting for.</Trans>;
    case 'identityCheckDue':
      return <Trans>Before the final exam, please confirm your identity.</Trans>;
  }
}

/** Why no try opened (the server's decision), and the way on. */
export function QuizNotOpen({ start, kind, onOpenChapter }: QuizNotOpenProps) {
  return (
    <>
      <Alert tone={start.outcome === 'passed' ? 'success' : 'info'}>
        <Message start={start} kind={kind} />
      </Alert>
      <p className="quiz__actions">
        {start.outcome === 'reviewChapter' ? (
          <Button variant="primary" onClick={onOpenChapter}>
            <Trans>Review the chapter</Trans>
          </Button>
        ) : null}
        {start.outcome === 'notDue' ? (
          <Button variant="primary" onClick={onOpenChapter}>
            {kind === 'final' ? <Trans>Continue the course</Trans> : <Trans>Back to the chapter</Trans>}
          </Button>
        ) : null}
        <BackToDashboard />
      </p>
    </>
  );
}
