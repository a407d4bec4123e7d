import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

interface MobileHeaderProps {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The header's timer text: the same chapter time as the sidebar (02 §2), when there is one. */
  timerText?: string;
}

/** 02 §2: the phone-width header with the hamburger that opens the student menu. */
export function MobileHeader({ menuId, menuOpen, onToggleMenu, buttonRef, timerText }: MobileHeaderProps) {
  const { t } = useLingui();
  return (
    <div className="home-mobile-header">
      <button
        ref={buttonRef}
        type="button"
        className="home-mobile-header__toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        <span className="hamburger" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span>{t`Student menu`}</span>
      </button>
      {timerText ? (
        <p className="home-mobile-header__timer" aria-live="off">
          {timerText}
        </p>
      ) : null}
    </div>
  );
}
