import { Trans } from '@lingui/react/macro';

import { Button } from '@shared/ui/Button';

interface ReceiptActionsProps {
  downloading: boolean;
  emailing: boolean;
  onPrint: () => void;
  onDownload: () => void;
  onEmail: () => void;
}

/** 02 §2 Receipt page: print, download as PDF, e-mail it. */
export function ReceiptActions({ downloading, emailing, onPrint, onDownload, onEmail }: ReceiptActionsProps) {
  return (
    <div className="receipt-actions">
      <Button variant="secondary" onClick={onPrint}>
        <Trans>Print</Trans>
      </Button>
      <Button variant="secondary" busy={downloading} disabled={emailing} onClick={onDownload}>
        <Trans>Download receipt (PDF)</Trans>
      </Button>
      <Button variant="secondary" busy={emailing} disabled={downloading} onClick={onEmail}>
        <Trans>Email receipt</Trans>
      </Button>
    </div>
  );
}
