import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { AuthLink } from './AuthLink';
import { LanguageChoice } from './LanguageChoice';

interface MinimalHeaderProps {
  signedIn: boolean;
  onLogout: () => void;
  /** The accessibility and live-chat controls, beside the language picker. */
  tools: ReactNode;
}

/** 01 §2 minimal header of registration and cart pages: language and Login/Logout, with the accessibility controls. */
export function MinimalHeader({ signedIn, onLogout, tools }: MinimalHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="chrome-header chrome-header--minimal">
      {tools}
      <nav aria-label={t`Main`} className="chrome-nav chrome-nav--inline">
        <LanguageChoice />
        <AuthLink signedIn={signedIn} onLogout={onLogout} />
      </nav>
    </header>
  );
}
