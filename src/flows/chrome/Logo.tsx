import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import productLogo from './productLogo.svg';

interface LogoProps {
  /** The organisation's logo; the product's own when absent (loading or failed). */
  logoUrl?: string;
  signedIn: boolean;
  onLogout: () => void;
}

/** The header logo linking home; while signed in it ends the session instead (01 §2). */
export function Logo({ logoUrl, signedIn, onLogout }: LogoProps) {
  const { t } = useLingui();
  return (
    <Link
      to="/"
      className="chrome-logo"
      aria-label={t`Home`}
      onClick={(event) => {
        if (!signedIn) return;
        event.preventDefault();
        onLogout();
      }}
    >
      <img src={logoUrl ?? productLogo} alt="" className="chrome-logo__image" />
    </Link>
  );
}
