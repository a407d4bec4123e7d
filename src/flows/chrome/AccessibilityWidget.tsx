import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';

import { loadOnUse } from '@shared/ui/loadOnUse';

import { useAccessibilityPreferences } from './useAccessibilityPreferences';

// The switches load when the button first opens them: every page's first file carries only the button.
const AccessibilityPanel = loadOnUse(() => import('./AccessibilityPanel').then((m) => m.AccessibilityPanel));

/**
 * 01 §2 accessibility widget: a button in the page chrome opening larger-text and high-contrast switches. The
 * switches drop down after the button, so Tab reaches them next and Escape returns to the button.
 */
export function AccessibilityWidget() {
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
      {open ? <AccessibilityPanel id={panelId} preferences={preferences} onToggle={toggle} /> : null}
    </div>
  );
}
