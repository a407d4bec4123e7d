import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Route /account-help: where a failed legacy sign-in lands after 2.5 s (01 §4 Login "interstitial"). */
export default function AccountHelpScreen() {
  return (
    <main className="auth-card">
      <h1>
        <Trans>We could not sign you in</Trans>
      </h1>
      <p>
        <Trans>
          We could not find or open your account right now. You can reset your password, create a new account, or try
          signing in again.
        </Trans>
      </p>
      <ul>
        <li>
          <Link to="/forgot-password">
            <Trans>Reset your password</Trans>
          </Link>
        </li>
        <li>
          <Link to="/register">
            <Trans>Create an account</Trans>
          </Link>
        </li>
        <li>
          <Link to="/login">
            <Trans>Sign in again</Trans>
          </Link>
        </li>
      </ul>
    </main>
  );
}
