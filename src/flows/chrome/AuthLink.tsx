import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

interface AuthLinkProps {
  signedIn: boolean;
  onLogout: () => void;
}

/** 'Login' for visitors; 'Logout' for students, which ends the session (01 §2). */
export function AuthLink({ signedIn, onLogout }: AuthLinkProps) {
  if (!signedIn)
    return (
      <Link to="/login" className="chrome-nav__link">
        <Trans>Login</Trans>
      </Link>
    );
  return (
    <Link
      to="/login"
      className="chrome-nav__link"
      onClick={(event) => {
        event.preventDefault();
        onLogout();
      }}
    >
      <Trans>Logout</Trans>
    </Link>
  );
}
