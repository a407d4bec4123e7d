import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';

import { Button } from '@shared/ui/Button';

interface CheckResultProps {
  /** 'valid' is announced politely (status); everything else interrupts (alert). */
  tone: 'valid' | 'invalid' | 'problem';
  children: ReactNode;
  onSearchAgain: () => void;
  /** Actions before 'Check another code' (Try again). */
  actions?: ReactNode;
}

/** The answer to a check: focused when it appears, so a keyboard or screen reader user lands on it. */
export function CheckResult({ tone, children, onSearchAgain, actions }: CheckResultProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <>
      <section
        ref={panel}
        tabIndex={-1}
        role={tone === 'valid' ? 'status' : 'alert'}
        className={`certificate-check__result certificate-check__result--${tone}`}
      >
        {children}
      </section>
      <div className="certificate-check__actions">
        {actions}
        <Button variant="secondary" onClick={onSearchAgain}>
          <Trans>Check another code</Trans>
        </Button>
      </div>
    </>
  );
}
