import { Trans, useLingui } from '@lingui/react/macro';

interface RedirectLoaderProps {
  /** 0–100 */
  progress: number;
}

/** 02 §2 Payment-redirect loader: a percentage and the text that the student is being sent on to pay. */
export function RedirectLoader({ progress }: RedirectLoaderProps) {
  const { t } = useLingui();
  return (
    <div className="redirect-loader" role="status" aria-live="polite">
      <div className="redirect-loader__panel">
        <div
          className="redirect-loader__bar"
          role="progressbar"
          aria-label={t`Payment progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span className="redirect-loader__fill" style={{ width: `${progress}%` }} />
        </div>
        <p className="redirect-loader__percent" aria-hidden="true">
          {progress}%
        </p>
        <p>
          <Trans>Please wait while we redirect you to the learning platform to complete your payment.</Trans>
        </p>
      </div>
    </div>
  );
}
