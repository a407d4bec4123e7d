import { ChatIcon } from '@app/shared/ui/icons';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@app/shared/ui/Modal';
import { supportContact } from './supportContact';

/**
 * 01 §2 live-chat button (organisations with isComm100Required), docked beside the accessibility control. The chat vendor's script cannot
 * load here, so the button opens the support contacts and says that chat is unavailable.
 */
export function LiveChat() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="live-chat__button" onClick={() => setOpen(true)}>
        <ChatIcon />{' '}
        <span className="chrome-tools__label">
          <Trans>Live chat</Trans>
        </span>
      </button>
      {open ? (
        <Modal title={t`Live chat`} closeLabel={t`Close`} onClose={() => setOpen(false)}>
          <p>
            <Trans>Live chat is not available right now. Our support team is happy to help:</Trans>
          </p>
          <ul className="live-chat__contacts">
            <li>
              <Trans>Phone:</Trans> <a href={`tel:${supportContact.phone}`}>{supportContact.phone}</a>
            </li>
            <li>
              <Trans>E-mail:</Trans> <a href={`mailto:${supportContact.email}`}>{supportContact.email}</a>
            </li>
          </ul>
        </Modal>
      ) : null}
    </>
  );
}
