import type { ReactNode } from 'react';

import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';

interface SessionPromptProps {
  title: string;
  /** What happened. */
  children: ReactNode;
  /** The label of the one answer. */
  answer: ReactNode;
  onAnswer: () => void;
}

/** A session modal that must be answered: no close button, one answer. */
export function SessionPrompt({ title, children, answer, onAnswer }: SessionPromptProps) {
  return (
    <Modal title={title}>
      <p>{children}</p>
      <div className="modal__actions">
        <Button onClick={onAnswer}>{answer}</Button>
      </div>
    </Modal>
  );
}
