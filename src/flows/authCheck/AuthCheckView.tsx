import { Trans, useLingui } from '@lingui/react/macro';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';

import { AuthCheckContext } from './AuthCheckContext';
import { useAuthCheckEvents } from './useAuthCheckEvents';

export function AuthCheckView() {
  const { t } = useLingui();
  const failed = AuthCheckContext.useSelector((s) => s.matches('failed'));
  const failure = AuthCheckContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { retry } = useAuthCheckEvents();
  return (
    <main className="auth-card">
      <h1>
        <Trans>Signing you in</Trans>
      </h1>
      {failed ? (
        <>
          <Alert tone="error">{failureText}</Alert>
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : (
        <Loader label={t`Checking your sign-in…`} />
      )}
    </main>
  );
}
