import { loadOnUse } from '@shared/ui/loadOnUse';

import { AccessibilityWidget } from './AccessibilityWidget';

// Only organisations that require chat show it: the others' pages never download it.
const LiveChat = loadOnUse(() => import('./LiveChat').then((m) => m.LiveChat));

interface ChromeToolsProps {
  /** 01 §2: the live-chat button only for organisations that require chat (isComm100Required). */
  liveChat: boolean;
}

/**
 * The accessibility control and the live-chat button, docked in the page chrome (01 §2 Header and chrome): in the header's flow
 * they can never cover page text or controls at any width, unlike the floating buttons they replace.
 */
export function ChromeTools({ liveChat }: ChromeToolsProps) {
  return (
    <div className="chrome-tools">
      <AccessibilityWidget />
      {liveChat ? <LiveChat /> : null}
    </div>
  );
}
