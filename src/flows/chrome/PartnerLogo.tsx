import { Trans, useLingui } from '@lingui/react/macro';

interface PartnerLogoProps {
  /** Set for partner organisations only. */
  partnerLogoUrl?: string;
}

/** The mobile navigation's partner logo, or its placeholder text (01 §2). */
export function PartnerLogo({ partnerLogoUrl }: PartnerLogoProps) {
  const { t } = useLingui();
  return (
    <div className="chrome-partner">
      {partnerLogoUrl ? (
        <img src={partnerLogoUrl} alt={t`Partner logo`} className="chrome-partner__image" />
      ) : (
        <span className="chrome-partner__placeholder">
          <Trans>Partner Logo Here</Trans>
        </span>
      )}
    </div>
  );
}
