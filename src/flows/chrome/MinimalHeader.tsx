import { useLingui } from '@lingui/react/macro';
import { AuthLink } from './AuthLink';
import { LanguageChoice } from './LanguageChoice';

interface MinimalHeaderProps {
  signedIn: boolean;
  onLogout: () => void;
}

/** 01 §2 minimal header of registration and cart pages: language and Login/Logout only. */
export function MinimalHeader({ signedIn, onLogout }: MinimalHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="chrome-header chrome-header--minimal">
      <nav aria-label={t`Main`} className="chrome-nav chrome-nav--inline">
        <LanguageChoice />
        <AuthLink signedIn={signedIn} onLogout={onLogout} />
      </nav>
    </header>
  );
}
