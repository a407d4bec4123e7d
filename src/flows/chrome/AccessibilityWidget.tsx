import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';

import { useAccessibilityPreferences } from './useAccessibilityPreferences';

/**
 * 01 §2 accessibility widget: a button in the page chrome opening larger-text and high-contrast switches. The
 * switches drop down after the button, so Tab reaches them next and Escape returns to the button.
 */
export function AccessibilityWidget() {
  const { t } = useLingui();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { preferences, toggle } = useAccessibilityPreferences();
  return (
    <div
      className="a11y-widget"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="a11y-widget__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">♿</span>{' '}
        <span className="chrome-tools__label">
          <Trans>Accessibility</Trans>
        </span>
      </button>
      {open ? (
        <div id={panelId} role="group" aria-label={t`Accessibility options`} className="a11y-widget__panel">
          <label className="a11y-widget__option">
            <input type="checkbox" checked={preferences.largeText} onChange={() => toggle('largeText')} />{' '}
            <Trans>Larger text</Trans>
          </label>
          <label className="a11y-widget__option">
            <input type="checkbox" checked={preferences.highContrast} onChange={() => toggle('highContrast')} />{' '}
            <Trans>High contrast</Trans>
          </label>
        </div>
      ) : null}
    </div>
  );
}
