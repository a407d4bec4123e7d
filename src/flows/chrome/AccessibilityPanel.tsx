import { Trans, useLingui } from '@lingui/react/macro';

import type { AccessibilityPreference } from './useAccessibilityPreferences';

interface AccessibilityPanelProps {
  id: string;
  preferences: Record<AccessibilityPreference, boolean>;
  onToggle: (preference: AccessibilityPreference) => void;
}

/** The accessibility widget's switches: larger text and high contrast (01 §2). */
export function AccessibilityPanel({ id, preferences, onToggle }: AccessibilityPanelProps) {
  const { t } = useLingui();
  return (
    <div id={id} role="group" aria-label={t`Accessibility options`} className="a11y-widget__panel">
      <label className="a11y-widget__option">
        <input type="checkbox" checked={preferences.largeText} onChange={() => onToggle('largeText')} />{' '}
        <Trans>Larger text</Trans>
      </label>
      <label className="a11y-widget__option">
        <input type="checkbox" checked={preferences.highContrast} onChange={() => onToggle('highContrast')} />{' '}
        <Trans>High contrast</Trans>
      </label>
    </div>
  );
}
