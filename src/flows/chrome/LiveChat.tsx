import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

import { ChatIcon } from '@shared/ui/icons';
import { loadOnUse } from '@shared/ui/loadOnUse';

const LiveChatDialog = loadOnUse(() => import('./LiveChatDialog').then((m) => m.LiveChatDialog));

/**
 * 01 §2 live-chat button (organisations with isComm100Required), docked beside the accessibility control. The chat
 * vendor's script cannot load here, so the button opens the support contacts (loaded when first opened).
 */
export function LiveChat() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="live-chat__button" onClick={() => setOpen(true)}>
        <ChatIcon />{' '}
        <span className="chrome-tools__label">
          <Trans>Live chat</Trans>
        </span>
      </button>
      {open ? <LiveChatDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
