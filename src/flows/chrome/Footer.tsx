import { Trans } from '@lingui/react/macro';

/** 01 §2 footer: the 2022 copyright and an all-rights-reserved line. */
export function Footer() {
  return (
    <footer className="chrome-footer">
      <p>
        <Trans>Copyright © 2022 Traffic School Online</Trans>
      </p>
      <p>
        <Trans>All rights reserved.</Trans>
      </p>
    </footer>
  );
}
