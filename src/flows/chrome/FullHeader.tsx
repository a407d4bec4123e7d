import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { AuthLink } from './AuthLink';
import { LanguageChoice } from './LanguageChoice';
import { Logo } from './Logo';
import { PartnerLogo } from './PartnerLogo';

interface FullHeaderProps {
  logoUrl?: string;
  partnerLogoUrl?: string;
  signedIn: boolean;
  onLogout: () => void;
  /** The accessibility and live-chat controls: beside the menu button, so they stay visible on phones too. */
  tools: ReactNode;
}

/**
 * 01 §2 full header: logo, timer text (empty until course taking exists), Dashboard when signed
 * in, language, Login/Logout, and the accessibility (and live-chat) controls. At phone width the
 * navigation folds behind a menu button; the controls stay beside it.
 */
export function FullHeader({ logoUrl, partnerLogoUrl, signedIn, onLogout, tools }: FullHeaderProps) {
  const { t } = useLingui();
  const navId = useId();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <header className="chrome-header">
      <Logo logoUrl={logoUrl} signedIn={signedIn} onLogout={onLogout} />
      <button
        type="button"
        className="chrome-header__menu"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span aria-hidden="true">☰</span> <Trans>Menu</Trans>
      </button>
      {tools}
      <nav id={navId} aria-label={t`Main`} className={`chrome-nav ${open ? 'chrome-nav--open' : ''}`}>
        <PartnerLogo partnerLogoUrl={partnerLogoUrl} />
        {signedIn ? (
          <Link to="/home/dashboard" className="chrome-nav__link">
            <Trans>Dashboard</Trans>
          </Link>
        ) : null}
        <LanguageChoice />
        <AuthLink signedIn={signedIn} onLogout={onLogout} />
      </nav>
    </header>
  );
}
