import { Trans, useLingui } from '@lingui/react/macro';

import { Modal } from '@shared/ui/Modal';

import { supportContact } from './supportContact';

/** What the live-chat button opens: the chat vendor's script cannot load here, so the support contacts instead. */
export function LiveChatDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Live chat`} closeLabel={t`Close`} onClose={onClose}>
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
  );
}
