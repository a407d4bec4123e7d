import { useEffect, useState } from 'react';

import { useServices } from '@shared/services';

export type AccessibilityPreference = 'largeText' | 'highContrast';

/** The classes on <html> that chrome.css styles. */
export const accessibilityClasses: Record<AccessibilityPreference, string> = {
  largeText: 'a11y-large-text',
  highContrast: 'a11y-high-contrast',
};

const off = { largeText: false, highContrast: false };

/** Larger text and high contrast for the whole document, kept in this browser (they survive logout). */
export function useAccessibilityPreferences() {
  const { storage } = useServices();
  const [preferences, setPreferences] = useState(() => storage.get('accessibilityPreferences') ?? off);
  useEffect(() => {
    for (const [preference, className] of Object.entries(accessibilityClasses))
      document.documentElement.classList.toggle(className, preferences[preference as AccessibilityPreference]);
    storage.set('accessibilityPreferences', preferences);
  }, [preferences, storage]);
  const toggle = (preference: AccessibilityPreference) =>
    setPreferences((current) => ({ ...current, [preference]: !current[preference] }));
  return { preferences, toggle };
}
