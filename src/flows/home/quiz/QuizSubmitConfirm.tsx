import { Plural, Trans, useLingui } from '@lingui/react/macro';

import type { LastFailureOutcome } from '@contracts/courseRules';
import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

import { LastTryWords } from './LastTryNotice';

interface QuizSubmitConfirmProps {
  unanswered: number;
  lastTryOutcome: LastFailureOutcome | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before sending when questions are unanswered, or when failing this try restarts or fails the course. */
export function QuizSubmitConfirm({ unanswered, lastTryOutcome, onConfirm, onCancel }: QuizSubmitConfirmProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`Submit your answers?`} onClose={onCancel} closeLabel={t`Close`}>
      {unanswered > 0 ? (
        <p>
          <Plural
            value={unanswered}
            one="You have # unanswered question. Submit anyway?"
            other="You have # unanswered questions. Submit anyway?"
          />
        </p>
      ) : null}
      {lastTryOutcome ? (
        <p>
          <LastTryWords outcome={lastTryOutcome} />
        </p>
      ) : null}
      <div className="modal__actions">
        <Button variant="primary" onClick={onConfirm}>
          <Trans>Submit</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Back to the questions</Trans>
        </Button>
      </div>
    </Modal>
  );
}
